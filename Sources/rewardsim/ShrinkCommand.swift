import Exploration
import Foundation
import Reports

/// `rewardsim shrink PATH… --run-seed N`: the failing explore run as a plain scenario file,
/// reduced while the same checker still fails it the same way, written to `--out DIR` with a
/// comment naming the checker, the run's seed and the command that found it.
struct ShrinkCommand {
    let invocation: Invocation
    let console: Console

    func execute() -> Int32 {
        guard let setup = ExploreSetup.load(invocation.paths, console: console) else {
            return ExitCode.usageOrScenarioError
        }
        guard let seed = invocation.runSeed else {
            console.error("rewardsim: error: shrink needs the failing run's seed")
            console.error(
                "help: copy the shrink line explore printed, e.g. rewardsim shrink Scenarios/sync --run-seed 123")
            return ExitCode.usageOrScenarioError
        }
        let started = Date()
        let original = setup.drawer.draw(seed: seed)
        let run = ExploreRun.execute(original, index: 0)
        guard let failure = run.failures.first else {
            console.out("run seed \(seed) passes every checker: nothing to shrink")
            return ExitCode.success
        }
        var shrinker = Shrinker(signature: failure.signature)
        var explainer = ShrinkExplainer(signature: failure.signature)
        var shrunk = explainer.explain(shrinker.shrink(original))
        let freeParts = shrunk.steps.reduce(0) { $0 + $1.notes.count }
        let found = "swift run -c release rewardsim explore \(ExploreSetup.quoted(invocation.paths)) --run-seed \(seed)"
        shrunk.name = "Regression of the \(failure.checker) checker, from explore run \(seed)"
        shrunk.tags = ["regression", "pinned"]
        shrunk.comments = [
            "Shrunk by rewardsim shrink from an explore run that the \(failure.checker) checker failed:",
            "  \(failure.detail)",
            "Original run seed \(seed) (\(original.timeline.count) steps, \(original.durationHours) h); found by:",
            "  \(found)",
            "Kept once the bug is fixed: the checkers must hold on it.",
            FindingsText.regressionMarker + CauseSignature.of(failure.cause) + ": " + failure.cause,
        ]
        if freeParts > 0 {
            shrunk.comments.append(
                "A step's '# free:' comment names what can change without changing the failure (each part varied "
                    + "alone); read the rest first.")
        }
        let fileName = "\(failure.checker.replacingOccurrences(of: " ", with: "-"))-\(seed).yaml"
        let path = (invocation.outDirectory as NSString).appendingPathComponent(fileName)
        do {
            try FileManager.default.createDirectory(atPath: invocation.outDirectory, withIntermediateDirectories: true)
            try shrunk.yaml.write(toFile: path, atomically: true, encoding: .utf8)
        } catch {
            console.error("rewardsim: error: cannot write \(path): \(error.localizedDescription)")
            return ExitCode.internalError
        }
        let seconds = Date().timeIntervalSince(started)
        console.out("checker \(failure.checker): \(failure.detail)")
        console.out(
            "shrunk from \(Plural.count(original.timeline.count, "step")) to "
                + "\(Plural.count(shrunk.timeline.count, "step")), "
                + "\(original.deviceNames.count) to \(Plural.count(shrunk.deviceNames.count, "device")), "
                + "\(original.durationHours) h to \(shrunk.durationHours) h, in "
                + "\(Plural.count(shrinker.attempts, "run")); "
                + "\(Plural.count(freeParts, "part")) found free in \(explainer.attempts) more "
                + "\(explainer.attempts == 1 ? "run" : "runs") "
                + "(\(String(format: "%.1f", seconds)) s)")
        console.out("wrote \(path)")
        return ExitCode.expectationFailed
    }
}
