import Reports
import XCTest

@testable import Exploration

final class FailureCausesTests: XCTestCase {
    /// The fixture's family, and the same family named kim, pat and dana, as two bundled bases
    /// would be: a seed draws the same shape from either.
    private let renamed = [("sam", "kim"), ("jo", "pat"), ("alex", "dana")]

    private func firstRunWithTwoParents(_ drawer: ScenarioDrawer) -> DrawnScenario {
        let seed = (1...200).first { drawer.draw(seed: UInt64($0)).parents.count == 2 }!
        return drawer.draw(seed: UInt64(seed))
    }

    /// The re-accept bug (a fixed sync fault) as the campaign met it in two families: one cause, counted twice,
    /// its first run the first found; each run keeps its own signature for `shrink`.
    func testOneBugInFamiliesOfOtherNamesIsOneCause() {
        let first = firstRunWithTwoParents(ExplorationFixture.drawer())
        let second = firstRunWithTwoParents(ExplorationFixture.drawer(renaming: renamed))
        XCTAssertEqual(first.parents.map(\.name), ["sam", "jo"])
        XCTAssertEqual(second.parents.map(\.name), ["kim", "pat"])
        let jo = RunFailure(
            checker: "intents",
            detail: "lost: intent 4 (jo on jo-phone at 2026-03-02T09:14:03.120+01:00: "
                + "accept jo): refused (already_used), but the service has jo in alex's family",
            identities: RunIdentities(first))
        let pat = RunFailure(
            checker: "intents",
            detail: "lost: intent 11 (pat on pat-phone at 2026-03-03T18:40:51.007+01:00: "
                + "accept pat): refused (already_used), but the service has pat in dana's family",
            identities: RunIdentities(second))
        XCTAssertNotEqual(jo.signature, pat.signature)
        XCTAssertEqual(
            jo.cause,
            "intents: lost: intent # (<parent> on <phone> at #-#-#T#:#:#.#+#:#: accept <parent>): "
                + "refused (already_used), but the service has <parent> in <child>'s family")
        XCTAssertEqual(pat.cause, jo.cause)

        var causes = FailureCauses()
        causes.add(seed: 739_466_083, failures: [jo])
        causes.add(seed: 946_622_146, failures: [pat])
        XCTAssertEqual(causes.failedRuns, 2)
        XCTAssertEqual(causes.causes.map(\.key), [jo.cause])
        XCTAssertEqual(causes.causes.map(\.runs), [2])
        XCTAssertEqual(causes.causes.map(\.firstSeed), [739_466_083])
    }

    /// Whole names only, longest first: `sam-phone` is a phone, `parent-sam` a parent's zone, the
    /// word `same` and the setting `daily_reward_limit` stay; a trailing count of more is dropped.
    func testNamesBecomeRolesOnlyAsWholeNames() {
        let identities = RunIdentities([
            ("sam", .parent), ("sam-phone", .phone), ("alex", .child),
            ("alex-ipad", .device), ("duolingo", .app),
        ])
        let failure = RunFailure(
            checker: "commands",
            detail: "first seen at 2026-03-02T10:00:00.000+01:00 on alex-ipad: "
                + "command cmd.sam-phone.107 for alex in family-alex@parent-sam, the same as duolingo's "
                + "daily_reward_limit, was never answered (9 more)", identities: identities)
        XCTAssertEqual(
            failure.cause,
            "commands: command cmd.<phone>.# for <child> in family-<child>@parent-<parent>, "
                + "the same as <app>'s daily_reward_limit, was never answered")
        XCTAssertEqual(
            failure.signature,
            "commands: command cmd.sam-phone.# for alex in family-alex@parent-sam, "
                + "the same as duolingo's daily_reward_limit, was never answered (# more)")
    }

    /// The retry-after checker's count of requests, and of more such failures, is no part of its cause.
    func testACountOfSuchRequestsIsNoPartOfTheCause() {
        let identities = RunIdentities([("sam-phone", .phone), ("jo-phone", .phone)])
        let causes = [
            "sam-phone sent a modify request at 2026-03-02T16:03:03.214+01:00 though the service had asked it "
                + "to wait until 2026-03-02T16:04:15.214+01:00",
            "jo-phone sent a modify request at 2026-03-02T08:45:41.576+01:00 though the service had asked it "
                + "to wait until 2026-03-02T08:46:32.576+01:00 (8 such requests)",
            "jo-phone sent a modify request at 2026-03-02T08:45:41.576+01:00 though the service had asked it "
                + "to wait until 2026-03-02T08:46:32.576+01:00 (2 such requests) (1 more)",
        ].map {
            RunFailure(checker: "retry_after", detail: $0, identities: identities).cause
        }
        XCTAssertEqual(
            causes,
            Array(
                repeating: "retry_after: <phone> sent a modify request at #-#-#T#:#:#.#+#:# though the "
                    + "service had asked it to wait until #-#-#T#:#:#.#+#:#", count: 3))
    }

    /// The ledger checker's balances, negative in one run and positive in another, are one cause;
    /// the dashes of a date stay.
    func testANumbersSignIsPartOfTheNumber() {
        let identities = RunIdentities([("sam", .parent), ("sam-phone", .phone), ("alex", .child), ("kim", .child)])
        let causes = [
            "sam-phone shows -176 points for alex; the child's devices held 2414 at their last entries the service "
                + "holds",
            "sam-phone shows 2238 points for kim; the child's devices held 12 at their last entries the service "
                + "holds (1 more)",
        ]
        .map { RunFailure(checker: "ledger", detail: $0, identities: identities).cause }
        XCTAssertEqual(
            causes,
            Array(
                repeating: "ledger: <phone> shows # points for <child>; the child's devices held # at their "
                    + "last entries the service holds", count: 2))
        XCTAssertEqual(
            RunFailure(checker: "x", detail: "at 2026-03-02T08:23:39.142+01:00 by -3 (-4)").cause,
            "x: at #-#-#T#:#:#.#+#:# by # (#)")
    }

    /// A run counts once for a cause however many of its checks share it; and a shard's partial
    /// file keeps each failure's cause for `merge`.
    func testARunCountsOnceAndAPartialFileKeepsTheCause() throws {
        let identities = RunIdentities([("sam-phone", .phone), ("jo-phone", .phone)])
        let failures = ["cmd.sam-phone.3", "cmd.jo-phone.8"].map {
            RunFailure(checker: "commands", detail: "command \($0) was never answered", identities: identities)
        }
        var results = CampaignResults(
            coverage: CoverageTally(runs: 5, counted: []),
            failedRuns: [.init(index: 2, seed: 77, faults: ["loss"], failures: failures)])
        XCTAssertEqual(
            results.causes.causes.map { "\($0.runs)× \($0.key)" },
            ["1× commands: command cmd.<phone>.# was never answered"])
        let partial = ExplorePartial(
            paths: ["Scenarios/sync"], campaignSeed: 1, runs: 5, shardIndex: 1, shardCount: 1,
            faults: [], sometimes: [], milliseconds: 10, results: results)
        results = try ExplorePartial(json: partial.json).results
        XCTAssertEqual(results.failedRuns.first?.failures, failures)
        XCTAssertEqual(results.causes.causes.map(\.key), ["commands: command cmd.<phone>.# was never answered"])
    }
}
