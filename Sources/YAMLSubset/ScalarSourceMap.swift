/// Where a character of a scalar's value sits in the file, so an error inside an expectation
/// points at the character at fault even after an escape (`\"` is two characters in the file,
/// one in the value), in a block scalar, or on a continuation line.
public struct ScalarSourceMap {
    /// Location of each value scalar, in order; one past the end maps to the end of the last.
    private let locations: [SourceLocation]

    public init(scalar: YAMLScalar, source: SourceFile) {
        let valueCount = scalar.value.unicodeScalars.count
        var locations: [SourceLocation] = []
        locations.reserveCapacity(valueCount)
        let firstLine = source.lineText(scalar.location.line).map { Array($0.unicodeScalars) } ?? []
        switch scalar.style {
        case .singleQuoted, .doubleQuoted:
            var column = scalar.location.column + 1
            while locations.count < valueCount, column - 1 < firstLine.count {
                locations.append(SourceLocation(line: scalar.location.line, column: column))
                column += Self.rawLength(at: column - 1, in: firstLine, isDouble: scalar.style == .doubleQuoted)
            }
        case .plain, .literal, .folded:
            Self.mapLines(scalar, source: source, into: &locations)
        case .empty:
            break
        }
        // Anything not found (never expected) falls back to the scalar's own start.
        while locations.count < valueCount { locations.append(scalar.location) }
        self.locations = locations
    }

    public func location(ofValueOffset offset: Int) -> SourceLocation {
        guard let last = locations.last else { return SourceLocation(line: 1, column: 1) }
        guard offset < locations.count else { return SourceLocation(line: last.line, column: last.column + 1) }
        return locations[max(0, offset)]
    }

    /// Characters in the file for the value character at `index`: 2 for `''` or `\n`, 4 for
    /// `\xXX`, 6 for `\uXXXX`, 10 for `\UXXXXXXXX`.
    private static func rawLength(at index: Int, in line: [Unicode.Scalar], isDouble: Bool) -> Int {
        let next = index + 1 < line.count ? line[index + 1] : " "
        if !isDouble { return line[index] == "'" && next == "'" ? 2 : 1 }
        guard line[index] == "\\" else { return 1 }
        switch next {
        case "x": return 4
        case "u": return 6
        case "U": return 10
        default: return 2
        }
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
                  !value[locations.count...].starts(with: piece) {
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
