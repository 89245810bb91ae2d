import Foundation
import Reports

/// A `run` or `merge` that stops before simulating anything (exit 2) replaces the report set
/// the previous run left, when there is one: a pipeline step that reads `junit.xml` after the
/// failure must not find the last passing run's and show green. The new set is a `junit.xml`
/// with one error naming the command and why; `results.json` and the other files are removed.
enum RunNotStarted {
    /// After a usage or scenario error of a parsed command line.
    static func mark(_ invocation: Invocation, reason: String, console: Console) {
        guard invocation.command == .run || invocation.command == .merge else { return }
        mark(
            reportDirectory: invocation.reportDirectory, junitPath: invocation.namedJUnitPath,
            command: invocation.command.rawValue, reason: reason, console: console)
    }

    /// After a command line that did not parse: its report folder and `--junit`, read leniently.
    static func mark(arguments: [String], reason: String, console: Console) {
        guard let command = arguments.first, command == "run" || command == "merge" else { return }
        var reportDirectory = "Reports"
        var junitPath: String?
        for (index, argument) in arguments.enumerated() {
            let (name, inline) = Invocation.split(argument)
            let value = inline ?? (index + 1 < arguments.count ? arguments[index + 1] : nil)
            guard let value, !value.isEmpty else { continue }
            if name == "--report-dir" { reportDirectory = value }
            if name == "--junit" { junitPath = value }
        }
        let own = (reportDirectory as NSString).appendingPathComponent("junit.xml")
        mark(
            reportDirectory: reportDirectory,
            junitPath: junitPath.flatMap {
                ($0 as NSString).standardizingPath == (own as NSString).standardizingPath ? nil : $0
            },
            command: command, reason: reason, console: console)
    }

    static let reasonWord = "RunNotStarted"

    private static func mark(
        reportDirectory: String, junitPath: String?, command: String, reason: String, console: Console
    ) {
        let previous =
            ReportSetWriter.runFileNames.map { (reportDirectory as NSString).appendingPathComponent($0) }
            + (junitPath.map { [$0] } ?? [])
        guard previous.contains(where: { FileManager.default.fileExists(atPath: $0) }) else { return }
        let junit = JUnitWriter.render(
            JUnitReport(
                name: "rewardsim",
                suites: [
                    JUnitTestSuite(
                        name: "rewardsim \(command)",
                        cases: [
                            JUnitTestCase(
                                name: "rewardsim \(command) did not start", classname: "rewardsim",
                                outcome: .error(
                                    message: "nothing was simulated: \(reason)", type: reasonWord,
                                    details: "rewardsim \(command) exited 2 (usage or scenario errors) before "
                                        + "simulating anything; its errors are in the job's log. The previous "
                                        + "run's reports were removed so that none of them is read as this run's."))
                        ])
                ]))
        let writer = ReportSetWriter(directory: reportDirectory)
        do {
            try writer.write(
                junitPath == nil ? [("junit.xml", junit)] : [], replacing: ReportSetWriter.runFileNames,
                outside: junitPath.map { [($0, junit)] } ?? [])
            console.error(
                "rewardsim: the previous reports in \(reportDirectory) were replaced by a junit.xml that says so")
        } catch {
            console.error("rewardsim: error: the previous reports could not be replaced: \(error)")
        }
    }
}
