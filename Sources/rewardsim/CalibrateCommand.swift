import Foundation
import Scenarios
import YAMLSubset

/// `rewardsim calibrate SESSIONS.csv --base PRESET --out FILE [--child NAME] [--name NAME]`:
/// fits a persona file from a CSV of real sessions (see `PersonaFit` for what is fitted, and
/// how), and prints what it fitted.
struct CalibrateCommand {
    let invocation: Invocation
    let console: Console

    func execute() -> Int32 {
        guard let csvPath = checkedCSVPath(), let base = checkedBase(), let out = invocation.out,
            let name = checkedName(out: out)
        else {
            if invocation.out == nil, invocation.paths.count == 1, invocation.base != nil {
                usage(
                    "calibrate needs --out FILE",
                    help: "name the persona file to write, e.g. --out Scenarios/personas/evening.yaml")
            }
            return ExitCode.usageOrScenarioError
        }
        let loaded = SessionsCSV.load(csvPath)
        guard loaded.diagnostics.isEmpty else {
            for diagnostic in loaded.diagnostics {
                console.error(diagnostic.rendered(source: loaded.source, colour: console.colour) + "\n")
            }
            return ExitCode.usageOrScenarioError
        }
        guard let rows = selectedRows(loaded.rows) else { return ExitCode.usageOrScenarioError }
        let fit: PersonaFit
        switch PersonaFit.fit(rows) {
        case .success(let fitted): fit = fitted
        case .failure(.tooFewSessions(let found)):
            usage(
                "\(csvPath) has \(found) learning session\(found == 1 ? "" : "s") to fit, fewer than "
                    + "\(PersonaFit.sessionsMin)",
                help: "a fit needs at least \(PersonaFit.sessionsMin) sessions: give more days of data")
            return ExitCode.usageOrScenarioError
        }
        let text = PersonaFileText.text(name: name, base: base, fit: fit, from: csvPath)
        do {
            try Data(text.utf8).write(to: URL(fileURLWithPath: out))
        } catch {
            usage("cannot write \(out)", help: "check that its folder exists and can be written")
            return ExitCode.usageOrScenarioError
        }
        console.out(
            "wrote persona '\(name)' (base \(base)) to \(out): \(fit.sessionCount) learning sessions "
                + "on \(fit.activeDays) of \(fit.daysObserved) days, \(fit.rewardCount) followed by reward time")
        if fit.strayRewardCount > 0 {
            console.out("  \(fit.strayRewardCount) reward stretches follow no learning session and were not fitted")
        }
        for (parameter, value) in fit.values {
            console.out("  \(parameter.key): \(parameter.format.text(of: value))")
        }
        return ExitCode.success
    }

    private func usage(_ message: String, help: String) {
        console.error("rewardsim: error: \(message)")
        console.error("help: \(help)")
    }

    private func checkedCSVPath() -> String? {
        guard invocation.paths.count == 1 else {
            usage(
                invocation.paths.isEmpty ? "calibrate needs a sessions CSV" : "calibrate reads one sessions CSV",
                help: "rewardsim calibrate SESSIONS.csv --base honest_learner --out NAME.persona")
            return nil
        }
        return invocation.paths[0]
    }

    private func checkedBase() -> String? {
        let presets = PersonaFileText.presetNames
        guard let name = invocation.base else {
            usage(
                "calibrate needs --base PRESET",
                help: "the keys not fitted come from it; presets: \(presets.joined(separator: ", "))")
            return nil
        }
        guard presets.contains(name) else {
            let suggestion = NearestMatch.suggestion(for: name, among: presets)
            usage(
                "unknown preset '\(name)'",
                help: suggestion.map { "did you mean '\($0)'?" } ?? "presets: \(presets.joined(separator: ", "))")
            return nil
        }
        return name
    }

    private func checkedName(out: String) -> String? {
        let file = (out as NSString).lastPathComponent
        let stem = (file as NSString).deletingPathExtension
        let name = invocation.personaName ?? stem
        if let problem = PersonaFileText.nameProblem(name) {
            usage(problem, help: invocation.personaName == nil ? "name it with --name NAME" : "choose another --name")
            return nil
        }
        return name
    }

    private func selectedRows(_ rows: [UsageRow]) -> [UsageRow]? {
        guard let child = invocation.child else { return rows }
        let selected = rows.filter { $0.child == child }
        if selected.isEmpty {
            let children = Array(Set(rows.map(\.child))).sorted()
            usage("no rows of the child '\(child)'", help: "children in the file: \(children.joined(separator: ", "))")
            return nil
        }
        return selected
    }
}
