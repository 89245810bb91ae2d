import AntiGaming
import Checkers
import Platform
import Simulation

/// Functions over the validator's rulings, scored against ground truth. A level left out is
/// the scenario's own `validation_strictness`; a child left out means every child.
extension ExpectationCatalog {
    static let antiGamingFunctions: [Function] = [
        Function(
            name: "ruled_against", parameters: [(.child, false), (.technique, false), (.level, true)], result: .boolean,
            meaning: "whether a session (or act) of that technique by the child was ruled against"
        ) { args, run in
            .boolean(run.judgement(args.requiredChild, level(args, run)).flagged(args.requiredTechnique))
        },
        Function(
            name: "suspected", parameters: [(.child, false), (.technique, false), (.level, true)], result: .boolean,
            meaning:
                "whether a session (or act) of that technique by the child raised a suspicion, its minutes "
                + "withheld or only flagged for the parents' review"
        ) { args, run in
            .boolean(run.judgement(args.requiredChild, level(args, run)).raisedSuspicion(args.requiredTechnique))
        },
        childFigure("kept_minutes", "learning minutes the validator kept (credited)") { $0.keptLearningMinutes },
        childFigure("withheld_minutes", "learning minutes the validator withheld on suspicion") {
            $0.withheldLearningMinutes
        },
        childFigure("withheld_honest_minutes", "minutes of real, non-gaming use the validator did not keep") {
            $0.withheldHonestMinutes
        },
        childFigure("sessions_ruled_against", "sessions ruled against (partially validated or rejected)") { judgement in
            judgement.sessions.filter(\.isFlagged).count
        },
        Function(
            name: "setting_changes_refused", parameters: [(.child, true)], result: .number,
            meaning: "the child's attempts to set a device's clock or time zone by hand that "
                + "require_automatic_date_and_time refused (of the child, or of every child)"
        ) { args, run in
            let devices = run.scenario.children.filter { args.child == nil || $0.id == args.child }.flatMap(\.devices)
            return .number(Double(devices.reduce(0) { $0 + (run.devices[$1.id]?.refusedSettingChanges ?? 0) }))
        },
        Function(
            name: "app_removals_refused", parameters: [(.child, true)], result: .number,
            meaning: "the child's attempts to delete the rewards app that deny_app_removal refused "
                + "(of the child, or of every child)"
        ) { args, run in
            let devices = run.scenario.children.filter { args.child == nil || $0.id == args.child }.flatMap(\.devices)
            return .number(Double(devices.reduce(0) { $0 + (run.devices[$1.id]?.refusedAppRemovals ?? 0) }))
        },
        Function(
            name: "technique_minutes", parameters: [(.technique, false), (.child, true)], result: .number,
            meaning: "ground truth: whole minutes of the child's devices' frontmost time spent playing the "
                + "technique, on any app (of the child, or of every child)"
        ) { args, run in
            let devices = run.scenario.children.filter { args.child == nil || $0.id == args.child }.flatMap(\.devices)
            let label = UsageLabel.technique(args.requiredTechnique)
            let ms = devices.reduce(Int64(0)) { $0 + (run.devices[$1.id]?.groundTruth.frontmostMs(label: label) ?? 0) }
            return .number(Double(ms / Instant.millisecondsPerMinute))
        },
        ratio("recall", "share of gaming sessions and acts that were ruled against") { $0.recall },
        ratio("precision", "share of rulings against that were really gaming") { $0.precision },
        ratio("false_positive_rate", "share of honest sessions ruled against") { $0.falsePositiveRate },
        ratio(
            "honest_review_rate",
            "share of honest sessions flagged for the parents' review only (a suspicion "
                + "raised, nothing withheld, not ruled against)"
        ) { $0.honestReviewRate },
        figure(
            "technique_averaged_recall",
            "the mean of every played technique's recall, each technique weighing the same",
            undefined: "no technique was played"
        ) { $0.techniqueAveragedRecall($1) },
        figure(
            "worst_honest_persona_false_positive_rate",
            "the highest false-positive rate of any honest persona on its own",
            undefined: "no honest persona's child used the device"
        ) { $0.worstHonestPersonaFalsePositiveRate($1) },
        figure(
            "honest_minutes_withheld_share", "share of real honest learning minutes not credited",
            undefined: "there were no honest learning minutes"
        ) { $0.counts($1).honestMinutesWithheldShare },
        figure(
            "phantom_minutes_credited", "learning minutes credited that nobody used",
            undefined: "never"
        ) { Double($0.counts($1).phantomMinutesCredited) },
        count("true_positives", "gaming sessions and acts ruled against") { $0.truePositives },
        count("false_positives", "honest sessions (and unexplained flags) ruled against") { $0.falsePositives },
        count("true_negatives", "honest sessions validated") { $0.trueNegatives },
        count("false_negatives", "gaming sessions and acts that passed") { $0.falseNegatives },
        count("honest_sessions_for_review", "honest sessions flagged for review only") { $0.honestSessionsForReview },
        count("gaming_sessions_for_review", "gaming sessions flagged for review only") { $0.gamingSessionsForReview },
        count(
            "gaming_minutes_credited",
            "ground truth: real minutes spent on a technique in learning sessions that were credited"
        ) { $0.gamingMinutesCredited },
    ]

    static func level(_ args: BoundArguments, _ run: RunState) -> ValidationStrictness {
        args.level ?? run.scenario.validationStrictness
    }

    static func childFigure(
        _ name: String, _ meaning: String, _ read: @escaping @Sendable (ChildJudgement) -> Int
    ) -> Function {
        Function(
            name: name, parameters: [(.child, true), (.level, true)], result: .number,
            meaning: meaning + " (of the child, or of every child)"
        ) { args, run in
            let children = args.child.map { [$0] } ?? run.scenario.children.map(\.id)
            return .number(Double(children.reduce(0) { $0 + read(run.judgement($1, level(args, run))) }))
        }
    }

    static func ratio(_ name: String, _ meaning: String, _ read: @escaping @Sendable (ConfusionCounts) -> Double?)
        -> Function
    {
        Function(
            name: name, parameters: [(.level, false), (.technique, true)], result: .number,
            meaning: meaning + ", over every child (for one technique)"
        ) { args, run throws(FunctionFailure) in
            let counts = run.antiGamingFigures.counts(args.requiredLevel, technique: args.technique)
            guard let value = read(counts) else {
                throw FunctionFailure(
                    message: "\(name) is undefined here: \(counts.undefinedBecause(name))",
                    help: "check true_positives / false_positives first")
            }
            return .number(value)
        }
    }

    static func figure(
        _ name: String, _ meaning: String, undefined: String,
        _ read: @escaping @Sendable (AntiGamingFigures, ValidationStrictness) -> Double?
    ) -> Function {
        Function(
            name: name, parameters: [(.level, false)], result: .number,
            meaning: meaning + ", over every child"
        ) { args, run throws(FunctionFailure) in
            guard let value = read(run.antiGamingFigures, args.requiredLevel) else {
                throw FunctionFailure(
                    message: "\(name) is undefined here: \(undefined)",
                    help: "check true_positives / false_positives first")
            }
            return .number(value)
        }
    }

    static func count(_ name: String, _ meaning: String, _ read: @escaping @Sendable (ConfusionCounts) -> Int)
        -> Function
    {
        Function(
            name: name, parameters: [(.level, false), (.technique, true)], result: .number,
            meaning: meaning + ", over every child (for one technique)"
        ) { args, run in
            .number(Double(read(run.antiGamingFigures.counts(args.requiredLevel, technique: args.technique))))
        }
    }
}

extension ConfusionCounts {
    func undefinedBecause(_ ratio: String) -> String {
        switch ratio {
        case "recall": "there was no gaming to catch"
        case "precision": "nothing was ruled against"
        default: "there was no honest usage"
        }
    }
}
