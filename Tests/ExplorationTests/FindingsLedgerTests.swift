import Foundation
import XCTest
import YAMLSubset

@testable import Exploration

/// A ledger classes each cause on a build by its history: New, Ongoing, Rare or Resolved, with
/// the rule's numbers worked by hand; shards' ledgers merge into one run's; the file round-trips
/// and a malformed one is pointed at.
final class FindingsLedgerTests: XCTestCase {
    static let paths = ["Scenarios/sync"]

    /// One campaign of `runs` runs on `build`, failing `failed[cause]` runs of each cause.
    static func campaign(
        _ build: String, runs: Int, _ failed: [(cause: String, runs: Int)], shard: (Int, Int) = (1, 1), seed: UInt64 = 1
    ) -> FindingsLedger.Campaign {
        FindingsLedger.Campaign(
            build: build, campaignSeed: seed, runs: runs, shardIndex: shard.0, shardCount: shard.1, runsDone: runs,
            sightings: failed.enumerated().map { offset, cause in
                FindingsLedger.Sighting(
                    signature: CauseSignature.of(cause.cause), runs: cause.runs, firstRun: offset,
                    reproduce: "explore Scenarios/sync --run-seed \(offset)")
            })
    }

    static func record(_ ledger: inout FindingsLedger, _ campaign: FindingsLedger.Campaign, _ causes: [String]) {
        ledger.record(campaign, causes: causes.map { (CauseSignature.of($0), $0) })
    }

    func finding(_ cause: String, in findings: LedgerFindings) -> Finding? {
        findings.findings.first { $0.cause == cause }
    }

    /// Build 1, 1,000 runs: `ongoing` fails 300, `gone` 200, `rare` 5. Build 2, 1,000 runs:
    /// `ongoing` 310, `rare` 4, `new` 50; `gone` none.
    func testTheFourClassesOnTwoBuilds() {
        var ledger = FindingsLedger(paths: Self.paths)
        Self.record(
            &ledger, Self.campaign("b1", runs: 1000, [("ongoing", 300), ("gone", 200), ("rare", 5)]),
            ["ongoing", "gone", "rare"])
        let first = LedgerFindings(ledger, build: "b1")
        XCTAssertEqual(first.findings.map(\.findingClass), [.new, .new, .new], "on its first build every cause is new")
        Self.record(
            &ledger, Self.campaign("b2", runs: 1000, [("ongoing", 310), ("rare", 4), ("new", 50)]),
            ["ongoing", "rare", "new"])
        let second = LedgerFindings(ledger, build: "b2")
        XCTAssertEqual(finding("new", in: second)?.findingClass, .new)
        XCTAssertEqual(finding("ongoing", in: second)?.findingClass, .ongoing)
        // 9 of 2,000 runs since first seen: 0.45 %, under the 1 % share.
        XCTAssertEqual(finding("rare", in: second)?.findingClass, .rare)
        XCTAssertEqual(finding("rare", in: second)?.failedSinceFirst, 9)
        XCTAssertEqual(finding("rare", in: second)?.runsSinceFirst, 2000)
        // Seen in 200 of 1,000 (p = 0.2), then missed by 1,000 runs: 0.8^1000.
        let gone = finding("gone", in: second)
        XCTAssertEqual(gone?.findingClass, .resolved)
        XCTAssertEqual(gone?.observedRate ?? 0, 0.2, accuracy: 1e-12)
        XCTAssertEqual(gone?.missProbability ?? 1, pow(0.8, 1000), accuracy: 1e-120)
        XCTAssertEqual(gone?.firstBuild, "b1")
        XCTAssertEqual(gone?.lastBuild, "b1")
        XCTAssertEqual(second.findings.map(\.findingClass), [.new, .ongoing, .rare, .resolved], "in class order")
    }

    /// At 5 % (50 of 1,000), 50 runs without it miss it with probability 0.95^50 = 0.077, too
    /// likely to call it gone; 150 runs, 0.95^150 = 0.00046: resolved. Seen again: new.
    func testResolvedOnlyWithEnoughRunsAndNewAgainWhenItComesBack() {
        var ledger = FindingsLedger(paths: Self.paths)
        Self.record(&ledger, Self.campaign("b1", runs: 1000, [("flaky", 50)]), ["flaky"])
        Self.record(&ledger, Self.campaign("b2", runs: 50, []), [])
        let notYet = finding("flaky", in: LedgerFindings(ledger, build: "b2"))
        XCTAssertEqual(notYet?.findingClass, .ongoing)
        XCTAssertEqual(notYet?.missProbability ?? 0, 0.076_944_975_276_713_2, accuracy: 1e-12)
        Self.record(&ledger, Self.campaign("b3", runs: 100, []), [])
        let resolved = finding("flaky", in: LedgerFindings(ledger, build: "b3"))
        XCTAssertEqual(resolved?.findingClass, .resolved)
        XCTAssertEqual(resolved?.runsSinceLast, 150)
        XCTAssertEqual(resolved?.missProbability ?? 1, pow(0.95, 150), accuracy: 1e-15)
        Self.record(&ledger, Self.campaign("b4", runs: 100, []), [])
        let later = LedgerFindings(ledger, build: "b4")
        XCTAssertNil(finding("flaky", in: later), "a cause resolved earlier is only counted")
        XCTAssertEqual(later.resolvedEarlier, 1)
        Self.record(&ledger, Self.campaign("b5", runs: 100, [("flaky", 3)]), ["flaky"])
        let back = finding("flaky", in: LedgerFindings(ledger, build: "b5"))
        XCTAssertEqual(back?.findingClass, .new, "seen again after it was resolved")
        XCTAssertEqual(back?.firstBuild, "b1")
    }

    /// The shards' ledgers, each started from the same carried ledger, merge into the bytes the
    /// unsharded campaign writes, whichever order they come in.
    func testShardLedgersMergeIntoOneRunsLedger() throws {
        var carried = FindingsLedger(paths: Self.paths)
        Self.record(&carried, Self.campaign("b1", runs: 10, [("old", 2)]), ["old"])
        var single = carried
        single.record(
            FindingsLedger.Campaign(
                build: "b2", campaignSeed: 7, runs: 20, runsDone: 20,
                sightings: [
                    .init(signature: CauseSignature.of("a"), runs: 3, firstRun: 2, reproduce: "explore P --run-seed 2"),
                    .init(signature: CauseSignature.of("b"), runs: 1, firstRun: 5, reproduce: "explore P --run-seed 5"),
                ]), causes: [(CauseSignature.of("a"), "a"), (CauseSignature.of("b"), "b")])
        var first = carried
        first.record(
            FindingsLedger.Campaign(
                build: "b2", campaignSeed: 7, runs: 20, shardIndex: 1, shardCount: 2, runsDone: 10,
                sightings: [
                    .init(signature: CauseSignature.of("a"), runs: 1, firstRun: 4, reproduce: "explore P --run-seed 4")
                ]), causes: [(CauseSignature.of("a"), "a")])
        var second = carried
        second.record(
            FindingsLedger.Campaign(
                build: "b2", campaignSeed: 7, runs: 20, shardIndex: 2, shardCount: 2, runsDone: 10,
                sightings: [
                    .init(signature: CauseSignature.of("b"), runs: 1, firstRun: 5, reproduce: "explore P --run-seed 5"),
                    .init(signature: CauseSignature.of("a"), runs: 2, firstRun: 2, reproduce: "explore P --run-seed 2"),
                ]), causes: [(CauseSignature.of("b"), "b"), (CauseSignature.of("a"), "a")])
        XCTAssertEqual(first.campaigns.count, 2, "a lone shard stays a shard")
        let merged = try first.merged(with: second)
        XCTAssertEqual(merged.json.serialized(), single.json.serialized())
        XCTAssertEqual(try second.merged(with: first).json.serialized(), single.json.serialized())
        XCTAssertEqual(try merged.merged(with: merged), merged, "merging is idempotent")
    }

    func testLedgersOfOtherPathsOrDisagreeingRecordsDoNotMerge() {
        var mine = FindingsLedger(paths: Self.paths)
        Self.record(&mine, Self.campaign("b1", runs: 10, [("a", 1)]), ["a"])
        var theirs = FindingsLedger(paths: Self.paths)
        Self.record(&theirs, Self.campaign("b1", runs: 10, [("a", 2)]), ["a"])
        XCTAssertThrowsError(try mine.merged(with: theirs))
        XCTAssertThrowsError(try mine.merged(with: FindingsLedger(paths: ["Scenarios"])))
    }

    /// The signature holds no seed, name or moment: two runs of one bug, drawn with other names
    /// at other times, have one signature; it is pinned so a ledger stays readable by later builds.
    func testTheSignatureIsStableAcrossRunsAndBuilds() {
        let one = RunFailure(
            checker: "commands", detail: "command cmd.sam-phone.12 was never answered (3 more)",
            identities: RunIdentities([("sam", .parent), ("sam-phone", .phone)]))
        let other = RunFailure(
            checker: "commands", detail: "command cmd.jo-phone.4 was never answered",
            identities: RunIdentities([("jo", .parent), ("jo-phone", .phone)]))
        XCTAssertEqual(one.cause, other.cause)
        XCTAssertEqual(CauseSignature.of(one.cause), CauseSignature.of(other.cause))
        XCTAssertEqual(
            CauseSignature.of("commands: command cmd.<phone>.# was never answered"), "e43e8ef12f08",
            "FNV-1a 64 of the text, top 48 bits (worked in Python)")
        XCTAssertEqual(CauseSignature.of(one.cause).count, 12)
    }

    /// The engineer's tutorial shows the signature `shrink` writes for its lost intent.
    func testTheTutorialsLostIntentHasTheSignatureItsPageShows() {
        let failure = RunFailure(
            checker: "intents",
            detail: "first seen at 2026-03-03T11:15:00.000+01:00: lost: intent 7 (sam on sam-phone at "
                + "2026-03-03T09:08:30.000+01:00: conversion_rate = 5 for alex): overwritten by the earlier intent 6 "
                + "(jo on jo-phone at 2026-03-03T09:06:41.000+01:00: conversion_rate = 3 for alex)",
            identities: RunIdentities([
                ("sam", .parent), ("sam-phone", .phone), ("jo", .parent), ("jo-phone", .phone), ("alex", .child),
            ]))
        XCTAssertEqual(
            failure.cause,
            "intents: lost: intent # (<parent> on <phone> at #-#-#T#:#:#.#+#:#: conversion_rate = # for <child>): "
                + "overwritten by the earlier intent # (<parent> on <phone> at #-#-#T#:")
        XCTAssertEqual(CauseSignature.of(failure.cause), "551c84b24dcd")
    }

    func testTheFileRoundTripsByteForByte() throws {
        var ledger = FindingsLedger(paths: Self.paths)
        Self.record(&ledger, Self.campaign("b1", runs: 10, [("a", 1), ("b", 2)]), ["a", "b"])
        Self.record(&ledger, Self.campaign("b2", runs: 10, [("a", 1)], shard: (1, 2)), ["a"])
        let text = ledger.json.serialized()
        guard case .success(let read) = FindingsLedger.decode(SourceFile(path: "l.ledger.json", text: text)) else {
            return XCTFail("the ledger it wrote does not read back")
        }
        XCTAssertEqual(read.json.serialized(), text)
    }

    func testAMalformedLedgerIsPointedAtByLineAndColumn() throws {
        var ledger = FindingsLedger(paths: Self.paths)
        Self.record(&ledger, Self.campaign("b1", runs: 10, [("a", 1)]), ["a"])
        let text = ledger.json.serialized().replacingOccurrences(of: "\"runsDone\": 10", with: "\"runsDone\": -1")
        let line = text.components(separatedBy: "\n").firstIndex { $0.contains("runsDone") }.map { $0 + 1 }
        guard case .failure(let diagnostic) = FindingsLedger.decode(SourceFile(path: "l.ledger.json", text: text))
        else { return XCTFail("a negative count was accepted") }
        XCTAssertEqual(diagnostic.location.line, line)
        XCTAssertEqual(diagnostic.location.column, 19, "at the value, after `      \"runsDone\": `")
        XCTAssertEqual(diagnostic.message, "'runsDone' is -1, not 0 or more")
        XCTAssertNotNil(diagnostic.help)
        let broken = "{\n  \"schemaVersion\": 1,\n  \"kind\": nope\n}\n"
        guard case .failure(let syntax) = FindingsLedger.decode(SourceFile(path: "l.ledger.json", text: broken))
        else { return XCTFail("broken JSON was accepted") }
        XCTAssertEqual("\(syntax.location)", "3:12", "at the `o` of `nope`, where `null` was expected")
        let newer = ledger.json.serialized().replacingOccurrences(
            of: "\"schemaVersion\": 1", with: "\"schemaVersion\": 2")
        guard case .failure(let version) = FindingsLedger.decode(SourceFile(path: "l.ledger.json", text: newer))
        else { return XCTFail("a ledger of another version was accepted") }
        XCTAssertEqual("\(version.location)", "2:20")
    }
}
