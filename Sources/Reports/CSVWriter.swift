/// RFC 4180 CSV, except that records end in LF: spreadsheet tools accept it, and the files
/// diff cleanly on every platform.
public enum CSVWriter {
    /// Every row has as many fields as the header, so no consumer has to guess at the shape.
    public static func render(header: [String], rows: [[String]]) -> String {
        precondition(!header.isEmpty, "a CSV file needs at least one column")
        precondition(rows.allSatisfy { $0.count == header.count }, "every row has one field per column")
        var output = record(header)
        for row in rows {
            output += record(row)
        }
        return output
    }

    private static func record(_ fields: [String]) -> String {
        // A lone empty field would be an empty line, which readers skip as no record at all.
        if fields == [""] { return "\"\"\n" }
        return fields.map(quotedIfNeeded).joined(separator: ",") + "\n"
    }

    /// Quotes fields holding a comma, a quote or a line break, doubling inner quotes. Checked
    /// per Unicode scalar: "\r\n" is one `Character` and would hide from a character search.
    static func quotedIfNeeded(_ field: String) -> String {
        let needsQuotes = field.unicodeScalars.contains { [",", "\"", "\n", "\r"].contains($0) }
        guard needsQuotes else { return field }
        var output = "\""
        for scalar in field.unicodeScalars {
            if scalar == "\"" { output.append("\"") }
            output.unicodeScalars.append(scalar)
        }
        return output + "\""
    }
}
