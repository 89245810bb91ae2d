/// Reads the lines that continue a plain value, as YAML allows:
///
///     description: a value that goes on
///       over the next line
///
/// Each continuation line is indented deeper than the value's parent; lines fold into one
/// with a space, and each blank line between them becomes a line end. A comment ends the value.
enum PlainContinuationReader {
    static func read(
        _ lines: [SourceLine], after lineIndex: Int, parentIndent: Int, first: YAMLScalar
    ) -> (scalar: YAMLScalar, nextLineIndex: Int) {
        let firstLine = lines[lineIndex]
        let firstEnd = first.location.column - 1 + first.length
        // `key: text # note` ends with its comment; nothing continues it.
        guard firstLine.skipWhitespace(from: firstEnd) == firstLine.count else { return (first, lineIndex + 1) }
        var value = first.value
        var blankCount = 0
        var nextLineIndex = lineIndex + 1
        var index = lineIndex + 1
        while index < lines.count {
            let line = lines[index]
            guard let content = line.contentStart else {
                if line.skipWhitespace(from: 0) < line.count { break }
                blankCount += 1
                index += 1
                continue
            }
            guard content > parentIndent, content == line.leadingSpaceCount,
                !line.startsWithMarker("---"), !line.startsWithMarker("..."),
                let (text, endsWithComment) = continuation(line, from: content)
            else { break }
            value += blankCount == 0 ? " " : String(repeating: "\n", count: blankCount)
            value += text
            blankCount = 0
            index += 1
            nextLineIndex = index
            if endsWithComment { break }
        }
        let scalar = YAMLScalar(value: value, location: first.location, length: first.length, style: .plain)
        return (scalar, nextLineIndex)
    }

    /// The line's text up to a comment, or nil when the line cannot continue a value: a `: `
    /// makes it a key (an error the parser reports for the line itself).
    private static func continuation(_ line: SourceLine, from start: Int) -> (String, Bool)? {
        var end = start
        var position = start
        while position < line.count {
            let scalar = line.scalars[position]
            if scalar == ":", line.isSeparated(after: position) { return nil }
            if scalar == "#", SourceLine.isWhitespace(line.scalars[position - 1]) {
                return (line.text(start..<end), true)
            }
            if !SourceLine.isWhitespace(scalar) { end = position + 1 }
            position += 1
        }
        return (line.text(start..<end), false)
    }
}
