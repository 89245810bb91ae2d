import Adversary
import Reports
import Scenarios

/// The reference page of `rewardsim attack`, written from the spaces' own dimensions and the
/// search's constants, so the page cannot list a dimension the search does not vary.
enum AttackReference {
    static var page: ReferencePage {
        ReferencePage(
            title: "Adversary and honest stress search",
            summary: "The spaces `rewardsim attack` and `rewardsim attack --honest` search, their objectives, the "
                + "search and its report; the options are on <doc:ReferenceCommandLine>.",
            blocks: [
                "## The gaming space",
                "A strategy is an honest learner's routine (the cover) with one technique, or two mixed, shaped by "
                    + "these dimensions. A dimension that shapes a technique the strategy does not play changes "
                    + "nothing and is left out of its persona file. Base preset: `\(SearchSpace.gaming.base)`.",
                table(SearchSpace.gaming),
                "## The honest space",
                "A habit is a child that never games, with one quirk of its iPad at the rate the bundled "
                    + "populations use. Base preset: `\(SearchSpace.honest.base)`.",
                table(SearchSpace.honest),
                "## Objectives",
                "Each point is run on the same \(AttackSettings.defaultSeedsPerStrategy) "
                    + "seeds, drawn from the search seed (common random numbers: two points meet the same luck), "
                    + "as one child in a scenario of `--days` days (default 7); every run is judged at every level.",
                MarkdownTable.render(
                    header: ["search", "objective (higher is found first)"],
                    rows: [
                        [
                            "`attack`",
                            "credited ungenuine minutes per child-day (ground truth), less "
                                + "\(Int(StrategyScore.flagCostMinutes)) for each flag the parents are shown per "
                                + "child-day (a session or act ruled against, or flagged for their review)",
                        ],
                        [
                            "`attack --honest`",
                            "share of real learning minutes withheld plus share of honest sessions ruled against",
                        ],
                    ]),
                "## The search",
                "Hill climbing with restarts, \(HillClimb.batchSize) points a batch: from the point it stands on it "
                    + "scores every neighbour one dimension away, in a drawn order, and moves to a batch's best as "
                    + "soon as it is better; at a local optimum it restarts from the best of a batch of kicks (the "
                    + "best point with \(HillClimb.kickMoves) dimensions drawn anew) and fresh points. A point is "
                    + "never scored twice, and points that render to the same persona file share one set of runs. "
                    + "The budget (`--budget`, runs: at most this many) is shared by the levels; each level's "
                    + "search starts from the best point the earlier levels found (and `--from`'s). Each level's "
                    + "best \(AttackSettings.defaultConfirmedPerLevel) are run again on "
                    + "\(AttackSettings.defaultConfirmSeeds) fresh seeds and reported with those figures.",
                "## Report",
                MarkdownTable.render(
                    header: ["file", "holds"],
                    rows: [
                        [
                            "`summary.md`",
                            "per level the best points confirmed, the rule that did the most against "
                                + "each, the trend and the frontier; which rules did the work",
                        ],
                        [
                            "`report.html`",
                            "the same, with the frontier chart (yield against detection; a habit: "
                                + "minutes withheld against sessions flagged) and the trend chart per level",
                        ],
                        [
                            "`results.json`",
                            "settings, dimensions, per level the trend, best (point, figures, files) "
                                + "and frontier; the rules' minutes; read back by `--from`",
                        ],
                        [
                            "`strategies/NAME.persona`, `strategies/NAME.yaml`",
                            "each best point as a persona file and "
                                + "the scenario that reproduces it",
                        ],
                        [
                            "`--keep DIR`",
                            "each level's best as a regression scenario whose bounds hold on seeds "
                                + "1..50 today",
                        ],
                    ]),
            ]
        )
    }

    private static func table(_ space: SearchSpace) -> String {
        MarkdownTable.render(
            header: ["dimension", "varies", "values"],
            rows: space.dimensions.map { ["`\($0.name)`", $0.meaning, $0.labels.joined(separator: ", ")] })
    }
}
