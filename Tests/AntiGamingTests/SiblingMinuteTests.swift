import AntiGaming
import XCTest

/// The iPad's own validator, which knows of the phone only the minutes the phone shared. The
/// iPad was picked up at 08:00 and left until 10:00, so its time budget has room and only the
/// cross-device rules decide. From 10:00 the iPad counts "reading" at 10:00:30, 10:01:30 …;
/// the phone credits "math" at 10:01, 10:02 … (10 minutes each).
final class SiblingMinuteTests: XCTestCase {
    private func readingBesideThePhone(heard: Bool, phoneApp: String = "math") -> [UsageSignal] {
        var script = UsageScript(hour: 8)
        script.startInterval("ipad")
        script.advance(toDay: 1, hour: 10)
        for _ in 0..<10 {
            script.advance(seconds: 30)
            script.tick("ipad", "reading")
            script.advance(seconds: 30)
            if heard { script.hearSibling("phone", phoneApp) }
        }
        return script.signals
    }

    func testAMinuteOfADifferentAppHeardFromTheSiblingWithholdsTheNextOneAtModerate() {
        let replay = Replay(readingBesideThePhone(heard: true), .moderate)
        XCTAssertEqual(replay.assessments[0].reasons, [], "nothing was heard from the phone before 10:00:30")
        XCTAssertTrue(replay.assessments[1...].allSatisfy { $0.reasons == [.otherDeviceInUse] })
        XCTAssertEqual(replay.creditedCount(), 1, "the iPad keeps its first minute only")
        XCTAssertEqual(replay.sessions.map(\.device.rawValue), ["ipad"])
    }

    func testLenientFlagsAndKeepsTheMinutes() {
        let replay = Replay(readingBesideThePhone(heard: true), .lenient)
        XCTAssertEqual(replay.creditedCount(), 10)
        XCTAssertEqual(replay.assessments.filter { $0.reasons == [.otherDeviceInUse] }.count, 9)
    }

    /// Nothing heard (the phone offline, or its minutes still on their way): every minute stands.
    func testMinutesTheSiblingHasNotSharedYetChangeNothing() {
        let replay = Replay(readingBesideThePhone(heard: false), .strict)
        XCTAssertEqual(replay.creditedCount(), 10)
        XCTAssertTrue(replay.assessments.allSatisfy { $0.reasons.isEmpty })
    }

    /// A minute heard after the iPad judged its own minute of that time leaves the minutes as
    /// they were — the rules judge a minute once, with what the device knew when it counted it
    /// — and marks the session for the parents' review. The phone's minute at 10:05 lies inside
    /// the session 10:01–10:10; one at 10:11 (after its last tick) or of the same app does not.
    func testAMinuteHeardLateFlagsTheSessionForReviewOnly() {
        func replay(phoneMinute: Int64, app: String = "math") -> Replay {
            var script = UsageScript(hour: 8)
            script.startInterval("ipad")
            script.advance(toDay: 1, hour: 10)
            script.use("ipad", "reading", minutes: 10)
            var phone = UsageScript(hour: 10, minute: Int(phoneMinute))
            phone.hearSibling("phone", app)
            return Replay(script.signals + phone.signals, .strict)
        }
        let inside = replay(phoneMinute: 5)
        XCTAssertEqual(inside.creditedCount(), 10)
        XCTAssertEqual(inside.sessions.map(\.reasons), [[.otherDeviceInUse]])
        XCTAssertEqual(inside.sessions.map(\.status), [.validated])
        XCTAssertEqual(replay(phoneMinute: 11).sessions.map(\.reasons), [[]])
        XCTAssertEqual(replay(phoneMinute: 5, app: "reading").sessions.map(\.reasons), [[]])
    }

    /// The iPad's "reading" 10:01–10:10, then the phone's "math" heard late, from
    /// `phoneFirstSeconds` after 10:00 on, five minutes a minute apart. From 10:10:30 it is a
    /// hand-over with a partial minute carried over (the phone's first minute needed only 30 s):
    /// its run begins after the iPad's last callback, and nothing is flagged. From 10:09:30 the
    /// phone fired while the iPad still did: the session is flagged for review.
    func testAHandOverHeardLateIsNotFlagged() {
        func replay(phoneFirstSeconds: Int64) -> Replay {
            var script = UsageScript(hour: 8)
            script.startInterval("ipad")
            script.advance(toDay: 1, hour: 10)
            script.use("ipad", "reading", minutes: 10)
            var phone = UsageScript(hour: 10)
            phone.advance(seconds: phoneFirstSeconds - 60)
            for _ in 0..<5 {
                phone.advance(seconds: 60)
                phone.hearSibling("phone", "math")
            }
            return Replay(script.signals + phone.signals, .moderate)
        }
        let handOver = replay(phoneFirstSeconds: 630)
        XCTAssertEqual(handOver.sessions.map(\.reasons), [[]])
        XCTAssertEqual(handOver.creditedCount(), 10)
        let overlapping = replay(phoneFirstSeconds: 570)
        XCTAssertEqual(overlapping.sessions.map(\.reasons), [[.otherDeviceInUse]])
        XCTAssertEqual(overlapping.creditedCount(), 10, "heard late: for review only")
    }

    /// The phone's "math" shows on the iPad's counters too, 5 s after the phone credited it.
    func testTheSameAppHeardFromTheSiblingIsAMirrorAndFiltered() {
        var script = UsageScript(hour: 8)
        script.startInterval("ipad")
        script.advance(toDay: 1, hour: 10)
        for _ in 0..<10 {
            script.advance(seconds: 55)
            script.hearSibling("phone", "math")
            script.advance(seconds: 5)
            script.tick("ipad", "math")
        }
        for strictness in ValidationStrictness.allCases {
            let replay = Replay(script.signals, strictness)
            XCTAssertEqual(replay.creditedCount(), 0, "\(strictness)")
            XCTAssertTrue(
                replay.assessments.allSatisfy { $0 == TickAssessment(isKept: false, reasons: [.mirroredOnOtherDevice]) }
            )
            XCTAssertEqual(replay.flags, [])
        }
    }

    /// The phone's ten minutes 10:01–10:10, heard as they happened, claim the child's time: ten
    /// held-back iPad callbacks at 10:11:30 find only 10:10–10:11 unclaimed, so one counts.
    func testSharedMinutesClaimTheChildsTimeBudget() {
        let replay = Replay(heldBackReadingAfterThePhone(ruling: .kept), .lenient)
        XCTAssertEqual(replay.creditedCount(), 1)
        XCTAssertEqual(replay.assessments.filter { $0.reasons == [.fasterThanTime] }.count, 9)
    }

    /// The same ten phone minutes, withheld by the phone's rules (a farm beside the lesson):
    /// credited nowhere, they claim no time, so the ten held-back iPad callbacks at 10:11:30 find
    /// 10:00–10:11 unclaimed and all ten count.
    func testMinutesTheSiblingWithheldClaimNoTime() {
        let replay = Replay(heldBackReadingAfterThePhone(ruling: .withheld), .lenient)
        XCTAssertEqual(replay.creditedCount(), 10)
        XCTAssertEqual(replay.assessments.filter { $0.reasons == [.fasterThanTime] }.count, 0)
    }

    /// The phone's ten minutes 10:01–10:10 heard as they happened, then ten iPad callbacks held
    /// back until 10:11:30.
    private func heldBackReadingAfterThePhone(ruling: SiblingMinute.Ruling) -> [UsageSignal] {
        var script = UsageScript(hour: 10)
        script.startInterval("ipad")
        for _ in 0..<10 {
            script.advance(seconds: 60)
            script.hearSibling("phone", "math", ruling: ruling)
        }
        script.advance(toDay: 1, hour: 10, minute: 11)
        script.advance(seconds: 30)
        for _ in 0..<10 {
            script.tick("ipad", "reading")
            script.advance(milliseconds: 30)
        }
        return script.signals
    }
}
