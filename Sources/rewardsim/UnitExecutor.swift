import Foundation
import Reports
import Scenarios
import WorkerPool

/// Runs a plan's units on up to `jobs` threads. Each simulation stays on one thread from start
/// to end; threads only take the next unit and hand back its result, which lands in the unit's
/// own slot — so the results, and every report made of them, do not depend on `jobs`.
final class UnitExecutor: @unchecked Sendable {
    private let plan: RunPlan
    private let units: [RunPlan.Unit]
    private let lock = NSLock()
    private var nextPosition = 0
    private var finished: [(result: UnitResult, trace: [String])?]
    private var reportedCount = 0
    private let report: (UnitResult) -> Void
    private let tracing: Bool
    private let detail: Bool
    private let failsFast: Bool
    /// Set when `failsFast` and a failed result has been reported: no unit starts after it.
    private var stopped = false

    /// `report` hears each result in unit order, as soon as every earlier one is in. With
    /// `failsFast` the run ends at the first failed result in unit order, so which units ran
    /// does not depend on the number of jobs.
    init(
        plan: RunPlan, units: [RunPlan.Unit], tracing: Bool, detail: Bool, failsFast: Bool,
        report: @escaping (UnitResult) -> Void
    ) {
        self.plan = plan
        self.units = units
        self.tracing = tracing
        self.detail = detail
        self.failsFast = failsFast
        self.report = report
        finished = Array(repeating: nil, count: units.count)
    }

    func run(jobs: Int) -> [(result: UnitResult, trace: [String])] {
        let prepare: @Sendable () -> Void = { InternalErrorHandler.prepareThread() }
        WorkerThreads.run(threads: jobs, items: units.count, prepare: prepare) { [self] in work() }
        return finished.prefix(reportedCount).map { $0! }
    }

    private func work() {
        while let position = claim() {
            deliver(execute(units[position]), at: position)
        }
    }

    private func claim() -> Int? {
        lock.lock()
        defer { lock.unlock() }
        guard !stopped, nextPosition < units.count else { return nil }
        nextPosition += 1
        return nextPosition - 1
    }

    private func deliver(_ done: (result: UnitResult, trace: [String]), at position: Int) {
        lock.lock()
        defer { lock.unlock() }
        finished[position] = done
        while !stopped, reportedCount < finished.count, let next = finished[reportedCount] {
            report(next.result)
            reportedCount += 1
            if failsFast && next.result.report.status != .passed { stopped = true }
        }
    }

    private func execute(_ unit: RunPlan.Unit) -> (result: UnitResult, trace: [String]) {
        let entry = plan.entries[unit.entry]
        let variant = entry.scenario.sweep == nil ? nil : entry.variants[unit.variant].label
        let reproduce = RunCommand.reproduceCommand(file: entry.scenario.file, seed: unit.seed, variant: variant)
        RunInProgress.begin(
            "\(entry.scenario.file) at seed \(unit.seed)\(variant.map { " (\($0))" } ?? "")",
            reproduce: InvokedTool.asInvoked(reproduce))
        let outcome = plan.run(unit, tracing: tracing)
        RunInProgress.finish()
        let result = UnitResult(
            unitIndex: unit.index,
            report: outcome.report(reproduce: reproduce, variant: variant, note: entry.note, detail: detail),
            figures: outcome.antiGaming, measures: outcome.measures, reached: outcome.reached
        )
        return (result, outcome.syncTrace)
    }
}
