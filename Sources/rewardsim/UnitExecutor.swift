import Foundation
import Reports
import Scenarios

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

    /// `report` hears each result in unit order, as soon as every earlier one is in.
    init(plan: RunPlan, units: [RunPlan.Unit], tracing: Bool, report: @escaping (UnitResult) -> Void) {
        self.plan = plan
        self.units = units
        self.tracing = tracing
        self.report = report
        finished = Array(repeating: nil, count: units.count)
    }

    /// Simulation threads get a generous stack: a long run's call chains are deep.
    static let threadStackBytes = 16 << 20

    func run(jobs: Int) -> [(result: UnitResult, trace: [String])] {
        let threadCount = min(jobs, max(1, units.count))
        if threadCount == 1 {
            work()
        } else {
            let group = DispatchGroup()
            for _ in 0..<threadCount {
                group.enter()
                let thread = Thread { [self] in
                    InternalErrorHandler.prepareThread()
                    work()
                    group.leave()
                }
                thread.stackSize = Self.threadStackBytes
                thread.start()
            }
            group.wait()
        }
        return finished.map { $0! }
    }

    private func work() {
        while let position = claim() {
            deliver(execute(units[position]), at: position)
        }
    }

    private func claim() -> Int? {
        lock.lock()
        defer { lock.unlock() }
        guard nextPosition < units.count else { return nil }
        nextPosition += 1
        return nextPosition - 1
    }

    private func deliver(_ done: (result: UnitResult, trace: [String]), at position: Int) {
        lock.lock()
        defer { lock.unlock() }
        finished[position] = done
        while reportedCount < finished.count, let next = finished[reportedCount] {
            report(next.result)
            reportedCount += 1
        }
    }

    private func execute(_ unit: RunPlan.Unit) -> (result: UnitResult, trace: [String]) {
        let entry = plan.entries[unit.entry]
        let variant = entry.scenario.sweep == nil ? nil : entry.variants[unit.variant].label
        let outcome = plan.run(unit, tracing: tracing)
        let reproduce = RunCommand.reproduceCommand(file: entry.scenario.file, seed: unit.seed, variant: variant)
        let result = UnitResult(
            unitIndex: unit.index, report: outcome.report(reproduce: reproduce, variant: variant, note: entry.note),
            figures: outcome.antiGaming, measures: outcome.measures
        )
        return (result, outcome.syncTrace)
    }
}
