import ExpectationLanguage
import Personas
import Platform
import Reports

/// What the reports need to know of a plan besides the runs' results: each scenario's variants,
/// baseline, seeds, days and conclusions. A shard writes it beside its results, and a merge
/// builds the reports from it alone, so the merge needs no scenario file.
public struct PlanSummary: Equatable, Sendable {
    public struct Entry: Equatable, Sendable {
        public let file: String
        public let name: String
        public let isSweep: Bool
        public let variants: [SweepVariantText]
        public let baselineIndex: Int
        public let seeds: [UInt64]
        /// The days the experiment's figures cover: every calendar day of the run but a last
        /// one the run ends inside (a run from 07:00 for 28 days ends at 07:00 on the 29th),
        /// whose few hours would pull every per-day figure down.
        public let dayCount: Int
        public let conclusions: [ConclusionText]
        /// Who the scenario simulates and when, for an experiment's setup line.
        public let setup: String
        /// Whether the scenario is about anti-gaming (`Scenario.judgesAntiGaming`).
        public let judgesAntiGaming: Bool
        /// Whether only some of the sweep's variants ran (`--variant`): its conclusions were
        /// not checked.
        public let isPartial: Bool
        /// The scenario's `sometimes` properties, judged over all its runs in the invocation.
        public let sometimes: [ConclusionText]
        /// The scenario's `expect_over_seeds`, judged over all its runs in the invocation.
        public let expectationsOverSeeds: [ConclusionText]
        /// Whether they are checked: not for a run of one seed (`--seed`), which reproduces a run.
        public let checksOverSeeds: Bool
        /// The two-sided level `significant` is judged at: 5 %, or the nominal level of the
        /// sequential look the sweep stopped at.
        public var conclusionLevel = 0.05
        /// How sequential stopping went, for the report; nil for a sweep of one look.
        public var sequentialNote: String?
        /// The persona kinds the effects are broken down by (``ExperimentMetric/segmentKinds(of:)``).
        public var segmentKinds: [String] = []
    }

    public let entries: [Entry]
    public let unitCount: Int

    public init(_ plan: RunPlan) {
        entries = plan.entries.map { entry in
            Entry(
                file: entry.scenario.file, name: entry.scenario.name, isSweep: entry.scenario.sweep != nil,
                variants: entry.variants.map { variant in
                    SweepVariantText(assignments: variant.assignments.map { ($0.parameter.name, $0.text) })
                },
                baselineIndex: entry.baselineIndex, seeds: entry.seeds,
                dayCount: Self.fullDayCount(of: entry.scenario),
                conclusions: !plan.isWhole
                    ? []
                    : entry.scenario.conclusions.map {
                        ConclusionText(text: $0.text, line: $0.location.line, column: $0.location.column)
                    },
                setup: Self.setup(of: entry.scenario),
                judgesAntiGaming: entry.scenario.judgesAntiGaming,
                isPartial: !plan.isWhole && entry.scenario.sweep != nil,
                sometimes: entry.scenario.sometimes.map {
                    ConclusionText(text: $0.text, line: $0.location.line, column: $0.location.column)
                },
                expectationsOverSeeds: (entry.scenario.overSeeds?.expectations ?? []).map {
                    ConclusionText(text: $0.text, line: $0.location.line, column: $0.location.column)
                },
                checksOverSeeds: plan.isWhole,
                conclusionLevel: Self.sequential(entry, isWhole: plan.isWhole)?.level ?? 0.05,
                sequentialNote: Self.sequential(entry, isWhole: plan.isWhole)?.note,
                segmentKinds: entry.scenario.sweep == nil ? [] : ExperimentMetric.segmentKinds(of: entry.scenario)
            )
        }
        unitCount = plan.units.count
    }
}

extension PlanSummary {
    /// The look a sequential sweep stopped at, its level and the report's note; nil for a sweep of
    /// one look, or one that runs other seeds than its own (`--seeds`) or only part of itself.
    static func sequential(_ entry: RunPlan.Entry, isWhole: Bool) -> (level: Double, note: String)? {
        guard isWhole, let sweep = entry.scenario.sweep, sweep.looks > 1, entry.seeds == sweep.seeds else {
            return nil
        }
        let design = SequentialDesign(sweep)
        guard let look = design.look(endingWith: sweep.seeds.count) else { return nil }
        return (design.nominalLevels[look - 1], design.note(stoppedAt: look, variantCount: entry.variants.count))
    }

    /// "100 generated children (honest_learner 50 %, distractible_learner 50 %), from
    /// 2026-03-02 07:00 +01:00 for 28 d".
    static func setup(of scenario: Scenario) -> String {
        var who: [String] = []
        if let population = scenario.population {
            let shares = population.shares.map { "\($0.profile.name) \($0.percent) %" }.joined(separator: ", ")
            who.append("\(population.size) generated \(population.size == 1 ? "child" : "children") (\(shares))")
        }
        let written = scenario.children.count - (scenario.population?.children.count ?? 0)
        if written > 0 || who.isEmpty { who.append("\(written) written \(written == 1 ? "child" : "children")") }
        let hours = scenario.durationMs / 3_600_000
        let duration = hours % 24 == 0 ? "\(hours / 24) d" : "\(hours) h"
        return who.joined(separator: " and ") + ", from \(startText(scenario.start)) for \(duration)"
            + " · " + settingsText(scenario) + " · " + modelText(scenario)
    }

    /// The reward settings an experiment's children earn and spend under, before the variant's.
    static func settingsText(_ scenario: Scenario) -> String {
        let settings = scenario.settings
        func minutes(_ value: Int?) -> String { value.map { "\($0)m" } ?? "none" }
        return "settings: conversion_rate \(settings.conversionRatePointsPerMinute), default_points_per_hour "
            + "\(settings.defaultPointsPerHour), minimum_session \(settings.minimumSessionMinutes)m, "
            + "daily_reward_limit "
            + "\(minutes(settings.dailyRewardLimitMinutes)), weekly_reward_limit "
            + "\(minutes(settings.weeklyRewardLimitMinutes)), "
            + "validation_strictness \(scenario.validationStrictness.rawValue)"
    }

    /// The behaviour model's parameters, once per distinct set among the responsive personas.
    static func modelText(_ scenario: Scenario) -> String {
        let keys = [
            "responsiveness", "price_elasticity", "reference_points_per_hour", "reference_conversion_rate",
            "learning_boost_max", "wanted_reward_minutes", "patience_days",
        ]
        let parameters = keys.compactMap(PersonaParameter.named)
        var sets: [String] = []
        for child in scenario.children {
            guard let profile = child.persona, profile.respondsToIncentives else { continue }
            let text = parameters.map { "\($0.key) \($0.format.text(of: $0.get(profile)))" }.joined(separator: ", ")
            if !sets.contains(text) { sets.append(text) }
        }
        let responsive = scenario.children.filter { $0.persona?.respondsToIncentives == true }.count
        guard !sets.isEmpty else { return "incentive model: off (children learn on their routine whatever it earns)" }
        return "incentive model: \(responsive) of \(scenario.children.count) children respond ("
            + sets.joined(separator: "; ") + ")"
    }

    /// As scenario files write a start: `2026-03-02 07:00 +01:00`.
    static func startText(_ start: LocalTimestamp) -> String {
        func twoDigits(_ value: Int) -> String { value < 10 ? "0\(value)" : "\(value)" }
        let minutes = Int(start.millisecondOfDay / 60_000)
        let offset = abs(start.utcOffsetSeconds) / 60
        return "\(start.date) \(twoDigits(minutes / 60)):\(twoDigits(minutes % 60)) "
            + "\(start.utcOffsetSeconds < 0 ? "-" : "+")\(twoDigits(offset / 60)):\(twoDigits(offset % 60))"
    }

    static func fullDayCount(of scenario: Scenario) -> Int {
        let dayCount = ScenarioNames(scenario: scenario).dayCount
        let end = LocalTimestamp(instant: scenario.end, utcOffsetSeconds: scenario.start.utcOffsetSeconds)
        return end.millisecondOfDay == 0 || dayCount == 1 ? dayCount : dayCount - 1
    }
}

/// A variant as text: parameter names and values as written.
public struct SweepVariantText: Equatable, Sendable {
    public let assignments: [(name: String, text: String)]

    /// The label names every assignment in order, so equal labels are equal variants.
    public static func == (lhs: SweepVariantText, rhs: SweepVariantText) -> Bool {
        lhs.label == rhs.label
    }

    public var label: String { SweepVariant.label(of: assignments) }
}

/// A conclusion or a `sometimes` property as written, and where.
public struct ConclusionText: Equatable, Sendable {
    public let text: String
    public let line: Int
    public let column: Int
}
