/// `report.html`'s part of the `sometimes` verdicts: a scenario with a property never reached
/// among the failures, and every property of every such scenario in the **Sometimes** table,
/// as `summary.md`, `results.json` and `junit.xml` give them.
extension SometimesReport {
    /// The failure block of a scenario with a property never reached.
    var failureHTML: String {
        "<div class=\"failure\">\n<h3><code>\(XMLEscaping.text(file))</code>: \(XMLEscaping.text(title))</h3>\n<ul>\n"
            + unreachedLines.map { "<li><span class=\"fail\">\(XMLEscaping.text($0))</span></li>\n" }.joined()
            + "</ul>\n</div>\n"
    }

    /// One row per property: reached (in how many of the scenario's runs) or `NEVER`.
    static func tableHTML(_ reports: [SometimesReport]) -> String {
        guard !reports.isEmpty else { return "" }
        var html =
            "<h2>Sometimes</h2>\n<table>\n<thead>\n<tr><th scope=\"col\">Result</th><th scope=\"col\">Scenario</th>"
            + "<th scope=\"col\">Property</th><th scope=\"col\">Runs that reached it</th></tr>\n</thead>\n<tbody>\n"
        for report in reports {
            for property in report.properties {
                let reached = property.runsReached > 0
                html +=
                    "<tr><td class=\"\(reached ? "pass" : "fail")\">\(reached ? "reached" : "NEVER")</td>"
                    + "<th scope=\"row\"><code>\(XMLEscaping.text(report.file))</code> "
                    + "\(XMLEscaping.text(report.name))</th>"
                    + "<th scope=\"row\"><code>sometimes(\(XMLEscaping.text(property.text)))</code> (line "
                    + "\(property.line), column \(property.column))</th>"
                    + "<td>\(property.runsReached) of \(report.runCount)</td></tr>\n"
            }
        }
        return html + "</tbody>\n</table>\n"
    }
}
