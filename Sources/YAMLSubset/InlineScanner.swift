/// What begins at a position inside a line.
enum InlineToken {
    /// A key; its value starts after the `:` at `colonIndex`.
    case key(YAMLScalar, colonIndex: Int)
    /// A complete value: the rest of the line holds at most a comment.
    case value(YAMLNode)
    /// `|` or `>`: the value is on the following lines.
    case blockScalar(BlockScalarHeader)
}

/// Reads the tokens that fit on one line: keys, plain and quoted scalars, `[a, b]` lists and
/// block scalar headers. Every scalar stays text; nothing is typed here.
enum InlineScanner {
    static func scan(_ line: SourceLine, at index: Int) throws(YAMLSyntaxError) -> InlineToken {
        precondition(index < line.count, "a token starts on a character")
        precondition(!SourceLine.isWhitespace(line.scalars[index]), "whitespace was skipped")
        switch line.scalars[index] {
        case "\"", "'":
            let (scalar, end) = try QuotedScalarScanner.scan(line, at: index)
            return try keyOrValue(scalar, line, after: end)
        case "[":
            let (sequence, end) = try FlowSequenceScanner.scan(line, at: index)
            guard line.isRestBlank(from: end) else {
                let position = line.skipWhitespace(from: end)
                if line.scalars[position] == ":", line.isSeparated(after: position) {
                    throw .unsupported("lists as keys ('[…]: …')", at: line.location(index), length: end - index)
                }
                throw .unexpectedText(at: line.location(position), after: "']'")
            }
            return .value(.sequence(sequence))
        case "|", ">":
            return .blockScalar(try BlockScalarHeader.scan(line, at: index))
        default:
            try rejectIndicator(line, at: index, isInFlow: false)
            return try scanPlain(line, at: index)
        }
    }

    /// A quoted scalar is a key when `:` follows it; otherwise only a comment may follow.
    private static func keyOrValue(_ scalar: YAMLScalar, _ line: SourceLine, after end: Int)
        throws(YAMLSyntaxError) -> InlineToken
    {
        if line.isRestBlank(from: end) {
            return .value(.scalar(scalar))
        }
        let position = line.skipWhitespace(from: end)
        if line.scalars[position] == ":", line.isSeparated(after: position) {
            return .key(scalar, colonIndex: position)
        }
        throw .unexpectedText(at: line.location(position), after: "the closing quote")
    }

    /// A plain scalar runs to the end of the line, to ` #`, or to a `:` followed by a space,
    /// which makes it a key. So `12:30` and `a#b` stay one value.
    private static func scanPlain(_ line: SourceLine, at index: Int)
        throws(YAMLSyntaxError) -> InlineToken
    {
        var end = index
        var position = index
        while position < line.count {
            let scalar = line.scalars[position]
            if scalar == ":", line.isSeparated(after: position) {
                let key = plainScalar(line, index..<end)
                if key.value == "<<" {
                    throw .unsupported("merge keys ('<<')", at: key.location, length: 2)
                }
                return .key(key, colonIndex: position)
            }
            if scalar == "#", position > index, SourceLine.isWhitespace(line.scalars[position - 1]) {
                break
            }
            if !SourceLine.isWhitespace(scalar) {
                end = position + 1
            }
            position += 1
        }
        return .value(.scalar(plainScalar(line, index..<end)))
    }

    static func plainScalar(_ line: SourceLine, _ range: Range<Int>) -> YAMLScalar {
        precondition(!range.isEmpty, "a plain scalar has at least one character")
        return YAMLScalar(
            value: line.text(range), location: line.location(range.lowerBound),
            length: range.count, style: .plain
        )
    }

    /// Characters YAML reserves at the start of a value, each with the reason it is refused.
    static func rejectIndicator(_ line: SourceLine, at index: Int, isInFlow: Bool)
        throws(YAMLSyntaxError)
    {
        let scalar = line.scalars[index]
        let location = line.location(index)
        let isSeparated = line.isSeparated(after: index)
        switch scalar {
        case "&":
            throw .unsupported("anchors", at: location, length: tokenLength(line, index, isInFlow))
        case "*":
            throw .unsupported("aliases", at: location, length: tokenLength(line, index, isInFlow))
        case "!":
            throw .unsupported("tags", at: location, length: tokenLength(line, index, isInFlow))
        case "{":
            throw FlowMappingAdvice.error(line, at: index)
        case "?" where isSeparated:
            throw .complexKey(at: location)
        case "-" where isSeparated && !isInFlow:
            throw .listOnKeyLine(at: location)
        case ":" where isSeparated && !isInFlow:
            throw .emptyKey(at: location)
        case "}", "]", ",", "@", "`", "%":
            throw .unexpectedCharacter(scalar, at: location)
        case "-", ":", "|", ">":
            // In a block, `-5` and `:x` are plain text; inside `[...]` no item starts so, nor
            // with a bare `-` or `:` before `,` or `]`.
            let beforeFlowIndicator =
                index + 1 < line.count && [",", "]", "[", "{", "}"].contains(line.scalars[index + 1])
            if isInFlow, scalar == ":", isSeparated || beforeFlowIndicator {
                throw .pairInFlowList(at: location)
            }
            if isInFlow, isSeparated || beforeFlowIndicator || scalar == "|" || scalar == ">" {
                throw .unexpectedCharacter(scalar, at: location)
            }
        default:
            return
        }
    }

    /// How far an anchor, alias or tag reaches, so the underline covers all of it.
    private static func tokenLength(_ line: SourceLine, _ index: Int, _ isInFlow: Bool) -> Int {
        var end = index + 1
        while end < line.count {
            let scalar = line.scalars[end]
            if SourceLine.isWhitespace(scalar) || (isInFlow && (scalar == "," || scalar == "]")) {
                break
            }
            end += 1
        }
        return end - index
    }
}
