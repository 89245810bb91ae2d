import Foundation
import Reports
import Scenarios

/// rewardsim: parse → validate → run → report. Everything else lives in the libraries.
InternalErrorHandler.install()
let arguments = Array(CommandLine.arguments.dropFirst())
let code: Int32
do {
    var invocation = try Invocation.parse(arguments)
    let shardSource = try invocation.resolveShard(from: ProcessInfo.processInfo.environment)
    let console = Console(colourOverride: invocation.colour)
    if let shardSource { console.out(shardSource) }
    let reportSet = ReportSetWriter(directory: invocation.reportDirectory)
    Interruption.install()
    Interruption.onInterrupt(reportSet.abandon)
    switch invocation.command {
    case .help:
        console.out(Invocation.usage.replacingOccurrences(of: "<report-dir>", with: invocation.reportDirectory))
        code = ExitCode.success
    case .version:
        console.out("rewardsim \(RewardSimVersion.current)")
        code = ExitCode.success
    case .functions:
        console.out(ExpectationReference.markdown)
        code = ExitCode.success
    case .schema:
        console.out(ScenarioJSONSchema.json.serialized(), terminator: "")
        code = ExitCode.success
    case .reference:
        code = ReferenceCommand(invocation: invocation, console: console).execute()
    case .check, .run:
        code = RunCommand(invocation: invocation, console: console, reportSet: reportSet).execute()
    case .explore:
        code = ExploreCommand(invocation: invocation, console: console, reportSet: reportSet).execute()
    case .shrink:
        code = ShrinkCommand(invocation: invocation, console: console).execute()
    case .diff:
        code = DiffCommand(invocation: invocation, console: console).execute()
    case .localize:
        code = LocalizeCommand(invocation: invocation, console: console, reportSet: reportSet).execute()
    case .merge:
        code = MergeCommand(invocation: invocation, console: console, reportSet: reportSet).execute()
    case .bench:
        code = BenchCommand(invocation: invocation, console: console).execute()
    case .calibrate:
        code = CalibrateCommand(invocation: invocation, console: console).execute()
    case .mutate:
        code = MutateCommand(invocation: invocation, console: console).execute()
    case .attack:
        code = AttackCommand(invocation: invocation, console: console).execute()
    case .plan:
        code = PlanCommand(invocation: invocation, console: console).execute()
    case .blastRadius:
        code = BlastRadiusCommand(invocation: invocation, console: console).execute()
    }
    if code == ExitCode.usageOrScenarioError {
        RunNotStarted.mark(invocation, reason: "usage or scenario errors (exit 2)", console: console)
    }
} catch {
    FileHandle.standardError.write(Data("rewardsim: error: \(error.message)\n".utf8))
    if let help = error.help { FileHandle.standardError.write(Data("help: \(help)\n".utf8)) }
    RunNotStarted.mark(arguments: arguments, reason: error.message, console: Console(colourOverride: false))
    code = ExitCode.usageOrScenarioError
}
exit(code)
