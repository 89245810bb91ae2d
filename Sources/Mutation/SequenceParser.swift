/// Finds the operands of binary operators in a token stream: the maximal operator sequence
/// around an operator (`a.b(c) + d * e < f`), folded by Swift's standard precedence groups.
///
/// Anything the parser does not recognise — a cast, a generic argument list, a keyword in
/// the middle — makes it give up on that sequence, so that a doubtful site is left alone
/// rather than wrapped wrongly.
struct SequenceParser {
    let tokens: [SwiftToken]

    /// A folded sequence: a leaf unit or a binary operator over two subtrees.
    indirect enum Node {
        case unit(first: Int, last: Int)
        case binary(operatorToken: Int, left: Node, right: Node)

        var first: Int {
            switch self {
            case .unit(let first, _): first
            case .binary(_, let left, _): left.first
            }
        }

        var last: Int {
            switch self {
            case .unit(_, let last): last
            case .binary(_, _, let right): right.last
            }
        }
    }

    static let keywords: Set<String> = [
        "return", "if", "guard", "else", "while", "for", "in", "where", "let", "var", "func", "case", "switch",
        "default", "break", "continue", "throw", "throws", "rethrows", "try", "await", "do", "catch", "defer",
        "repeat", "as", "is", "import", "struct", "class", "enum", "protocol", "extension", "init", "deinit",
        "subscript", "typealias", "static", "private", "fileprivate", "internal", "public", "open", "final",
        "mutating", "nonmutating", "override", "inout", "some", "any", "operator", "precedencegroup", "lazy",
        "weak", "unowned", "convenience", "required", "indirect", "associatedtype", "consuming", "borrowing",
    ]

    /// Precedence of the standard infix operators; `??` is the one right-associative group here.
    static let precedence: [String: Int] = [
        "<<": 90, ">>": 90,
        "*": 80, "/": 80, "%": 80, "&*": 80, "&": 80,
        "+": 70, "-": 70, "&+": 70, "&-": 70, "|": 70, "^": 70,
        "...": 60, "..<": 60,
        "??": 50,
        "==": 40, "!=": 40, "<": 40, "<=": 40, ">": 40, ">=": 40, "===": 40, "!==": 40, "~=": 40,
        "&&": 30,
        "||": 20,
    ]

    static let prefixOperators: Set<String> = ["-", "!", "~", "+", "&"]

    func isValueIdentifier(_ token: SwiftToken) -> Bool {
        token.kind == .identifier && !Self.keywords.contains(token.text)
    }

    func isBinaryOperator(_ index: Int) -> Bool {
        guard index >= 0, index < tokens.count else { return false }
        return tokens[index].isSpacedOperator && Self.precedence[tokens[index].text] != nil
    }

    /// The index of the bracket that matches the one at `index`, searching forward or back.
    func matching(_ index: Int) -> Int? {
        let pairs: [String: String] = ["(": ")", "[": "]", "{": "}"]
        let reverse: [String: String] = [")": "(", "]": "[", "}": "{"]
        let open = tokens[index].text
        let forward = pairs[open] != nil
        guard let close = pairs[open] ?? reverse[open], tokens[index].kind == .punctuation else { return nil }
        var depth = 0
        var cursor = index
        while cursor >= 0, cursor < tokens.count {
            if tokens[cursor].kind == .punctuation {
                if tokens[cursor].text == open { depth += 1 }
                if tokens[cursor].text == close {
                    depth -= 1
                    if depth == 0 { return cursor }
                }
            }
            cursor += forward ? 1 : -1
        }
        return nil
    }

    /// A token after which a postfix part (a call, a subscript, `.member`) can follow.
    func endsUnit(_ index: Int) -> Bool {
        guard index >= 0 else { return false }
        let token = tokens[index]
        switch token.kind {
        case .identifier: return isValueIdentifier(token) || ["self", "Self", "super"].contains(token.text)
        case .integerLiteral, .floatLiteral, .stringLiteral: return true
        case .punctuation: return [")", "]", "}"].contains(token.text)
        case .operatorSymbol: return (token.text == "?" || token.text == "!") && !token.spaceBefore
        case .poundKeyword: return false
        }
    }

    /// One operand read forward from `index`: prefix operators, a primary, postfix parts.
    /// Returns the index just after it, or nil when the tokens are not a plain operand.
    func unitForward(from index: Int) -> Int? {
        var cursor = index
        while cursor < tokens.count, tokens[cursor].kind == .operatorSymbol, !tokens[cursor].spaceAfter,
            Self.prefixOperators.contains(tokens[cursor].text)
        {
            cursor += 1
        }
        guard cursor < tokens.count else { return nil }
        let primary = tokens[cursor]
        switch primary.kind {
        case .identifier:
            guard isValueIdentifier(primary) || ["self", "Self", "super"].contains(primary.text) else { return nil }
            cursor += 1
        case .integerLiteral, .floatLiteral, .stringLiteral:
            cursor += 1
        case .punctuation where primary.text == "(" || primary.text == "[":
            guard let close = matching(cursor) else { return nil }
            cursor = close + 1
        case .punctuation where primary.text == ".":
            guard cursor + 1 < tokens.count, tokens[cursor + 1].kind == .identifier else { return nil }
            cursor += 2
        default:
            return nil
        }
        while cursor < tokens.count {
            let token = tokens[cursor]
            if token.isPunctuation("."), cursor + 1 < tokens.count,
                [.identifier, .integerLiteral].contains(tokens[cursor + 1].kind)
            {
                cursor += 2
            } else if (token.isPunctuation("(") || token.isPunctuation("[")) && !token.spaceBefore {
                guard let close = matching(cursor) else { return nil }
                cursor = close + 1
            } else if token.kind == .operatorSymbol, token.text == "?" || token.text == "!", !token.spaceBefore {
                cursor += 1
            } else if token.isPunctuation("{"), !token.newlineBefore, let close = matching(cursor),
                continuesAfterClosure(close + 1)
            {
                // A trailing closure, told from an `if`'s body by what follows it: `.count`, an operator.
                cursor = close + 1
            } else if token.kind == .operatorSymbol, !token.spaceBefore {
                return nil  // generic arguments or an unspaced operator: not a plain operand
            } else {
                break
            }
        }
        return cursor
    }

    func continuesAfterClosure(_ index: Int) -> Bool {
        guard index < tokens.count, !tokens[index].newlineBefore else { return false }
        let next = tokens[index]
        return (next.isPunctuation(".") && !next.spaceBefore) || isBinaryOperator(index)
    }

    /// One operand read backward, ending at `index`; returns its first token.
    func unitBackward(endingAt index: Int) -> Int? {
        var cursor = index
        while cursor >= 0 {
            let token = tokens[cursor]
            if token.isPunctuation(")") || token.isPunctuation("]") {
                guard let open = matching(cursor) else { return nil }
                if !tokens[open].spaceBefore, endsUnit(open - 1) {
                    cursor = open - 1
                    continue
                }
                cursor = open
                break
            }
            if token.isPunctuation("}") {
                guard let open = matching(cursor), !tokens[open].newlineBefore, open > 0,
                    isValueIdentifier(tokens[open - 1]) || tokens[open - 1].isPunctuation(")")
                else { return nil }
                cursor = open - 1
                continue
            }
            if token.kind == .operatorSymbol, token.text == "?" || token.text == "!", !token.spaceBefore {
                cursor -= 1
                continue
            }
            let isPrimary =
                switch token.kind {
                case .identifier: isValueIdentifier(token) || ["self", "Self", "super"].contains(token.text)
                case .integerLiteral, .floatLiteral, .stringLiteral: true
                default: false
                }
            guard isPrimary else { return nil }
            if cursor > 0, tokens[cursor - 1].isPunctuation(".") {
                if endsUnit(cursor - 2) {
                    cursor -= 2
                    continue
                }
                cursor -= 1  // an implicit member, `.zero`
            }
            break
        }
        guard cursor >= 0 else { return nil }
        while cursor > 0, tokens[cursor - 1].kind == .operatorSymbol, !tokens[cursor - 1].spaceAfter,
            Self.prefixOperators.contains(tokens[cursor - 1].text)
        {
            cursor -= 1
        }
        return cursor
    }

    /// Whether the token before `first` may end what comes before an operand sequence.
    func opensSequence(before first: Int) -> Bool {
        guard first > 0 else { return true }
        if tokens[first].newlineBefore { return true }
        let previous = tokens[first - 1]
        switch previous.kind {
        case .punctuation: return ["(", "[", "{", ",", ":", ";"].contains(previous.text)
        case .operatorSymbol:
            return previous.spaceBefore && previous.spaceAfter && Self.precedence[previous.text] == nil
                && previous.text != "->"
        case .identifier:
            return ["return", "if", "guard", "while", "where", "in", "try", "await", "throw"]
                .contains(previous.text)
        default: return false
        }
    }

    /// Whether the token at `end` (just after a sequence) may close it.
    func closesSequence(at end: Int) -> Bool {
        guard end < tokens.count else { return true }
        let next = tokens[end]
        if next.newlineBefore && !isBinaryOperator(end) { return true }
        switch next.kind {
        case .punctuation: return [")", "]", "}", ",", ":", ";", "{"].contains(next.text)
        case .operatorSymbol: return next.text == "?" && next.spaceBefore && next.spaceAfter
        case .identifier: return ["else", "where"].contains(next.text)
        default: return false
        }
    }

    /// The folded sequence that holds the binary operator at `operatorIndex`, or nil when the
    /// sequence is not one this parser is sure of.
    func sequence(around operatorIndex: Int) -> Node? {
        guard isBinaryOperator(operatorIndex) else { return nil }
        var first = operatorIndex
        var cursor = operatorIndex - 1
        while true {
            guard cursor >= 0, let start = unitBackward(endingAt: cursor) else { return nil }
            first = start
            guard isBinaryOperator(start - 1) else { break }
            cursor = start - 2
        }
        guard opensSequence(before: first) else { return nil }
        return sequence(from: first)?.node
    }

    /// The folded sequence starting at `first`, and the index just after it.
    func sequence(from first: Int) -> (node: Node, end: Int)? {
        var operands: [Node] = []
        var operators: [Int] = []
        var cursor = first
        while true {
            guard let end = unitForward(from: cursor) else { return nil }
            operands.append(.unit(first: cursor, last: end - 1))
            cursor = end
            guard isBinaryOperator(cursor) else { break }
            operators.append(cursor)
            cursor += 1
        }
        guard closesSequence(at: cursor) else { return nil }
        var position = 0
        guard let node = fold(operands, operators, position: &position, minimum: 0),
            position == operators.count
        else { return nil }
        return (node, cursor)
    }

    /// Precedence climbing over `operands[position...]`.
    private func fold(_ operands: [Node], _ operators: [Int], position: inout Int, minimum: Int) -> Node? {
        var left = operands[position]
        while position < operators.count {
            let symbol = tokens[operators[position]].text
            guard let level = Self.precedence[symbol], level >= minimum else { break }
            let operatorToken = operators[position]
            position += 1
            let rightAssociative = symbol == "??"
            guard
                let right = foldRight(
                    operands, operators, position: &position,
                    minimum: rightAssociative ? level : level + 1)
            else { return nil }
            left = .binary(operatorToken: operatorToken, left: left, right: right)
        }
        return left
    }

    private func foldRight(_ operands: [Node], _ operators: [Int], position: inout Int, minimum: Int) -> Node? {
        var index = position
        let node = fold(operands, operators, position: &index, minimum: minimum)
        position = index
        return node
    }
}
