import ExpectationLanguage
import FamilyApp
import Platform
import Simulation
import SimulationKernel
import YAMLSubset

/// Runs one scenario with one seed: builds the world, plays the timeline, checks the
/// expectations at their moments and at the end, and gathers the metrics.
public enum ScenarioRunner {
    /// A runaway guard: no scenario of a few simulated weeks comes near it.
    public static let eventBudget: UInt64 = 200_000_000

    /// `tracing` keeps the sync trace's lines for `--trace`; without it no line's text is built.
    /// `keepsTimeline` keeps each device's moments for the report's timeline picture.
    public static func run(
        _ scenario: Scenario, seed: UInt64, tracing: Bool = false, keepsTimeline: Bool = false
    ) -> ScenarioOutcome {
        run(scenario, seed: seed, tracing: tracing, keepsTimeline: keepsTimeline) { _, _ in }
    }

    /// The run of `scenario` with `seed`, replayed exactly up to `momentMs` and reseeded from
    /// there with `salt` (`World.reseed(from:salt:)`): the same past, another chance after it.
    public static func run(_ scenario: Scenario, seed: UInt64, reseededFromMs momentMs: Int64, salt: UInt64)
        -> ScenarioOutcome
    {
        run(scenario, seed: seed, tracing: false) { state in
            state.world.reseed(from: Instant(millisecondsSinceEpoch: momentMs), salt: salt)
        } inspect: { _, _ in
        }
    }

    /// Runs as above; `prepare` sees the world before it runs, and `inspect` reads the finished
    /// run (its state and the checkers' verdicts) before the world lets go of its pending work.
    /// `budget` is the event budget (tests lower it to reach it).
    static func run(
        _ scenario: Scenario, seed: UInt64, tracing: Bool, keepsTimeline: Bool = false, budget: UInt64 = eventBudget,
        prepare: (RunState) -> Void = { _ in }, inspect: (RunState, [ExpectationOutcome]) -> Void
    ) -> ScenarioOutcome {
        let state = RunState(scenario: scenario, seed: seed, tracing: tracing, keepsTimeline: keepsTimeline)
        prepare(state)
        let names = ScenarioNames(scenario: scenario)
        let timeline = state.steps
        let timed = scenario.expectations.enumerated().filter { $0.element.time != nil }
        for (index, action) in timeline.enumerated() {
            state.world.scheduleScriptStep(Int32(index), at: action.time)
        }
        for (offset, entry) in timed.enumerated() {
            state.world.scheduleScriptStep(Int32(timeline.count + offset), at: entry.element.time!)
        }
        var outcomes = [ExpectationOutcome?](repeating: nil, count: scenario.expectations.count)
        let recorder = TimedResults()
        let outcome = state.world.run(until: scenario.end, eventBudget: budget) { step in
            let index = Int(step)
            if index < timeline.count {
                ActionPerformer.perform(timeline[index], in: state)
            } else {
                let (position, spec) = timed[index - timeline.count]
                recorder.results.append((position, evaluate(spec, names: names, state: state)))
            }
        }
        for (position, result) in recorder.results { outcomes[position] = result }
        let budgetExhaustedAt = outcome == .eventBudgetExhausted ? state.world.now : nil
        let checks = state.sync.map { $0.checkOutcomes() } ?? [ledgerCheck(state)]
        defer { state.world.discardPendingWork() }
        inspect(state, checks)
        let wanted = Set(scenario.sometimes.map(\.text))
        let reached = wanted.isEmpty ? [] : state.coverage(checks: checks).reached.filter(wanted.contains)
        for (position, spec) in scenario.expectations.enumerated() where outcomes[position] == nil {
            outcomes[position] =
                spec.time == nil && budgetExhaustedAt == nil
                ? evaluate(spec, names: names, state: state)
                : ExpectationOutcome(
                    text: spec.text, location: spec.location, time: spec.time, status: .error, terms: [],
                    message: spec.time == nil
                        ? ScenarioOutcome.notCheckedAtBudget
                        : "not checked: the run stopped before this moment")
        }
        return ScenarioOutcome(
            scenario: scenario, seed: seed, traceHash: state.world.traceHash.hexString,
            eventsExecuted: state.world.loop.executedEventCount,
            expectations: outcomes.map { $0! }, checks: checks, refusedActions: state.refusedActions,
            metrics: ScenarioMetrics(state: state), antiGaming: state.antiGamingFigures.sealed(as: scenario.name),
            judgedSessions: scenario.population == nil ? judgedSessions(state) : [],
            budgetExhaustedAt: budgetExhaustedAt,
            syncTrace: tracing ? state.sync?.traceLines(scenario: scenario, seed: seed) ?? [] : [],
            measures: ExperimentMetric.measures(of: state), reached: reached
        )
    }

    static func judgedSessions(_ state: RunState) -> [ChildSessions] {
        let level = state.scenario.validationStrictness
        return state.scenario.children.map { child in
            ChildSessions(child: child.id, strictness: level, sessions: state.judgement(child.id, level).sessions)
        }
    }

    /// Without sync the one checker that applies is the ledger's: each device's balance is the
    /// sum of its entries (time order aside: see `PointsLedger.balanceProblems`).
    static func ledgerCheck(_ state: RunState) -> ExpectationOutcome {
        let broken = state.scenario.children.map(\.id).compactMap { child in
            state.accounts(child).balanceProblems.first.map { "\(child): \($0)" }
        }
        return ExpectationOutcome(
            text: "checker ledger", location: SourceLocation(line: 1, column: 1), time: nil,
            status: broken.isEmpty ? .passed : .failed, terms: [],
            message: broken.isEmpty ? nil : "a ledger breaks its rules: " + broken.joined(separator: "; ")
        )
    }

    /// Timed checks land here while the world runs.
    private final class TimedResults {
        var results: [(Int, ExpectationOutcome)] = []
    }

    static func evaluate(_ spec: ExpectationSpec, names: ScenarioNames, state: RunState) -> ExpectationOutcome {
        var evaluator = Evaluator(source: spec.expectation.text)
        var status = ExpectationOutcome.Status.error
        var message: String?
        do {
            let value = try evaluator.evaluate(
                spec.expectation.expression, in: ExpectationEnvironment(names: names, run: state)
            )
            status = value == .boolean(true) ? .passed : .failed
        } catch {
            message = error.message
        }
        return ExpectationOutcome(
            text: spec.text, location: spec.location, time: spec.time, status: status,
            terms: evaluator.terms, message: message
        )
    }
}

extension ScenarioNames {
    init(scenario: Scenario) {
        self.init(parents: scenario.parents, children: scenario.children, apps: scenario.apps)
        start = scenario.start
        end = scenario.end
        isSyncModelled = scenario.sync != nil
        isAppStoreModelled = scenario.sync?.appStore == .on
    }
}
