/// `report.html`, for every run: the verdict in words and colour, each failure with what it
/// read and how to reproduce it, the sections the run is about, the experiments with their
/// charts, the `sometimes` properties with how many runs reached each, and every run's line.
/// One self-contained file — inline style, inline SVG, no script and no link to anything — so
/// it can be attached to a CI run, mailed or opened offline and always looks the same.
public enum RunHTMLWriter {
    /// Runs listed one per row; a seed sweep of thousands lists its first ones and counts the rest.
    static let runRowsMax = 2_000

    public static func render(_ report: RunReport, sections: [ReportSection], experiments: [ExperimentSeries]) -> String
    {
        var html = "<!DOCTYPE html>\n<html lang=\"en\">\n<head>\n<meta charset=\"utf-8\">\n"
        html += "<meta name=\"viewport\" content=\"width=device-width, initial-scale=1\">\n"
        html += "<title>rewardsim: \(report.verdictWord)</title>\n<style>\n\(ExperimentHTMLWriter.style)</style>\n"
        html += "</head>\n<body>\n<h1>rewardsim</h1>\n"
        html += "<p class=\"verdict \(report.passed ? "passed" : "failed")\">\(report.verdictWord)</p>\n"
        html += "<p>\(XMLEscaping.text(report.verdictDetail)).</p>\n"
        html += failures(report)
        // A run of experiments alone leads with them: they are what it is about.
        let experimentsLead = !experiments.isEmpty && report.scenarios.allSatisfy { $0.variant != nil }
        if experimentsLead { html += ExperimentHTMLWriter.sections(experiments) }
        for section in sections { html += section.html }
        if !experiments.isEmpty && !experimentsLead { html += ExperimentHTMLWriter.sections(experiments) }
        html += SometimesReport.tableHTML(report.sometimes)
        html += runs(report)
        return html + "</body>\n</html>\n"
    }

    private static func failures(_ report: RunReport) -> String {
        let (failed, more) = report.failedScenarios(limit: RunReport.failuresShownMax)
        let failedExperiments = report.experiments.filter { !$0.isPartial && $0.status == .failed }
        let unreached = report.sometimes.filter { $0.status == .failed }
        guard !failed.isEmpty || !failedExperiments.isEmpty || !unreached.isEmpty else { return "" }
        var html = "<h2>Failures</h2>\n"
        for scenario in failed {
            html +=
                "<div class=\"failure\">\n<h3><code>\(XMLEscaping.text(scenario.file))</code>: "
                + "\(XMLEscaping.text(scenario.runTitle))</h3>\n<ul>\n"
            if let error = scenario.error {
                html += "<li><span class=\"fail\">\(XMLEscaping.text(error))</span></li>\n"
            }
            for expectation in scenario.failures { html += item(expectation, when: expectation.whereAndWhen) }
            for warning in scenario.warnings { html += "<li>warning: \(XMLEscaping.text(warning))</li>\n" }
            html += "<li>seed: \(scenario.seed)</li>\n"
            html += "<li>reproduce: <code>\(XMLEscaping.text(scenario.reproduce))</code></li>\n</ul>\n</div>\n"
        }
        if more > 0 { html += "<p>… and \(more) more failed runs: see junit.xml or results.json.</p>\n" }
        for experiment in failedExperiments {
            html +=
                "<div class=\"failure\">\n<h3><code>\(XMLEscaping.text(experiment.file))</code>: "
                + "\(XMLEscaping.text(experiment.name)) (conclusions)</h3>\n<ul>\n"
            for conclusion in experiment.conclusions where conclusion.status != .passed {
                html += item(conclusion, when: "line \(conclusion.line), column \(conclusion.column)")
            }
            html +=
                "<li>reproduce: <code>swift run -c release rewardsim run "
                + "\(XMLEscaping.text(experiment.file))</code></li>\n"
            html += "</ul>\n</div>\n"
        }
        for sometimes in unreached { html += sometimes.failureHTML }
        return html
    }

    private static func item(_ expectation: ExpectationReport, when: String) -> String {
        let word = expectation.status == .error ? "could not check" : "failed"
        var html =
            "<li><span class=\"fail\">\(word)</span>: <code>\(XMLEscaping.text(expectation.expression))</code> "
            + "(\(XMLEscaping.text(when)))"
        let details =
            expectation.values.map { "<code>\(XMLEscaping.text($0.expression))</code> = \(XMLEscaping.text($0.value))" }
            + (expectation.message.map { [XMLEscaping.text($0)] } ?? [])
        if !details.isEmpty { html += "\n<ul>\n" + details.map { "<li>\($0)</li>\n" }.joined() + "</ul>\n" }
        return html + "</li>\n"
    }

    private static func runs(_ report: RunReport) -> String {
        var html =
            "<h2>Runs</h2>\n<table>\n<thead>\n<tr><th scope=\"col\">Result</th><th scope=\"col\">Scenario</th>"
            + "<th scope=\"col\">Seed</th><th scope=\"col\">Trace hash</th></tr>\n</thead>\n<tbody>\n"
        for scenario in report.scenarios.prefix(runRowsMax) {
            let passed = scenario.status == .passed
            html +=
                "<tr><td class=\"\(passed ? "pass" : "fail")\">\(scenario.statusWord)</td>"
                + "<th scope=\"row\"><code>\(XMLEscaping.text(scenario.file))</code> \(XMLEscaping.text(scenario.name))"
                + (scenario.variant.map { " · \(XMLEscaping.text($0))" } ?? "") + "</th>"
                + "<td>\(scenario.seed)</td><td><code>\(XMLEscaping.text(scenario.traceHash))</code></td></tr>\n"
        }
        html += "</tbody>\n</table>\n"
        if report.scenarios.count > runRowsMax {
            html += "<p>… and \(report.scenarios.count - runRowsMax) more runs: see results.json.</p>\n"
        }
        return html
    }
}
