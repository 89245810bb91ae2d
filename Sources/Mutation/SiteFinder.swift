/// Finds every mutation site of one Swift file.
///
/// Never mutated: anything inside a string literal or a comment (the tokenizer keeps them
/// whole), a line of a compiler directive (`#if`, `#else` …), attribute and `#available`
/// arguments, operator declarations (`static func < (…)`, `infix operator`), `case`
/// patterns and raw values, imports, generic argument lists (`Array<Int>`: only operators
/// spaced on both sides count as binary) and tuple indices (`pair.0`).
public enum SiteFinder {
    public static func sites(
        in source: String
    ) throws(SwiftTokenizer.Failure) -> (tokens: [SwiftToken], sites: [MutationSite]) {
        let tokens = try SwiftTokenizer.tokens(source)
        return (tokens, sites(tokens: tokens))
    }

    static func sites(tokens: [SwiftToken]) -> [MutationSite] {
        let parser = SequenceParser(tokens: tokens)
        let excluded = excludedTokens(tokens, parser: parser)
        var found: [MutationSite] = []
        var seenSequences = Set<Int>()
        for index in tokens.indices where !excluded.contains(index) {
            let token = tokens[index]
            switch token.kind {
            case .operatorSymbol:
                if token.isSpacedOperator, token.text == "+=" || token.text == "-=" {
                    if let site = compoundAssignment(at: index, parser: parser, excluded: excluded) {
                        found.append(site)
                    }
                } else if parser.isBinaryOperator(index), let node = parser.sequence(around: index),
                    seenSequences.insert(node.first).inserted
                {
                    found += binarySites(node, tokens: tokens, excluded: excluded)
                }
            case .identifier:
                if let site = literalOrCallSite(at: index, tokens: tokens, parser: parser) { found.append(site) }
                if let site = statementRemoval(at: index, tokens: tokens, parser: parser, excluded: excluded) {
                    found.append(site)
                }
            case .integerLiteral:
                if let site = integerSite(at: index, tokens: tokens) { found.append(site) }
            default:
                break
            }
        }
        return nestedOnly(
            found.sorted {
                ($0.firstToken, -$0.lastToken, $0.focusToken) < ($1.firstToken, -$1.lastToken, $1.focusToken)
            })
    }

    /// Tokens in places where no mutant may go.
    static func excludedTokens(_ tokens: [SwiftToken], parser: SequenceParser) -> Set<Int> {
        var excluded = Set<Int>()
        var index = 0
        func excludeLine(from start: Int) -> Int {
            var cursor = start
            repeat {
                excluded.insert(cursor)
                cursor += 1
            } while cursor < tokens.count && !tokens[cursor].newlineBefore
            return cursor
        }
        while index < tokens.count {
            let token = tokens[index]
            if token.kind == .poundKeyword, token.newlineBefore || index == 0,
                ["#if", "#elseif", "#else", "#endif", "#warning", "#error", "#sourceLocation"].contains(token.text)
            {
                index = excludeLine(from: index)
                continue
            }
            if token.kind == .identifier, ["import", "operator", "precedencegroup"].contains(token.text) {
                index = excludeLine(from: index)
                continue
            }
            if token.isIdentifier("func"), index + 1 < tokens.count, tokens[index + 1].kind == .operatorSymbol {
                excluded.insert(index + 1)
            }
            if token.isPunctuation("@") || token.kind == .poundKeyword, index + 1 < tokens.count {
                // `@available(…)`, `@Test(.enabled(true))`, `#available(iOS 16, *)`: arguments, not code.
                let open = token.kind == .poundKeyword ? index + 1 : index + 2
                if open < tokens.count, tokens[open].isPunctuation("("), !tokens[open].spaceBefore,
                    let close = parser.matching(open)
                {
                    excluded.formUnion(index...close)
                    index = close + 1
                    continue
                }
            }
            if token.isIdentifier("case") {
                // A pattern or a raw value: up to its colon, or the end of an enum case line.
                var cursor = index
                var depth = 0
                while cursor < tokens.count {
                    let current = tokens[cursor]
                    if cursor > index, depth == 0, current.newlineBefore { break }
                    excluded.insert(cursor)
                    if current.kind == .punctuation {
                        if ["(", "[", "{"].contains(current.text) { depth += 1 }
                        if [")", "]", "}"].contains(current.text) { depth -= 1 }
                        if current.text == ":", depth == 0 { break }
                    }
                    cursor += 1
                }
                index = cursor + 1
                continue
            }
            index += 1
        }
        return excluded
    }

    static func binarySites(_ node: SequenceParser.Node, tokens: [SwiftToken], excluded: Set<Int>) -> [MutationSite] {
        guard case .binary(let operatorToken, let left, let right) = node else { return [] }
        var sites =
            binarySites(left, tokens: tokens, excluded: excluded)
            + binarySites(right, tokens: tokens, excluded: excluded)
        let replacements = MutationOperator.binaryReplacements(of: tokens[operatorToken].text)
        // `"a" + b` joins text: `-` would not compile, so the mutant is not worth a build.
        let joinsText = [operatorToken - 1, operatorToken + 1].contains { tokens[$0].kind == .stringLiteral }
        guard !replacements.isEmpty, !excluded.contains(operatorToken), !joinsText else { return sites }
        let variants = replacements.map { kind, text in
            MutationSite.Variant(
                mutationOperator: kind, replacements: [.init(token: operatorToken, text: text)],
                removesSpan: false)
        }
        sites.append(
            MutationSite(
                firstToken: node.first, lastToken: node.last, style: .expression,
                focusToken: operatorToken, variants: variants))
        return sites
    }

    /// `x += y` as a whole statement: `if M { x -= y } else { x += y }`.
    static func compoundAssignment(at index: Int, parser: SequenceParser, excluded: Set<Int>) -> MutationSite? {
        let tokens = parser.tokens
        guard index > 0, let first = parser.unitBackward(endingAt: index - 1), startsStatement(first, tokens: tokens),
            let (_, end) = parser.sequence(from: index + 1), endsStatement(end, tokens: tokens)
        else { return nil }
        let replacement = tokens[index].text == "+=" ? "-=" : "+="
        return MutationSite(
            firstToken: first, lastToken: end - 1, style: .statement, focusToken: index,
            variants: [
                .init(
                    mutationOperator: .compoundAssignment, replacements: [.init(token: index, text: replacement)],
                    removesSpan: false)
            ])
    }

    static func startsStatement(_ index: Int, tokens: [SwiftToken]) -> Bool {
        index == 0 || tokens[index].newlineBefore || tokens[index - 1].isPunctuation("{")
            || tokens[index - 1].isPunctuation(";")
    }

    static func endsStatement(_ end: Int, tokens: [SwiftToken]) -> Bool {
        end >= tokens.count || tokens[end].newlineBefore || tokens[end].isPunctuation("}")
            || tokens[end].isPunctuation(";")
    }

    /// `true`/`false`, and `min(…)`/`max(…)` calls.
    static func literalOrCallSite(at index: Int, tokens: [SwiftToken], parser: SequenceParser) -> MutationSite? {
        let token = tokens[index]
        let afterDot = index > 0 && tokens[index - 1].isPunctuation(".")
        if token.text == "true" || token.text == "false", !afterDot {
            let returned = index > 0 && tokens[index - 1].isIdentifier("return")
            return MutationSite(
                firstToken: index, lastToken: index, style: .expression, focusToken: index,
                variants: [
                    .init(
                        mutationOperator: returned ? .returnValue : .booleanLiteral,
                        replacements: [.init(token: index, text: token.text == "true" ? "false" : "true")],
                        removesSpan: false)
                ])
        }
        if token.text == "min" || token.text == "max", !afterDot, index + 1 < tokens.count,
            index == 0 || !tokens[index - 1].isIdentifier("func"),
            tokens[index + 1].isPunctuation("("), !tokens[index + 1].spaceBefore,
            let close = parser.matching(index + 1)
        {
            return MutationSite(
                firstToken: index, lastToken: close, style: .expression, focusToken: index,
                variants: [
                    .init(
                        mutationOperator: .minMax,
                        replacements: [.init(token: index, text: token.text == "min" ? "max" : "min")],
                        removesSpan: false)
                ])
        }
        return nil
    }

    /// A decimal integer literal, one more and one less.
    static func integerSite(at index: Int, tokens: [SwiftToken]) -> MutationSite? {
        let token = tokens[index]
        guard !(index > 0 && tokens[index - 1].isPunctuation(".") && !token.spaceBefore),
            let value = Int(token.text.replacingOccurrences(of: "_", with: "")), value < Int.max
        else { return nil }
        return MutationSite(
            firstToken: index, lastToken: index, style: .expression, focusToken: index,
            variants: [
                .init(
                    mutationOperator: .integerConstant, replacements: [.init(token: index, text: String(value + 1))],
                    removesSpan: false),
                .init(
                    mutationOperator: .integerConstant, replacements: [.init(token: index, text: String(value - 1))],
                    removesSpan: false),
            ])
    }

    /// A statement that is one call on a receiver (`x.append(y)`), not alone in its braces or
    /// after a closure's `in` (where it might be a value the function or closure returns), and
    /// not a delegated `self.init(…)`, which an initialiser cannot do without.
    static func statementRemoval(
        at index: Int, tokens: [SwiftToken], parser: SequenceParser,
        excluded: Set<Int>
    ) -> MutationSite? {
        guard startsStatement(index, tokens: tokens),
            parser.isValueIdentifier(tokens[index]) || tokens[index].text == "self",
            let end = parser.unitForward(from: index), end - 1 > index, tokens[end - 1].isPunctuation(")"),
            endsStatement(end, tokens: tokens),
            let open = parser.matching(end - 1), open >= 2, tokens[open - 2].isPunctuation("."),
            !(index > 0 && (tokens[index - 1].isPunctuation("{") || tokens[index - 1].text == "in")
                && end < tokens.count && tokens[end].isPunctuation("}")),
            tokens[open - 1].text != "init",
            !(index...(end - 1)).contains(where: excluded.contains)
        else { return nil }
        return MutationSite(
            firstToken: index, lastToken: end - 1, style: .statement, focusToken: open - 1,
            variants: [
                .init(mutationOperator: .statementRemoval, replacements: [], removesSpan: true)
            ])
    }

    /// Keeps sites that nest; of two overlapping ones that do not, or two with one span, the
    /// first found stays (the span's variants merged when the style is the same).
    static func nestedOnly(_ sorted: [MutationSite]) -> [MutationSite] {
        var kept: [MutationSite] = []
        var open: [MutationSite] = []
        for site in sorted {
            while let last = open.last, last.lastToken < site.firstToken { open.removeLast() }
            if let last = open.last {
                if last.firstToken == site.firstToken && last.lastToken == site.lastToken {
                    if last.style == site.style, let keptIndex = kept.lastIndex(where: { $0 == last }) {
                        kept[keptIndex].variants += site.variants
                        open[open.count - 1] = kept[keptIndex]
                    }
                    continue
                }
                guard site.lastToken <= last.lastToken else { continue }
            }
            kept.append(site)
            open.append(site)
        }
        return kept
    }
}
