/// A part of the human reports that a layer above this one composes (the anti-gaming figures):
/// a title, sentences and tables, which both summary.md and report.html render.
public struct ReportSection: Sendable {
    public struct Table: Sendable {
        public let caption: String
        public let header: [String]
        /// The first column is a row heading; the others are figures, right-aligned.
        public let rows: [[String]]

        public init(caption: String, header: [String], rows: [[String]]) {
            precondition(rows.allSatisfy { $0.count == header.count }, "every row has a cell per column")
            self.caption = caption
            self.header = header
            self.rows = rows
        }
    }

    public let title: String
    public let paragraphs: [String]
    public let tables: [Table]
    /// Pictures as inline SVG markup, for report.html.
    public let figures: [String]

    public init(title: String, paragraphs: [String], tables: [Table] = [], figures: [String] = []) {
        self.title = title
        self.paragraphs = paragraphs
        self.tables = tables
        self.figures = figures
    }

    var markdown: String {
        var text = "## \(title)\n\n"
        for paragraph in paragraphs { text += paragraph + "\n\n" }
        for table in tables {
            let alignments = [MarkdownAlignment.left] + table.header.dropFirst().map { _ in MarkdownAlignment.right }
            text +=
                "**\(table.caption)**\n\n"
                + MarkdownTable.render(
                    header: table.header, rows: table.rows,
                    alignments: alignments) + "\n"
        }
        return text
    }

    var html: String {
        var html = "<section>\n<h2>\(XMLEscaping.text(title))</h2>\n"
        for paragraph in paragraphs { html += "<p>\(XMLEscaping.text(paragraph))</p>\n" }
        for figure in figures { html += "<figure>\n" + figure + "</figure>\n" }
        for table in tables {
            html += "<table>\n<caption>\(XMLEscaping.text(table.caption))</caption>\n<thead>\n<tr>"
            html +=
                table.header.map { "<th scope=\"col\">\(XMLEscaping.text($0))</th>" }.joined()
                + "</tr>\n</thead>\n<tbody>\n"
            for row in table.rows {
                html +=
                    "<tr><th scope=\"row\">\(XMLEscaping.text(row[0]))</th>"
                    + row.dropFirst().map { "<td>\(XMLEscaping.text($0))</td>" }.joined() + "</tr>\n"
            }
            html += "</tbody>\n</table>\n"
        }
        return html + "</section>\n"
    }
}
