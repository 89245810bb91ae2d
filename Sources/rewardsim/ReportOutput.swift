import Foundation
import Reports
import Scenarios

/// The end of a run or a merge: the figures people read on the terminal, and every report file.
struct ReportOutput {
    let console: Console
    let invocation: Invocation

    func finish(_ outputs: RunOutputs, simulations: Int, seconds: Double) throws(ReportWriteError) -> Int32 {
        let report = outputs.report
        if outputs.antiGaming.hasSessions {
            console.out("")
            console.out("anti-gaming, every session of the run scored against ground truth:")
            console.out(outputs.antiGaming.table)
        }
        for experiment in report.experiments {
            console.out("")
            let mark = experiment.status == .passed ? console.green("PASS") : console.red("FAIL")
            console.out("\(mark)  \(experiment.file)  \(experiment.name)  "
                        + console.dim("(\(experiment.variants.count) variants × \(experiment.seedCount) seeds, "
                                      + "baseline \(experiment.baseline))"))
            for conclusion in experiment.conclusions {
                let sign = conclusion.status == .passed ? "held" : "FAILED"
                console.out("      \(sign): \(conclusion.expression)")
                if conclusion.status != .passed {
                    for line in conclusion.explanation.split(separator: "\n").dropFirst() { console.out("      \(line)") }
                }
            }
        }
        console.out("")
        let experiments = report.experiments.isEmpty ? ""
            : "; \(report.experiments.count - report.failedExperimentCount) experiments held, "
                + "\(report.failedExperimentCount) failed"
        console.out("\(report.passedCount) passed, \(report.failedCount) failed\(experiments)")
        console.out(console.dim("\(simulations) simulations in \(String(format: "%.1f", seconds)) s"))
        try write(outputs)
        return report.failedCount == 0 && report.failedExperimentCount == 0
            ? ExitCode.success : ExitCode.expectationFailed
    }

    private func write(_ outputs: RunOutputs) throws(ReportWriteError) {
        let directory = invocation.reportDirectory as NSString
        let resultsPath = directory.appendingPathComponent("results.json")
        let junitPath = invocation.junitPath ?? directory.appendingPathComponent("junit.xml")
        let summaryPath = directory.appendingPathComponent("summary.md")
        try AtomicFileWriter.write(outputs.report.json.serialized(), to: resultsPath)
        try AtomicFileWriter.write(JUnitWriter.render(outputs.report.junit), to: junitPath)
        try AtomicFileWriter.write(outputs.summaryMarkdown, to: summaryPath)
        var written = [resultsPath, junitPath, summaryPath]
        if let html = outputs.html, let csv = outputs.csv {
            let htmlPath = directory.appendingPathComponent("report.html")
            let csvPath = directory.appendingPathComponent("results.csv")
            try AtomicFileWriter.write(html, to: htmlPath)
            try AtomicFileWriter.write(csv, to: csvPath)
            written += [htmlPath, csvPath]
        }
        console.out(console.dim("reports: " + written.joined(separator: ", ")))
    }
}
