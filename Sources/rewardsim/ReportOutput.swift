import Foundation
import Reports
import Scenarios

/// The end of a run or a merge: the figures people read on the terminal, and every report file.
struct ReportOutput {
    let console: Console
    let invocation: Invocation
    let reportSet: ReportSetWriter

    /// `trace`: the sync trace's lines, written with the set when `--trace` names a file.
    func finish(_ outputs: RunOutputs, simulations: Int, seconds: Double, trace: [String]? = nil)
        throws(ReportWriteError) -> Int32
    {
        let report = outputs.report
        if outputs.judgesAntiGaming {
            console.out("")
            if outputs.antiGaming.gamingCount == 0 {
                console.out("anti-gaming: " + outputs.antiGaming.section.paragraphs.joined(separator: " "))
            } else {
                console.out("anti-gaming, every session of the run scored against ground truth:")
                console.out(outputs.antiGaming.table)
            }
        }
        for experiment in report.experiments {
            console.out("")
            let mark =
                experiment.isPartial
                ? console.dim("PARTIAL")
                : experiment.status == .passed ? console.green("PASS") : console.red("FAIL")
            let size =
                "\(Plural.count(experiment.variants.count, "variant")) × \(Plural.count(experiment.seedCount, "seed"))"
            let comparison =
                experiment.baseline.map { ", baseline \($0)" } ?? "; conclusions not checked: run every variant"
            console.out("\(mark)  \(experiment.file)  \(experiment.name)  " + console.dim("(\(size)\(comparison))"))
            for conclusion in experiment.conclusions {
                let sign = conclusion.status == .passed ? "held" : "FAILED"
                console.out("      \(sign): \(conclusion.expression)")
                if conclusion.status != .passed {
                    for line in conclusion.explanation.split(separator: "\n").dropFirst() {
                        console.out("      \(line)")
                    }
                }
            }
        }
        for sometimes in report.sometimes {
            console.out("")
            let mark = sometimes.status == .passed ? console.green("PASS") : console.red("FAIL")
            console.out("\(mark)  \(sometimes.file)  \(sometimes.title)")
            for property in sometimes.properties {
                let sign = property.runsReached == 0 ? "NEVER" : "reached"
                console.out(
                    "      \(sign): sometimes(\(property.text)) in \(property.runsReached) of \(sometimes.runCount)")
            }
        }
        for overSeeds in report.overSeeds {
            console.out("")
            let mark =
                overSeeds.isPartial
                ? console.dim("PARTIAL")
                : overSeeds.status == .passed ? console.green("PASS") : console.red("FAIL")
            console.out("\(mark)  \(overSeeds.file)  \(overSeeds.title)  " + console.dim("(\(overSeeds.seedsText))"))
            for line in overSeeds.figureLines { console.out("      " + console.dim(line)) }
            for expectation in overSeeds.expectations {
                console.out("      \(expectation.status == .passed ? "held" : "FAILED"): \(expectation.expression)")
                for line in expectation.explanation.split(separator: "\n").dropFirst() { console.out("      \(line)") }
            }
        }
        console.out("")
        let verdict = report.passed ? console.green(report.verdictWord) : console.red(report.verdictWord)
        console.out("\(verdict): \(report.verdictDetail)")
        console.out(console.dim("\(Plural.count(simulations, "simulation")) in \(String(format: "%.1f", seconds)) s"))
        try write(outputs, trace: trace)
        return report.passed ? ExitCode.success : ExitCode.expectationFailed
    }

    private func write(_ outputs: RunOutputs, trace: [String]?) throws(ReportWriteError) {
        var files = [
            ("results.json", outputs.report.json.serialized()), ("summary.md", outputs.summaryMarkdown),
            ("report.html", outputs.html),
        ]
        if let csv = outputs.csv { files.append(("results.csv", csv)) }
        var outside: [(path: String, text: String)] = []
        let junit = JUnitWriter.render(outputs.report.junit)
        if let junitPath = invocation.namedJUnitPath {
            outside.append((junitPath, junit))
        } else {
            files.append(("junit.xml", junit))
        }
        if let tracePath = invocation.tracePath, let trace {
            outside.append((tracePath, trace.map { $0 + "\n" }.joined()))
        }
        try reportSet.write(
            files.map { (name: $0.0, text: $0.1) }, replacing: ReportSetWriter.runFileNames,
            outside: outside)
        if let tracePath = invocation.tracePath, let trace {
            console.out(console.dim("trace: \(tracePath) (\(trace.count) line\(trace.count == 1 ? "" : "s"))"))
        }
        let directory = invocation.reportDirectory as NSString
        let written =
            files.map { directory.appendingPathComponent($0.0) }
            + outside.map(\.path).filter { $0 != invocation.tracePath }
        console.out(console.dim("reports: " + written.joined(separator: ", ")))
    }
}
