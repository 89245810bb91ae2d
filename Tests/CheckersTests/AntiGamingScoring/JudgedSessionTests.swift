import AntiGaming
import Platform
import Simulation
import XCTest

@testable import Checkers

/// A session scored minute by minute: labelled by the majority of its real minutes, caught
/// when most of its gaming minutes are withheld, and a credited artefact standing in for a
/// real minute left uncredited.
final class JudgedSessionTests: XCTestCase {
    private let device = DeviceID("alex-ipad")

    /// A learning session of `truths.count` ticks at 16:01, 16:02, … fed through a lenient
    /// validator (which credits every tick it counts), its credits then overridden by `credited`.
    private func judged(
        _ truths: [CallbackTruth], credited: [Bool], reasons: [[ValidationReason]]? = nil
    ) -> JudgedSession {
        var validator = UsageValidator(strictness: .lenient)
        let start = LocalTimestamp(instant: Instant(millisecondsSinceEpoch: 16 * 3_600_000), utcOffsetSeconds: 0)
        _ = validator.observe(.intervalStarted(device: device, at: start, uptimeMs: 16 * 3_600_000))
        for minute in 1...truths.count {
            let ms = Int64(16 * 60 + minute) * 60_000
            _ = validator.observe(
                .tick(
                    UsageTick(
                        device: device, app: AppID("duolingo"), category: .learning, minute: minute,
                        at: LocalTimestamp(instant: Instant(millisecondsSinceEpoch: ms), utcOffsetSeconds: 0),
                        uptimeMs: ms, isPaid: false
                    )))
        }
        validator.releaseHeldMinutes()
        precondition(validator.sessions.count == 1, "one session")
        return AntiGamingScorer.judged(
            validator.sessions[0], truths: truths, credited: credited,
            reasons: reasons ?? Array(repeating: [], count: truths.count),
            policy: validator.policy)
    }

    /// Four hours of video with one of them kept is caught (180 of 240 withheld); with three
    /// kept it is not (60 withheld).
    func testAGamingSessionIsCaughtWhenMostOfItsGamingMinutesAreWithheld() {
        let video = [CallbackTruth](repeating: .real(.technique(.passive)), count: 240)
        let hourKept = judged(video, credited: (0..<240).map { $0 < 60 })
        XCTAssertEqual(hourKept.technique, .passive)
        XCTAssertEqual(hourKept.gamingMinutesCredited, 60)
        XCTAssertTrue(hourKept.isFlagged)
        let threeHoursKept = judged(video, credited: (0..<240).map { $0 < 180 })
        XCTAssertFalse(threeHoursKept.isFlagged)
    }

    /// Two technique minutes among eight honest ones: an honest session, whose two withheld
    /// honest minutes make it a false positive; six of ten make it gaming.
    func testASessionIsLabelledByTheMajorityOfItsMinutes() {
        let mostlyHonest =
            [CallbackTruth](repeating: .real(.engaged), count: 8)
            + [.real(.technique(.rapidSwitching)), .real(.technique(.rapidSwitching))]
        let session = judged(mostlyHonest, credited: (0..<10).map { $0 >= 2 && $0 < 8 })
        XCTAssertNil(session.technique)
        XCTAssertEqual(session.honestMinutes, 8)
        XCTAssertEqual(session.withheldHonestMinutes, 2)
        XCTAssertEqual(session.gamingMinutes, 2)
        XCTAssertEqual(session.gamingMinutesCredited, 0)
        XCTAssertTrue(session.isFlagged)
        let mostlyGaming =
            [CallbackTruth](repeating: .real(.engaged), count: 4)
            + [CallbackTruth](repeating: .real(.technique(.rapidSwitching)), count: 6)
        XCTAssertEqual(judged(mostlyGaming, credited: Array(repeating: true, count: 10)).technique, .rapidSwitching)
    }

    /// An over-count fired "minute 3" early as an artefact and the real minute 3 was dropped:
    /// the credited artefact stands in for it, so nothing honest is withheld; a second credited
    /// artefact has no real minute to stand in for: a phantom minute.
    func testACreditedArtefactStandsInForAnUncreditedRealMinute() {
        let truths: [CallbackTruth] = [
            .real(.engaged), .real(.engaged), .artefact(.overCount), .real(.engaged),
            .artefact(.overCount),
        ]
        let session = judged(truths, credited: [true, true, true, false, true])
        XCTAssertEqual(session.withheldHonestMinutes, 0)
        XCTAssertEqual(session.phantomMinutesCredited, 1)
        XCTAssertEqual(session.quirks, [.overCount])
    }

    /// Seven ticks of an over-counting device that also met a phantom flood: real minutes at
    /// ticks 0 and 2 dropped as early firings (fasterThanTime), the one at tick 4 withheld by a
    /// rule (oddHours), the one at tick 6 credited; the two over-count artefacts credited, the
    /// charger's not. They stand in for the two filtered minutes, so the rules' table shows only
    /// oddHours: 1 honest minute withheld, as the session's total says. With tick 4 and the
    /// charger's artefact credited too, three artefacts stand in for two minutes: the last in
    /// tick order, the charger's, is a phantom minute of phantom_on_charger, and no rule withheld
    /// anything.
    func testStoodInMinutesAreNoRulesAndPhantomsAreTheirQuirks() {
        let truths: [CallbackTruth] = [
            .real(.engaged), .artefact(.overCount), .real(.engaged), .artefact(.overCount),
            .real(.engaged), .artefact(.phantomOnCharger), .real(.engaged),
        ]
        let reasons: [[ValidationReason]] = [[.fasterThanTime], [], [.fasterThanTime], [], [.oddHours], [], []]
        let ruled = judged(truths, credited: [false, true, false, true, false, false, true], reasons: reasons)
        XCTAssertEqual(ruled.withheldHonestMinutes, 1)
        XCTAssertEqual(ruled.phantomMinutesCredited, 0)
        var oddHoursOnly = [Int](repeating: 0, count: WithheldByRule.ruleNames.count)
        oddHoursOnly[WithheldByRule.ruleNames.firstIndex(of: "oddHours")!] = 1
        XCTAssertEqual(ruled.withheldByRule.honest, oddHoursOnly)
        let phantom = judged(truths, credited: [false, true, false, true, true, true, true], reasons: reasons)
        XCTAssertEqual(phantom.withheldHonestMinutes, 0)
        XCTAssertEqual(phantom.phantomMinutesCredited, 1)
        XCTAssertEqual(phantom.phantomMinutesByQuirk.map(\.quirk), [.phantomOnCharger])
        XCTAssertEqual(phantom.phantomMinutesByQuirk.map(\.minutes), [1])
        XCTAssertEqual(phantom.withheldByRule.honest, [Int](repeating: 0, count: WithheldByRule.ruleNames.count))
    }

    /// Five paid minutes of a reward app at 16:01–16:05 +01:00 on a device first seen at 16:00
    /// +00:00: a change of zone (bare offsets), judged at `strictness`.
    private func rewardSessionAfterAZoneChange(_ strictness: ValidationStrictness) -> JudgedSession {
        var validator = UsageValidator(strictness: strictness)
        let start = LocalTimestamp(instant: Instant(millisecondsSinceEpoch: 16 * 3_600_000), utcOffsetSeconds: 0)
        _ = validator.observe(.intervalStarted(device: device, at: start, uptimeMs: 16 * 3_600_000))
        for minute in 1...5 {
            let ms = Int64(16 * 60 + minute) * 60_000
            _ = validator.observe(
                .tick(
                    UsageTick(
                        device: device, app: AppID("minecraft"), category: .reward, minute: minute,
                        at: LocalTimestamp(instant: Instant(millisecondsSinceEpoch: ms), utcOffsetSeconds: 3_600),
                        uptimeMs: ms, isPaid: true
                    )))
        }
        let truths = [CallbackTruth](repeating: .real(.engaged), count: 5)
        return AntiGamingScorer.judged(
            validator.sessions[0], truths: truths, credited: Array(repeating: true, count: 5),
            reasons: Array(repeating: [], count: 5), policy: validator.policy)
    }

    /// Moderate only flags the zone change for the parents' review — no ruling against the
    /// child; strict withholds minutes under it — ruled against.
    func testARewardSessionIsRuledAgainstOnlyForASuspicionTheLevelActsOn() {
        XCTAssertEqual(rewardSessionAfterAZoneChange(.moderate).verdict.reasons, [.timeZoneChanged])
        XCTAssertFalse(rewardSessionAfterAZoneChange(.moderate).isFlagged)
        XCTAssertEqual(rewardSessionAfterAZoneChange(.strict).verdict.reasons, [.timeZoneChanged])
        XCTAssertTrue(rewardSessionAfterAZoneChange(.strict).isFlagged)
    }

    /// The same session counted for the parents' review: at moderate one honest session of five
    /// real minutes flagged for review only, and no false positive; at strict, ruled against,
    /// it is a false positive and no longer for review. A learning session with no suspicion is
    /// neither.
    func testAReviewOnlyFlagIsCountedApartFromRulingsAgainst() {
        func counts(_ strictness: ValidationStrictness) -> ConfusionCounts {
            let session = rewardSessionAfterAZoneChange(strictness)
            var counts = ConfusionCounts()
            counts.count(isGaming: session.isGaming, isFlagged: session.isFlagged)
            counts.countReview(of: session)
            return counts
        }
        let moderate = counts(.moderate)
        XCTAssertEqual(
            [moderate.honestSessionsForReview, moderate.honestMinutesForReview, moderate.falsePositives], [1, 5, 0])
        XCTAssertEqual(moderate.honestReviewRate, 1.0)
        XCTAssertEqual([moderate.gamingSessionsForReview, moderate.gamingMinutesForReview], [0, 0])
        let strict = counts(.strict)
        XCTAssertEqual(
            [strict.honestSessionsForReview, strict.honestMinutesForReview, strict.falsePositives], [0, 0, 1])
        XCTAssertEqual(strict.honestReviewRate, 0.0)
        let plain = judged([CallbackTruth](repeating: .real(.engaged), count: 3), credited: [true, true, true])
        XCTAssertFalse(plain.isForReview)
    }

    func testAPercentileInterpolatesBetweenSeeds() {
        let sorted = [0.90, 0.92, 0.94, 0.96, 0.98]
        XCTAssertEqual(SeedDistribution.percentile(2.5, of: sorted), 0.902, accuracy: 1e-12)
        XCTAssertEqual(SeedDistribution.percentile(97.5, of: sorted), 0.978, accuracy: 1e-12)
        let distribution = SeedDistribution(sorted.reversed())!
        XCTAssertEqual(distribution.mean, 0.94, accuracy: 1e-12)
        XCTAssertEqual(distribution.seeds, 5)
        XCTAssertNil(SeedDistribution([]))
    }
}
