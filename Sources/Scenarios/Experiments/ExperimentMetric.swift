import Checkers
import Foundation
import Platform
import RewardEngine

/// A figure an experiment compares across variants, per simulated day and over the run. Daily
/// values are averages per child, so families of different sizes compare.
public struct ExperimentMetric: Sendable {
    public let name: String
    public let unit: String
    public let meaning: String
    /// Whether an experiment's report shows it when no conclusion names it.
    public let isListedByDefault: Bool
    /// The metric in words with its unit of analysis, as a reader who never saw the identifier
    /// reads it: "learning minutes per child per day".
    public let title: String
    /// The run's value from its daily values (the mean of the days, or the last day's).
    let overRun: @Sendable ([Double]) -> Double
    /// The value on each day of the run, in day order.
    let daily: @Sendable (ExperimentInputs) -> [Double]

    public static let all = listedMetrics + deviceCostMetrics + freshnessMetrics

    /// The metrics every experiment's report lists.
    static let listedMetrics: [ExperimentMetric] = [
        perChild("learning_minutes_per_day", "min", "learning minutes that earned points") { account, date in
            account.catalog.learningApps.reduce(0) { $0 + account.learningMinutes(app: $1, on: date) }
        },
        perChild("reward_minutes_per_day", "min", "reward minutes used, paid for by a redemption") { account, date in
            account.catalog.rewardApps.reduce(0) { $0 + account.rewardMinutes(app: $1, on: date) }
        },
        perChild("points_earned_per_day", "points", "points earned from learning") { account, date in
            account.ledger.total(of: .earned, on: date)
        },
        perChild("points_redeemed_per_day", "points", "points spent on redemptions") { account, date in
            -account.ledger.total(of: .redeemed, on: date)
        },
        perChild("redemptions_per_day", "count", "redemptions granted") { account, date in
            account.redemptions.filter { $0.localDate == date }.count
        },
        ExperimentMetric(
            name: "balance_at_day_end", unit: "points",
            meaning: "the balance at the end of the day (over the run: at its end)",
            title: "balance per child at the end of the run",
            overRun: { $0.last ?? 0 }
        ) { inputs in
            inputs.averagePerChild { account, date in
                account.ledger.balance(atEndOf: date)
            }
        },
        ExperimentMetric(
            name: "limit_hit_share", unit: "%",
            meaning: "share of children whose daily reward limit was reached that day",
            title: "share of child-days that reached the daily reward limit",
            overRun: mean
        ) { inputs in
            inputs.averagePerChild { account, date in
                guard let limit = account.settings.dailyRewardLimitMinutes else { return 0 }
                return account.grantedMinutes(on: date) >= limit ? 100 : 0
            }
        },
        ExperimentMetric(
            name: "ruled_against_sessions_per_day", unit: "count",
            meaning: "sessions the anti-gaming validator ruled against, at the run's strictness",
            title: "sessions ruled against per child per day",
            overRun: mean
        ) { inputs in
            inputs.dates.map { date in
                let flagged = inputs.judgements.reduce(0) { total, judgement in
                    total + judgement.sessions.filter { $0.isFlagged && $0.verdict.startedAt.date == date }.count
                }
                return Double(flagged) / Double(max(1, inputs.accounts.count))
            }
        },
    ]

    /// The metrics a report of an experiment shows: those listed by default, and any other that
    /// one of its conclusions names.
    static func shown(naming conclusions: [String]) -> [Bool] {
        let named = Set(
            conclusions.flatMap { $0.split { !($0.isLetter || $0.isNumber || $0 == "_") }.map(String.init) })
        return all.map { $0.isListedByDefault || named.contains($0.name) }
    }

    public static func named(_ name: String) -> ExperimentMetric? {
        all.first { $0.name == name }
    }

    static func perChild(
        _ name: String, _ unit: String, _ meaning: String,
        _ read: @escaping @Sendable (ChildRewardAccount, CivilDate) -> Int
    ) -> ExperimentMetric {
        ExperimentMetric(name: name, unit: unit, meaning: meaning + " per child and day", overRun: mean) {
            $0.averagePerChild(read)
        }
    }

    init(
        name: String, unit: String, meaning: String, title: String? = nil, isListedByDefault: Bool = true,
        overRun: @escaping @Sendable ([Double]) -> Double,
        daily: @escaping @Sendable (ExperimentInputs) -> [Double]
    ) {
        self.name = name
        self.unit = unit
        self.meaning = meaning
        self.title = title ?? Self.words(of: name)
        self.isListedByDefault = isListedByDefault
        self.overRun = overRun
        self.daily = daily
    }

    /// `points_earned_per_day` → "points earned per child per day": daily values are averages
    /// per child, so that is the unit of analysis unless a metric says otherwise.
    static func words(of name: String) -> String {
        let words = name.replacingOccurrences(of: "_", with: " ")
        guard words.hasSuffix(" per day") else { return words }
        return String(words.dropLast(" per day".count)) + " per child per day"
    }

    /// Every metric's daily values at the end of a run, in millionths: over every child, then,
    /// for a sweep, over the children of each persona kind (``segmentKinds(of:)``), metric by
    /// metric within each kind.
    static func measures(of state: RunState) -> [[Int64]] {
        let dayCount = ScenarioNames(scenario: state.scenario).dayCount
        let startMs = state.scenario.start.instant.millisecondsSinceEpoch
        let children = state.scenario.children
        let inputs = ExperimentInputs(
            accounts: children.map { state.account(on: state.deviceIDs(of: $0.id)[0]) },
            judgements: children.map { state.judgement($0.id, state.scenario.validationStrictness) },
            dates: (1...dayCount).map(state.date(ofDay:)),
            deviceCosts: state.scenario.devices.map { spec in
                DeviceCost.byDay(
                    state.device(spec.id), traffic: state.world.connection(of: spec.id)?.traffic ?? [],
                    startMs: startMs, nowMs: state.world.loop.now, dayCount: dayCount)
            },
            views: FamilyViews(run: state), startMs: startMs
        )
        let kinds = state.scenario.sweep == nil ? [] : segmentKinds(of: state.scenario)
        let groups =
            [inputs] + kinds.map { kind in inputs.only(children.indices.filter { children[$0].persona?.name == kind }) }
        return groups.flatMap { group in
            all.map { metric in metric.daily(group).map { Int64(($0 * 1_000_000).rounded()) } }
        }
    }

    /// The persona kinds an experiment's effects are broken down by: each persona of its
    /// children, in order of first appearance; none when every child has the same one.
    public static func segmentKinds(of scenario: Scenario) -> [String] {
        var kinds: [String] = []
        for child in scenario.children {
            guard let name = child.persona?.name else { return [] }
            if !kinds.contains(name) { kinds.append(name) }
        }
        return kinds.count > 1 ? kinds : []
    }

    static func mean(_ values: [Double]) -> Double {
        values.isEmpty ? 0 : values.reduce(0, +) / Double(values.count)
    }
}

/// What the metrics read at the end of a run.
struct ExperimentInputs {
    let accounts: [ChildRewardAccount]
    let judgements: [ChildJudgement]
    let dates: [CivilDate]
    /// Each child device's cost per day, devices in the scenario's order.
    let deviceCosts: [[DeviceCost]]
    /// What each family member was shown, in a synced run.
    let views: FamilyViews?
    let startMs: Int64

    /// The inputs of the children at `indices` only. Device cost and freshness are read for the
    /// whole family (every device, every child's screens), so a persona kind's figure for them
    /// is the family's.
    func only(_ indices: [Int]) -> ExperimentInputs {
        ExperimentInputs(
            accounts: indices.map { accounts[$0] }, judgements: indices.map { judgements[$0] }, dates: dates,
            deviceCosts: deviceCosts, views: views, startMs: startMs)
    }

    func averagePerChild(_ read: (ChildRewardAccount, CivilDate) -> Int) -> [Double] {
        dates.map { date in
            Double(accounts.reduce(0) { $0 + read($1, date) }) / Double(max(1, accounts.count))
        }
    }
}
