import ExpectationLanguage
import Reports
import Simulation
import YAMLSubset

/// Every bound a file or an option is checked against before any arithmetic, read from the
/// constants the checks use.
public enum LimitsReference {
    /// What is bounded, and its bound as the page shows it.
    static var limits: [(what: String, bound: String)] {
        let yaml = YAMLLimits.default
        return [
            ("file size, checked before the file is read", "\(number(yaml.bytesMax)) bytes"),
            ("nesting of mappings and lists", "\(yaml.depthMax) levels"),
            ("values (keys, items, scalars) in one file", number(yaml.nodesMax)),
            ("errors reported per file; checking stops there", "\(yaml.diagnosticsMax)"),
            ("any duration", code(ScenarioTimeFormat.describe(milliseconds: ScenarioTimeFormat.durationMaxMs))),
            (
                "a run's `duration` (simulated time)",
                code(ScenarioTimeFormat.describe(milliseconds: ScenarioTimeFormat.runDurationMaxMs))
            ),
            ("`day N` in a moment (and within the run)", "\(ScenarioTimeFormat.dayNumberMax)"),
            ("repetitions of one step (`every`)", number(ScenarioDecoder.repetitionsMax)),
            ("timeline items of one file, every repetition counted", number(ScenarioDecoder.timelineItemsMax)),
            ("devices of one family (children's and parents')", "\(ScenarioDecoder.devicesMax)"),
            ("children of a `population`", number(PopulationSpec.sizeMax)),
            ("simulations of one sweep (variants × seeds)", number(ScenarioDecoder.sweepRunsMax)),
            ("seeds of `--seeds A..B`", number(Int(SeedChoice.rangeCountMax))),
            ("`requests:` of `cloud_error`, `count:` of `lose_answers`", number(StepReader.countMax)),
            ("a count in `sync` or `background`", number(BlockKey<BackgroundSchedulerModel>.countMax)),
            (
                "entries of `expect`, of `conclude` and of `expect_over_seeds`, each",
                number(ScenarioDecoder.expectationsMax)
            ),
            ("a scenario's own sample, `seeds:`", "\(number(ScenarioDecoder.seedCountMax)) seeds"),
            ("a number in an expectation (`95%` included)", number(Int(ExpressionLimits.numberLiteralMax))),
            (
                "nesting of an expectation (parentheses, calls, `not`, `-`, operators, `.member`)",
                "\(ExpressionLimits.nestingDepthMax)"
            ),
            (
                "simulated events of one run: estimated at `check`, and counted while it runs (the run stops there "
                    + "and cannot be judged)", number(Int(ScenarioRunner.eventBudget))
            ),
            (
                "simulated events of one file's sweep or sample of seeds (the estimate × runs)",
                number(Int(ScenarioDecoder.fileEventBudget))
            ),
        ]
    }

    public static var page: ReferencePage {
        ReferencePage(
            title: "Limits",
            summary: "Every number a file, an option or a merged file gives is checked against these bounds before "
                + "any arithmetic, so an out-of-range value is a located error at `check` time, never a crash or a "
                + "run that exhausts time or memory.",
            blocks: [
                MarkdownTable.render(
                    header: ["what", "at most"], rows: limits.map { [$0.what, $0.bound] },
                    alignments: [.left, .right])
            ]
        )
    }

    static func code(_ text: String) -> String { "`\(text)`" }

    /// `1,048,576`: digits grouped by thousands, the same on every machine.
    static func number(_ value: Int) -> String {
        let digits = String(value)
        var grouped = ""
        for (offset, digit) in digits.enumerated() {
            if offset > 0 && (digits.count - offset) % 3 == 0 { grouped.append(",") }
            grouped.append(digit)
        }
        return grouped
    }
}
