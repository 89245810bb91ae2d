public enum MarkdownAlignment: Sendable {
    case left, right, center

    var delimiterCell: String {
        switch self {
        case .left: ":---"
        case .right: "---:"
        case .center: ":---:"
        }
    }
}

/// A GitHub-flavoured pipe table for a CI job summary. Cells are not padded to a common
/// width: the rendered table looks the same, and the bytes do not depend on how wide a
/// character is.
public enum MarkdownTable {
    /// Every row has as many cells as the header. Without `alignments` columns use the
    /// renderer's default. A `|` in a cell is escaped and line breaks become `<br>`, so any
    /// text stays inside its cell.
    public static func render(
        header: [String], rows: [[String]], alignments: [MarkdownAlignment]? = nil
    ) -> String {
        precondition(!header.isEmpty, "a table needs at least one column")
        precondition(rows.allSatisfy { $0.count == header.count }, "every row has one cell per column")
        precondition(alignments.map { $0.count == header.count } ?? true, "one alignment per column")
        let delimiters = alignments?.map(\.delimiterCell) ?? Array(repeating: "---", count: header.count)
        var output = line(header.map(escapedCell)) + line(delimiters)
        for row in rows {
            output += line(row.map(escapedCell))
        }
        return output
    }

    private static func line(_ cells: [String]) -> String {
        "| " + cells.joined(separator: " | ") + " |\n"
    }

    /// Works on Unicode scalars, not characters: a `|` followed by a combining mark is one
    /// `Character`, and a character-level search would leave it unescaped.
    static func escapedCell(_ text: String) -> String {
        var output = ""
        var previous: Unicode.Scalar?
        for scalar in text.unicodeScalars {
            switch scalar {
            case "|": output.append("\\|")
            case "\r": output.append("<br>")
            case "\n" where previous != "\r": output.append("<br>")
            case "\n": break
            default: output.unicodeScalars.append(scalar)
            }
            previous = scalar
        }
        return output
    }
}
