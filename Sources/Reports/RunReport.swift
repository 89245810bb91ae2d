/// The versioned result of one `rewardsim run`: what `results.json` holds and what the
/// JUnit and summary writers render. Built by the runner, written by the writers here.
///
/// Every field is a pure function of the scenarios and seeds — how long the run took is printed,
/// not recorded — so that two runs of the same scenarios, with any number of jobs or merged
/// from shards, produce the same bytes.
public struct RunReport: Sendable {
    public static let schemaVersion = 1

    public var tool: String
    public var scenarios: [ScenarioReport]
    /// Figures over every scenario of the run that are not a per-scenario sum to be read off
    /// (the anti-gaming confusion matrices), or nil.
    public var antiGaming: JSONValue?
    /// The sweeps' verdicts, one per scenario with a sweep.
    public var experiments: [ExperimentReport]
    /// The `sometimes` verdicts, one per scenario that lists properties.
    public var sometimes: [SometimesReport]
    /// The verdicts over seeds, one per scenario with `expect_over_seeds`.
    public var overSeeds: [OverSeedsReport]

    public init(
        tool: String, scenarios: [ScenarioReport], antiGaming: JSONValue? = nil,
        experiments: [ExperimentReport] = [], sometimes: [SometimesReport] = [], overSeeds: [OverSeedsReport] = []
    ) {
        self.overSeeds = overSeeds
        self.tool = tool
        self.scenarios = scenarios
        self.antiGaming = antiGaming
        self.experiments = experiments
        self.sometimes = sometimes
    }

    public var passedCount: Int { scenarios.filter { $0.status == .passed }.count }
    public var failedCount: Int { scenarios.filter { $0.status == .failed }.count }
    /// Runs that could not be judged (they stopped at their event budget).
    public var errorCount: Int { scenarios.filter { $0.status == .error }.count }
    public var failedExperimentCount: Int { experiments.filter { $0.status == .failed }.count }
    /// Experiments whose every conclusion was checked and held.
    public var heldExperimentCount: Int { experiments.filter { !$0.isPartial && $0.status == .passed }.count }
    public var partialExperimentCount: Int { experiments.filter(\.isPartial).count }
    /// Scenarios with a `sometimes` property none of their runs reached.
    public var failedSometimesCount: Int { sometimes.filter { $0.status == .failed }.count }
    /// Scenarios whose expectations over seeds were checked and did not all hold.
    public var failedOverSeedsCount: Int { overSeeds.filter { !$0.isPartial && $0.status == .failed }.count }
    /// Every scenario passed, no experiment's conclusion failed, every `sometimes` property was
    /// reached, and every expectation over seeds held.
    public var passed: Bool {
        passedCount == scenarios.count && failedExperimentCount == 0 && failedSometimesCount == 0
            && failedOverSeedsCount == 0
    }
}

public struct ScenarioReport: Sendable {
    /// `error`: the run could not be judged, because it stopped before its end (`error` says why).
    public enum Status: String, Sendable { case passed, failed, error }

    public var file: String
    public var name: String
    public var tags: [String]
    public var seed: UInt64
    /// The sweep variant this run is of (`conversion_rate=15`); nil for a scenario without a sweep.
    public var variant: String?
    public var status: Status
    public var traceHash: String
    public var eventsExecuted: UInt64
    public var simulatedSeconds: Int64
    public var expectations: [ExpectationReport]
    public var warnings: [String]
    public var metrics: JSONValue
    /// The scenario's anti-gaming figures, or nil when it has none.
    public var antiGaming: JSONValue?
    /// A command line that runs exactly this scenario with this seed again.
    public var reproduce: String
    /// Why this run's seed is not the one the command asked for (a pinned scenario under a
    /// seed range), or nil.
    public var note: String?
    /// Why the run could not be judged, for status `error`; nil otherwise.
    public var error: String?

    public init(
        file: String, name: String, tags: [String], seed: UInt64, status: Status, traceHash: String,
        eventsExecuted: UInt64, simulatedSeconds: Int64, expectations: [ExpectationReport],
        warnings: [String], metrics: JSONValue, antiGaming: JSONValue? = nil, reproduce: String, variant: String? = nil,
        note: String? = nil, error: String? = nil
    ) {
        precondition(
            (status == .error) == (error != nil), "a run that could not be judged says why, and only such a run")
        self.file = file
        self.name = name
        self.tags = tags
        self.seed = seed
        self.status = status
        self.traceHash = traceHash
        self.eventsExecuted = eventsExecuted
        self.simulatedSeconds = simulatedSeconds
        self.expectations = expectations
        self.warnings = warnings
        self.metrics = metrics
        self.antiGaming = antiGaming
        self.reproduce = reproduce
        self.variant = variant
        self.note = note
        self.error = error
    }
}

public struct ExpectationReport: Sendable {
    public enum Status: String, Sendable { case passed, failed, error }

    public var expression: String
    public var line: Int
    public var column: Int
    /// The moment it was checked, or nil for the end of the run.
    public var checkedAt: String?
    public var status: Status
    /// Each function value the expression read, as `(source text, value)`.
    public var values: [(expression: String, value: String)]
    public var message: String?

    public init(
        expression: String, line: Int, column: Int, checkedAt: String?, status: Status,
        values: [(expression: String, value: String)], message: String?
    ) {
        self.expression = expression
        self.line = line
        self.column = column
        self.checkedAt = checkedAt
        self.status = status
        self.values = values
        self.message = message
    }
}
