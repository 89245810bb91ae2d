import Exploration
import Foundation
import Reports
import Scenarios
import YAMLSubset

/// `rewardsim run` and `rewardsim check`.
struct RunCommand {
    static let defaultPath = "Scenarios"

    let invocation: Invocation
    let console: Console
    let reportSet: ReportSetWriter

    func execute() -> Int32 {
        let paths = invocation.paths.isEmpty ? [Self.defaultPath] : invocation.paths
        let (files, missing) = ScenarioLoader.discover(paths)
        for path in missing { console.error("rewardsim: error: no such file or folder '\(path)'") }
        guard missing.isEmpty else { return ExitCode.usageOrScenarioError }
        guard !files.isEmpty else {
            console.error("rewardsim: error: no scenario files (.yaml, .yml) under \(paths.joined(separator: ", "))")
            return ExitCode.usageOrScenarioError
        }
        let loaded = ScenarioLoader.load(files)
        // A filtered run is not blocked by a broken file it would not run: that file is named
        // in a warning. A file whose path matches the filter might hold the scenario asked for.
        let blocking = loaded.diagnostics.filter { mightBeSelected(file: $0.path) }
        let brokenFiles = Array(Set(loaded.diagnostics.map(\.path))).sorted()
        guard blocking.isEmpty else {
            for diagnostic in blocking {
                console.error(
                    diagnostic.rendered(source: loaded.sources[diagnostic.path], colour: console.colour) + "\n")
            }
            let fileCount = Set(blocking.map(\.path)).count
            console.error(
                "rewardsim: \(Plural.count(blocking.count, "error")) in \(Plural.count(fileCount, "file")); "
                    + "nothing was simulated")
            return ExitCode.usageOrScenarioError
        }
        for file in brokenFiles {
            console.error(
                "rewardsim: warning: skipped \(file), outside the filter: it has errors "
                    + "(rewardsim check \(Self.shellQuoted(file)) shows them)")
        }
        let selected = select(loaded.scenarios.filter { !brokenFiles.contains($0.file) })
        guard !selected.isEmpty else {
            console.error("rewardsim: error: no scenario matches the filter or tags")
            let tags = Array(Set(loaded.scenarios.flatMap(\.tags))).sorted()
            if !tags.isEmpty { console.error("help: tags in these files: \(tags.joined(separator: ", "))") }
            return ExitCode.usageOrScenarioError
        }
        if invocation.command == .check {
            console.out(
                "checked \(Plural.count(selected.count, "scenario")) in \(Plural.count(files.count, "file")): no errors"
            )
            return ExitCode.success
        }
        if invocation.listsOnly { return list(selected) }
        if let moment = invocation.until {
            return StateDumpOutput(invocation: invocation, console: console).execute(selected, moment: moment)
        }
        if let child = invocation.sessionsChild {
            return SessionListingOutput(invocation: invocation, console: console).execute(selected, child: child)
        }
        return run(selected)
    }

    /// Whether a scenario of `file` could be among those the filter and tags select. Without
    /// either, every file is; with a filter, a file whose path contains it (its scenarios'
    /// names are unknown while it does not parse); with tags only, none can be told.
    func mightBeSelected(file: String) -> Bool {
        guard invocation.filter != nil || !invocation.tags.isEmpty else { return true }
        return invocation.filter.map { file.localizedCaseInsensitiveContains($0) } ?? false
    }

    /// `--list`: each selected scenario with its tags, how many simulations it makes and the
    /// estimate of each one's events.
    func list(_ scenarios: [Scenario]) -> Int32 {
        let plan = RunPlan(scenarios: scenarios, seeds: invocation.seedChoice, variant: invocation.variant)
        for entry in plan.entries {
            let count = entry.variants.count * entry.seeds.count
            let tags = entry.scenario.tags.isEmpty ? "" : "  [\(entry.scenario.tags.joined(separator: ", "))]"
            let events = EventEstimate(entry.scenario).total
            console.out(
                "\(entry.scenario.file)  \(entry.scenario.name)\(tags)  "
                    + console.dim("(\(Plural.count(count, "simulation")), at most \(events) events each)"))
        }
        console.out("\(Plural.count(plan.entries.count, "scenario")), \(Plural.count(plan.units.count, "simulation"))")
        if let shard = invocation.shard {
            let costs = plan.estimatedEvents
            console.out(CostBalancedShards.balanceLine(costs: costs, count: shard.count, unit: "simulation"))
            let units = plan.units(ofShard: shard.index, of: shard.count)
            console.out(
                CostBalancedShards.shareLine(
                    index: shard.index, count: shard.count, items: units.count, unit: "simulation",
                    events: units.reduce(0) { $0 + costs[$1.index] }))
        }
        return ExitCode.success
    }

    func select(_ scenarios: [Scenario]) -> [Scenario] {
        scenarios.filter { scenario in
            let matchesFilter =
                invocation.filter.map { text in
                    scenario.name.localizedCaseInsensitiveContains(text)
                        || scenario.file.localizedCaseInsensitiveContains(text)
                } ?? true
            let matchesTags = invocation.tags.isEmpty || scenario.tags.contains { invocation.tags.contains($0) }
            return matchesFilter && matchesTags
        }
    }

    func run(_ scenarios: [Scenario]) -> Int32 {
        let started = Date()
        let findings = FindingsOutput(invocation: invocation, console: console, reportSet: reportSet)
        let paths = invocation.paths.isEmpty ? [Self.defaultPath] : invocation.paths
        guard case .success(let ledger) = findings.open(paths: paths) else { return ExitCode.usageOrScenarioError }
        var printed = 0
        let report = { (result: UnitResult) in
            printed += 1
            console.clearProgress()
            if !invocation.quiet || result.report.status != .passed { printResult(result.report) }
        }
        // Sequential sweeps run look by look first, unless the run is a slice or a reproduction.
        let sequential = SequentialStopping(invocation: invocation, report: report)
        let isWholeOwnRun = invocation.shard == nil && invocation.variant == nil && !invocation.failsFast
        let (scenarios, alreadyDone) =
            isWholeOwnRun && invocation.seedChoice == .own ? sequential.stop(scenarios) : (scenarios, [:])
        let plan = RunPlan(scenarios: scenarios, seeds: invocation.seedChoice, variant: invocation.variant)
        guard !plan.units.isEmpty else {
            console.error("rewardsim: error: no selected scenario has a variant labelled '\(invocation.variant ?? "")'")
            console.error("help: labels are printed in each run's line, e.g. conversion_rate=15")
            return ExitCode.usageOrScenarioError
        }
        let planned = invocation.shard.map { plan.units(ofShard: $0.index, of: $0.count) } ?? plan.units
        let units = planned.filter { alreadyDone[sequential.key(of: $0, in: plan)] == nil }
        let executor = UnitExecutor(
            plan: plan, units: units, tracing: invocation.tracePath != nil,
            detail: invocation.detail, failsFast: invocation.failsFast
        ) { result in
            report(result)
            if printed < planned.count {
                console.progress(Self.progress(done: printed, of: planned.count, since: started))
            }
        }
        console.progress(Self.progress(done: 0, of: units.count, since: started))
        let ran = executor.run(jobs: invocation.jobs)
        console.clearProgress()
        if ran.count < units.count {
            console.out(
                "stopped at the first failure (--fail-fast): \(ran.count) of "
                    + "\(Plural.count(units.count, "simulation")) ran"
            )
        }
        let plannedIndices = Set(planned.map(\.index))
        var byKey = alreadyDone
        for unitDone in ran { byKey[sequential.key(of: plan.units[unitDone.result.unitIndex], in: plan)] = unitDone }
        let done =
            ran.count < units.count
            ? ran
            : SequentialStopping.results(of: plan, from: byKey) { sequential.key(of: $0, in: plan) }
                .filter { plannedIndices.contains($0.result.unitIndex) }
        let seconds = Date().timeIntervalSince(started)
        let summary = PlanSummary(plan)
        let trace = invocation.tracePath == nil ? nil : done.flatMap(\.trace)
        if let ledger, let build = invocation.buildID {
            let recorded = RunFindings.campaign(
                build: build, seeds: invocation.seedChoice, unitCount: plan.units.count, shard: invocation.shard,
                results: done.map(\.result))
            if let failed = findings.record(
                recorded.campaign, causes: recorded.causes, into: ledger, details: recorded.details)
            {
                return failed
            }
        }
        let code: Int32
        do {
            if let shard = invocation.shard {
                code = try writePartial(
                    summary, shard: shard, results: done.map(\.result), seconds: seconds, trace: trace)
                let costs = plan.estimatedEvents
                console.out(
                    CostBalancedShards.executedLine(
                        index: shard.index, count: shard.count,
                        executed: done.reduce(0) { $0 + $1.result.report.eventsExecuted },
                        estimated: units.reduce(0) { $0 + costs[$1.index] }))
            } else {
                let outputs =
                    done.count == planned.count
                    ? RunAssembly.assemble(summary, results: done.map(\.result), tool: Self.tool)
                    : RunAssembly.assembleStopped(results: done.map(\.result), tool: Self.tool)
                code = try ReportOutput(console: console, invocation: invocation, reportSet: reportSet)
                    .finish(outputs, simulations: planned.count, seconds: seconds, trace: trace)
            }
        } catch {
            console.error("rewardsim: error: \(error)")
            return ExitCode.internalError
        }
        return DeterminismRecheckOutput(console: console, jobs: invocation.jobs)
            .finish(recheckSample(plan, done: done.map(\.result)), of: done.count, unit: "simulation", code: code)
    }

    /// The simulations done that the sample of the whole plan holds, each with what runs it again.
    func recheckSample(_ plan: RunPlan, done: [UnitResult]) -> [DeterminismRecheck.Run] {
        let sampled = Set(DeterminismRecheck.sample(count: plan.units.count, share: invocation.recheckShare, seed: 0))
        let tracing = invocation.tracePath != nil
        return done.filter { sampled.contains($0.unitIndex) }.map { result in
            let report = result.report
            let unit = plan.units[result.unitIndex]
            return DeterminismRecheck.Run(
                name: "\(report.file)  \(report.name)  (\(report.variant.map { "\($0), " } ?? "")seed \(report.seed))",
                traceHash: report.traceHash, rerun: { plan.run(unit, tracing: tracing).traceHash })
        }
    }

    static let tool = "rewardsim \(RewardSimVersion.current)"

    /// "[3/40] 2 s elapsed, about 25 s left": the estimate is the time per simulation so far.
    static func progress(done: Int, of total: Int, since started: Date) -> String {
        let elapsed = Date().timeIntervalSince(started)
        var text = "[\(done + 1)/\(total)] running, \(Int(elapsed.rounded())) s elapsed"
        if done > 0 {
            let left = elapsed / Double(done) * Double(total - done)
            text += ", about \(Int(left.rounded(.up))) s left"
        }
        return text
    }

    /// A shard's results, for `rewardsim merge`: the whole plan's summary, which slice this is,
    /// and the slice's unit results.
    func writePartial(
        _ summary: PlanSummary, shard: Invocation.Shard, results: [UnitResult], seconds: Double, trace: [String]?
    ) throws(ReportWriteError) -> Int32 {
        let file = PartialResults(
            tool: Self.tool, plan: summary, shardIndex: shard.index, shardCount: shard.count,
            results: results)
        let path = (invocation.reportDirectory as NSString).appendingPathComponent(file.fileName)
        let outside = invocation.tracePath.map { [(path: $0, text: (trace ?? []).map { $0 + "\n" }.joined())] } ?? []
        try reportSet.write([(file.fileName, file.json.serialized())], replacing: [file.fileName], outside: outside)
        let failed = results.filter { $0.report.status == .failed }.count
        let notJudged = results.filter { $0.report.status == .error }.count
        console.out("")
        console.out(
            "shard \(shard.index)/\(shard.count): \(results.count - failed - notJudged) passed, \(failed) failed"
                + (notJudged > 0 ? ", \(notJudged) could not be judged " : " ")
                + "(of \(summary.unitCount) simulations in all) in \(String(format: "%.1f", seconds)) s")
        console.out(console.dim("partial results: \(path); combine every shard's with rewardsim merge"))
        return failed + notJudged == 0 ? ExitCode.success : ExitCode.expectationFailed
    }

    /// The one line that runs this scenario (this variant of it) with this seed again, from the
    /// repository root.
    static func reproduceCommand(file: String, seed: UInt64, variant: String? = nil) -> String {
        "swift run -c release rewardsim run \(shellQuoted(file)) --seed \(seed)"
            + (variant.map { " --variant \(shellQuoted($0))" } ?? "")
    }

    static func shellQuoted(_ text: String) -> String {
        let safe = text.unicodeScalars.allSatisfy {
            $0.isASCII
                && ($0.properties.isAlphabetic || ("0"..."9").contains($0) || "/._-+".unicodeScalars.contains($0))
        }
        return safe ? text : "'" + text.replacingOccurrences(of: "'", with: "'\\''") + "'"
    }

    func printResult(_ report: ScenarioReport) {
        let mark =
            switch report.status {
            case .passed: console.green("PASS")
            case .failed: console.red("FAIL")
            case .error: console.red("ERROR")
            }
        let variant = report.variant.map { "\($0), " } ?? ""
        console.out(
            "\(mark)  \(report.file)  \(report.name)  "
                + console.dim("(\(variant)seed \(report.seed), trace \(report.traceHash))"))
        if let note = report.note { console.out("      note: \(note)") }
        for warning in report.warnings { console.out("      warning: \(warning)") }
        guard report.status != .passed else { return }
        // A run that could not be judged shows what it judged before it stopped, and counts the rest.
        let shown = report.expectations.filter { report.error == nil ? $0.status != .passed : $0.status == .failed }
        if let error = report.error {
            console.out("      error: \(error)")
            let notChecked = report.expectations.filter { $0.status == .error }.count
            console.out(
                "      \(Plural.count(notChecked, "expectation or checker", plural: "expectations and checkers")) "
                    + "not checked"
            )
        }
        for expectation in shown {
            let lines = expectation.explanation.split(separator: "\n", omittingEmptySubsequences: false)
            for line in lines { console.out("      \(line)") }
        }
        console.out("      seed: \(report.seed)")
        console.out("      reproduce: \(InvokedTool.asInvoked(report.reproduce))")
    }
}
