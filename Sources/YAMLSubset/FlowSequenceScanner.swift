/// The one-line list form `[a, b, "c d"]`. Only scalars may be items: nested lists and
/// mappings are refused because the block form reads better and diffs better.
enum FlowSequenceScanner {
    /// The list and the index just past its `]`.
    static func scan(_ line: SourceLine, at start: Int)
        throws(YAMLSyntaxError) -> (sequence: YAMLSequence, end: Int)
    {
        precondition(line.scalars[start] == "[", "a flow sequence opens with '['")
        var items: [YAMLNode] = []
        var position = start + 1
        // Every pass consumes at least one character, so the loop ends with the line.
        scanning: while true {
            position = line.skipWhitespace(from: position)
            if line.isRestBlank(from: position) {
                throw .unterminatedFlowSequence(at: line.location(start))
            }
            let scalar = line.scalars[position]
            if scalar == "]" {
                break scanning
            }
            if scalar == "," {
                throw .emptyFlowItem(at: line.location(position))
            }
            let (item, end) = try scanItem(line, at: position)
            items.append(.scalar(item))
            position = line.skipWhitespace(from: end)
            if line.isRestBlank(from: position) {
                throw .unterminatedFlowSequence(at: line.location(start))
            }
            switch line.scalars[position] {
            case ",": position += 1
            case "]": break scanning
            default: throw .flowSeparatorExpected(at: line.location(position))
            }
        }
        let sequence = YAMLSequence(location: line.location(start), items: items, isFlow: true)
        return (sequence, position + 1)
    }

    private static func scanItem(_ line: SourceLine, at index: Int)
        throws(YAMLSyntaxError) -> (YAMLScalar, Int)
    {
        let first = line.scalars[index]
        if first == "\"" || first == "'" {
            return try QuotedScalarScanner.scan(line, at: index)
        }
        if first == "[" || first == "{" {
            throw .nestedFlowCollection(at: line.location(index))
        }
        try InlineScanner.rejectIndicator(line, at: index, isInFlow: true)
        return try scanPlainItem(line, at: index)
    }

    /// A plain item ends at `,`, `]` or a comment; `:` followed by a space would make it a
    /// mapping, which the list form does not allow.
    private static func scanPlainItem(_ line: SourceLine, at index: Int)
        throws(YAMLSyntaxError) -> (YAMLScalar, Int)
    {
        var end = index
        var position = index
        scanning: while position < line.count {
            let scalar = line.scalars[position]
            switch scalar {
            case ",", "]":
                break scanning
            case "#" where SourceLine.isWhitespace(line.scalars[position - 1]):
                break scanning
            case "[", "{":
                throw .nestedFlowCollection(at: line.location(position))
            case "}":
                throw .flowSeparatorExpected(at: line.location(position))
            case ":" where line.isSeparated(after: position):
                throw .pairInFlowList(at: line.location(position))
            default:
                break
            }
            if !SourceLine.isWhitespace(scalar) {
                end = position + 1
            }
            position += 1
        }
        return (InlineScanner.plainScalar(line, index..<end), end)
    }
}
