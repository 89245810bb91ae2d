/// Where a character of a scalar's value sits in the file, so an error inside an expectation
/// points at the character at fault even after an escape (`\"` is two characters in the file,
/// one in the value), in a block scalar, or on a continuation line.
public struct ScalarSourceMap {
    /// Location of each value scalar, in order; one past the end maps to the end of the last.
    private let locations: [SourceLocation]
    /// Where an empty value points: the scalar itself.
    private let start: SourceLocation

    public init(scalar: YAMLScalar, source: SourceFile) {
        let valueCount = scalar.value.unicodeScalars.count
        var locations: [SourceLocation] = []
        locations.reserveCapacity(valueCount)
        switch scalar.style {
        case .singleQuoted, .doubleQuoted:
            let first = SourceLine(
                number: scalar.location.line,
                scalars: Array((source.lineText(scalar.location.line) ?? "").unicodeScalars))
            let start = scalar.location.column - 1
            var lines = [first]
            if start < first.count, !MultiLineQuotedReader.closesOnItsLine(first, at: start) {
                // The value's other lines: at most one per character of the value.
                for number in (scalar.location.line + 1)..<(scalar.location.line + 1 + valueCount) {
                    guard let text = source.lineText(number) else { break }
                    lines.append(SourceLine(number: number, scalars: Array(text.unicodeScalars)))
                }
            }
            if start < first.count {
                _ = try? MultiLineQuotedReader.read(lines, from: 0, at: start, parentIndent: -1, locations: &locations)
            }
        case .plain, .literal, .folded:
            Self.mapLines(scalar, source: source, into: &locations)
        case .empty:
            break
        }
        // Anything not found (never expected) falls back to the scalar's own start.
        while locations.count < valueCount { locations.append(scalar.location) }
        self.locations = locations
        start = scalar.location
    }

    public func location(ofValueOffset offset: Int) -> SourceLocation {
        guard let last = locations.last else { return start }
        guard offset < locations.count else { return SourceLocation(line: last.line, column: last.column + 1) }
        return locations[max(0, offset)]
    }

    /// Finds each source line's text in the value in order: lines join with a space or a line
    /// end, so every line's text appears in the value as written, after its indentation.
    private static func mapLines(_ scalar: YAMLScalar, source: SourceFile, into locations: inout [SourceLocation]) {
        let value = Array(scalar.value.unicodeScalars)
        // A block scalar's text starts on the line after its `|` or `>`.
        var lineNumber = scalar.location.line + (scalar.style == .plain ? 0 : 1)
        var startColumn = scalar.style == .plain ? scalar.location.column : Int.max
        while locations.count < value.count, let text = source.lineText(lineNumber) {
            let scalars = Array(text.unicodeScalars)
            let start = startColumn == Int.max ? scalars.prefix { $0 == " " }.count : startColumn - 1
            var end = scalars.count
            while end > start, scalars[end - 1] == " " || scalars[end - 1] == "\t" { end -= 1 }
            let piece = start < end ? Array(scalars[start..<end]) : []
            // Separators and blank lines in the value map to the end of the previous line.
            while locations.count < value.count, !piece.isEmpty,
                !value[locations.count...].starts(with: piece)
            {
                locations.append(locations.last ?? scalar.location)
            }
            for offset in piece.indices where locations.count < value.count {
                locations.append(SourceLocation(line: lineNumber, column: start + 1 + offset))
            }
            lineNumber += 1
            startColumn = Int.max
        }
    }
}
