import Checkers
import Reports

extension AntiGamingFigures {
    /// Gaming sessions and acts there were to catch, at the scenario's levels (the same at each).
    public var gamingCount: Int {
        byStrictness.first.map { $0.truePositives + $0.falseNegatives } ?? 0
    }

    var honestCount: Int {
        byStrictness.first.map { $0.trueNegatives + $0.falsePositives } ?? 0
    }

    /// The anti-gaming part of the human reports, for a run that judges anti-gaming: the
    /// confusion matrix per strictness level and what each technique's rule caught and cost —
    /// or, when no child gamed, the honest sessions flagged, since rates over no gaming mean
    /// nothing.
    public var section: ReportSection {
        let title = "Anti-gaming"
        guard gamingCount > 0 else {
            let ruledAgainst = Self.levels.indices.map {
                "\(Self.levels[$0].rawValue) \(byStrictness[$0].falsePositives)"
            }
            return ReportSection(
                title: title,
                paragraphs: [
                    "No gaming to judge: no child gamed in this run. Of "
                        + "\(Plural.count(honestCount, "honest session")), "
                        + "ruled against per strictness level: \(ruledAgainst.joined(separator: ", "))."
                ], tables: [reviewTable] + (withheldByRuleTable.map { [$0] } ?? []))
        }
        let matrix = ReportSection.Table(
            caption: "Every session of the run scored against ground truth",
            header: ["strictness", "TP", "FP", "TN", "FN", "precision", "recall", "FP rate", "honest min withheld"],
            rows: zip(Self.levels, byStrictness).map { level, counts in
                [
                    level.rawValue, String(counts.truePositives), String(counts.falsePositives),
                    String(counts.trueNegatives),
                    String(counts.falseNegatives), Self.percent(counts.precision), Self.percent(counts.recall),
                    Self.percent(counts.falsePositiveRate), String(counts.withheldHonestMinutes),
                ]
            }
        )
        // A technique nobody used and whose rule ruled against nobody has nothing to show.
        let judged = byTechnique.filter { entry in
            entry.levels.contains { $0.truePositives + $0.falseNegatives + $0.falsePositives > 0 }
        }
        var tables = [matrix]
        if !judged.isEmpty {
            tables.append(
                ReportSection.Table(
                    caption: "By technique: gaming caught of gaming done, honest sessions ruled against by its rule, "
                        + "honest minutes that rule withheld",
                    header: ["technique"] + Self.levels.map(\.rawValue),
                    rows: judged.map { entry in
                        [entry.technique.rawValue]
                            + entry.levels.map { counts in
                                "\(counts.truePositives) of \(counts.truePositives + counts.falseNegatives) · "
                                    + "FP \(counts.falsePositives) · \(counts.withheldHonestMinutes) min"
                            }
                    }
                ))
        }
        tables.append(reviewTable)
        if let withheld = withheldByRuleTable { tables.append(withheld) }
        return ReportSection(title: title, paragraphs: [], tables: tables)
    }

    /// Sessions flagged for the parents' review only, per level: nothing withheld and no ruling
    /// against the child, but each one a thing the parent is asked to look at.
    var reviewTable: ReportSection.Table {
        ReportSection.Table(
            caption: "Flagged for the parents' review only (a suspicion raised, nothing withheld): sessions (minutes)",
            header: ["strictness", "honest", "share of honest sessions", "gaming"],
            rows: zip(Self.levels, byStrictness).map { level, counts in
                [
                    level.rawValue, "\(counts.honestSessionsForReview) (\(counts.honestMinutesForReview) min)",
                    Self.percent(counts.honestReviewRate),
                    "\(counts.gamingSessionsForReview) (\(counts.gamingMinutesForReview) min)",
                ]
            }
        )
    }

    /// Real learning minutes not credited, by the rule that held each back, honest beside
    /// gaming, per level: what each rule costs honest children for what it takes from gamers.
    /// Nil when no real minute was withheld.
    var withheldByRuleTable: ReportSection.Table? {
        let rules = WithheldByRule.ruleNames.indices.filter { rule in
            withheldByRule.contains { $0.honest[rule] + $0.gaming[rule] > 0 }
        }
        guard !rules.isEmpty else { return nil }
        return ReportSection.Table(
            caption: "Real learning minutes withheld, by the rule that held them back: honest · gaming",
            header: ["rule"] + Self.levels.map(\.rawValue),
            rows: rules.map { rule in
                [WithheldByRule.ruleNames[rule]] + withheldByRule.map { "\($0.honest[rule]) · \($0.gaming[rule])" }
            }
        )
    }
}
