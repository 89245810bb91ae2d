/// One line of a normalised source file as Unicode scalars, so that indices are columns.
struct SourceLine {
    /// 1-based.
    let number: Int
    let scalars: [Unicode.Scalar]

    static func split(_ text: String) -> [SourceLine] {
        var lines: [SourceLine] = []
        var current: [Unicode.Scalar] = []
        for scalar in text.unicodeScalars {
            if scalar == "\n" {
                lines.append(SourceLine(number: lines.count + 1, scalars: current))
                current = []
            } else {
                current.append(scalar)
            }
        }
        if !current.isEmpty {
            lines.append(SourceLine(number: lines.count + 1, scalars: current))
        }
        return lines
    }

    var count: Int { scalars.count }

    func location(_ index: Int) -> SourceLocation {
        precondition(index >= 0, "column indices start at 0")
        return SourceLocation(line: number, column: index + 1)
    }

    func text(_ range: Range<Int>) -> String {
        var result = String.UnicodeScalarView()
        result.append(contentsOf: scalars[range])
        return String(result)
    }

    static func isWhitespace(_ scalar: Unicode.Scalar) -> Bool {
        scalar == " " || scalar == "\t"
    }

    /// True at the end of the line or before a space or tab: what must follow `-`, `:`, `?`.
    func isSeparated(after index: Int) -> Bool {
        index + 1 >= count || SourceLine.isWhitespace(scalars[index + 1])
    }

    func skipWhitespace(from index: Int) -> Int {
        var position = index
        while position < count, SourceLine.isWhitespace(scalars[position]) {
            position += 1
        }
        return position
    }

    /// True when only whitespace and perhaps a comment follow. A `#` opens a comment only
    /// at the start of the line or after whitespace, so `a#b` stays text.
    func isRestBlank(from index: Int) -> Bool {
        let position = skipWhitespace(from: index)
        guard position < count else {
            return true
        }
        let followsWhitespace = position == 0 || SourceLine.isWhitespace(scalars[position - 1])
        return scalars[position] == "#" && followsWhitespace
    }

    /// Where the line's content starts, or nil for a blank or comment-only line.
    var contentStart: Int? {
        isRestBlank(from: 0) ? nil : skipWhitespace(from: 0)
    }

    /// Spaces before the first other character; tabs never count as indentation.
    var leadingSpaceCount: Int {
        var position = 0
        while position < count, scalars[position] == " " {
            position += 1
        }
        return position
    }

    func isSequenceIndicator(at index: Int) -> Bool {
        index < count && scalars[index] == "-" && isSeparated(after: index)
    }

    /// True when the line starts with `marker` (`---`, `...`) standing alone as a token.
    func startsWithMarker(_ marker: String) -> Bool {
        let markerScalars = Array(marker.unicodeScalars)
        guard scalars.starts(with: markerScalars) else {
            return false
        }
        return isSeparated(after: markerScalars.count - 1)
    }
}
