import AntiGaming
import XCTest

/// A second device judged while the lesson's callbacks come late: the lesson's burst, heard
/// from the sibling, claims the span its minutes need (see `SiblingBurst`).
final class LateLessonBurstTests: XCTestCase {
    /// This device is the phone. The iPad's "reading" minutes 1–10 are heard live (16:01 …
    /// 16:10); the phone runs "videos" from `phoneFromMinute` past 16:00 (its first minute a
    /// minute later) for `phoneMinutes`; at 16:35:05 the iPad's minutes 11…`lastMinute` come in
    /// a burst, 10 ms apart, its first two kept and the rest dropped there as too fast.
    private func lessonHeardLate(phoneFromMinute: Int64, phoneMinutes: Int, lastMinute: Int) -> [UsageSignal] {
        var script = UsageScript(hour: 16)
        script.startInterval("phone")
        for minute in 1...10 {
            script.advance(seconds: 60)
            script.hearSibling("ipad", "reading", minute: minute)
        }
        script.advance(minutes: phoneFromMinute - 10)
        let beforeBurst = Int(35 - phoneFromMinute)
        script.use("phone", "videos", minutes: beforeBurst)
        script.advance(seconds: 5)
        for minute in 11...lastMinute {
            script.hearSibling("ipad", "reading", ruling: minute < 13 ? .kept : .tooFast, minute: minute)
            script.advance(milliseconds: 10)
        }
        script.advance(milliseconds: 55_000 - Int64(lastMinute - 10) * 10)
        script.tick("phone", "videos")
        script.use("phone", "videos", minutes: phoneMinutes - beforeBurst - 1)
        return script.signals
    }

    /// The farm from 16:12 (first minute 16:13) to 16:42: the iPad's 20 minutes need 19 min
    /// (less 15 s) of 16:10–16:35:05, of which the phone's session leaves 2 min 5 s. Their run
    /// goes on from minute 10's (16:01): the phone's session, begun at 16:12, was added beside it.
    func testAFarmBesideALessonHeardLateIsWithheldFromThenOnAndFlagged() {
        let signals = lessonHeardLate(phoneFromMinute: 12, phoneMinutes: 30, lastMinute: 30)
        let moderate = Replay(signals, .moderate)
        XCTAssertEqual(moderate.sessions.map(\.app.rawValue), ["videos"])
        XCTAssertEqual(moderate.sessions[0].minutes, 30)
        XCTAssertEqual(
            moderate.sessions[0].minutesKept, 23, "16:13–16:35 credited before the burst; 16:36–16:42 withheld")
        XCTAssertEqual(moderate.sessions[0].reasons, [.otherDeviceInUse])
        let lenient = Replay(signals, .lenient)
        XCTAssertEqual(lenient.sessions[0].minutesKept, 30)
        XCTAssertEqual(lenient.sessions[0].reasons, [.otherDeviceInUse], "flagged for review at every level")
    }

    /// A hand-over: the iPad used to 16:20 (its minutes 11–20 in the burst), the phone from 16:21
    /// to 16:40. 10 minutes need 9 min less 15 s; 16:10–16:21 leaves 11: nothing is flagged.
    func testAHandOverHeardLateIsNeitherFlaggedNorWithheld() {
        let replay = Replay(lessonHeardLate(phoneFromMinute: 21, phoneMinutes: 19, lastMinute: 20), .moderate)
        XCTAssertEqual(replay.sessions[0].minutesKept, 19)
        XCTAssertEqual(replay.sessions[0].reasons, [])
    }

    /// The same burst with no minute numbers (a batch shared before they were carried) claims
    /// nothing; nor does a burst of more minutes than the time since the iPad's last delivery
    /// (a phantom flood: 40 minutes in 25).
    func testABurstWithoutNumbersOrBeyondTheTimeClaimsNothing() {
        var script = UsageScript(hour: 16)
        script.startInterval("phone")
        script.advance(minutes: 10)
        script.hearSibling("ipad", "reading")
        script.advance(minutes: 2)
        script.use("phone", "videos", minutes: 23)
        for _ in 11...30 { script.hearSibling("ipad", "reading") }
        script.use("phone", "videos", minutes: 7)
        XCTAssertEqual(Replay(script.signals, .moderate).sessions[0].minutesKept, 30)
        let flood = lessonHeardLate(phoneFromMinute: 12, phoneMinutes: 30, lastMinute: 50)
        XCTAssertEqual(Replay(flood, .moderate).sessions[0].minutesKept, 30)
        XCTAssertEqual(Replay(flood, .moderate).sessions[0].reasons, [])
    }

    /// A hand-over whose first device's callbacks were all held: the iPad's minutes 1–20 (used
    /// 16:00–16:20) arrive at 16:26, in the phone's session (16:21–16:41). Delivered in a
    /// burst, they show no use at 16:26, and they fit before 16:21: the session stands unflagged.
    /// One minute alone at 16:26 is live, and flags it for review.
    func testAHandOverWhoseMinutesAllCameInABatchIsNotFlagged() {
        for count in [20, 1] {
            var script = UsageScript(hour: 16)
            script.startInterval("phone")
            script.advance(minutes: 21)
            script.use("phone", "videos", minutes: 5)
            for minute in 1...count {
                script.hearSibling("ipad", "reading", minute: minute)
                script.advance(milliseconds: 10)
            }
            script.use("phone", "videos", minutes: 15)
            let replay = Replay(script.signals, .moderate)
            XCTAssertEqual(replay.sessions[0].minutesKept, 20)
            XCTAssertEqual(replay.sessions[0].reasons, count == 1 ? [.otherDeviceInUse] : [])
        }
    }
}
