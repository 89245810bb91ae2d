import AntiGaming
import XCTest

/// A late burst that picks up where a session stopped is that session going on: a video left
/// playing through a delivery hold stays one unbroken session.
final class LateBurstTests: XCTestCase {
    /// 09:00 pickup; `before` live minutes, a hold of `holdMinutes`, then `burst` minutes
    /// delivered together 10 ms apart, numbered from `firstBurstMinute` (default: the next one).
    private func stream(before: Int, holdMinutes: Int64, burst: Int, firstBurstMinute: Int? = nil) -> [UsageSignal] {
        var script = UsageScript(hour: 9)
        script.startInterval("phone")
        script.use("phone", "video-lessons", minutes: before)
        script.advance(minutes: holdMinutes)
        let first = firstBurstMinute ?? before + 1
        for number in first..<(first + burst) {
            script.tick("phone", "video-lessons", minute: number)
            script.advance(milliseconds: 10)
        }
        return script.signals
    }

    func testABurstContinuingTheLastMinuteJoinsTheSession() {
        // 40 live minutes to 09:40, a hold to 10:30, minutes 41–90 in a burst: one session of
        // 90 minutes, so strict withholds the 45 beyond its 45-minute limit.
        let replay = Replay(stream(before: 40, holdMinutes: 50, burst: 50), .strict)
        XCTAssertEqual(replay.sessions.map(\.minutes), [90])
        XCTAssertEqual(replay.sessions[0].reasons, [.unbrokenSession])
        XCTAssertEqual(replay.creditedCount(), 45)
    }

    func testABurstThatSkipsMinutesStartsASessionOfItsOwn() {
        // Minute 42 after minute 40: a minute of the app went by unseen, so the gap may have been a
        // pause — two sessions of 40 and 50 minutes, and strict withholds only the 5 beyond 45.
        let replay = Replay(stream(before: 40, holdMinutes: 50, burst: 50, firstBurstMinute: 42), .strict)
        XCTAssertEqual(replay.sessions.map(\.minutes), [40, 50])
        XCTAssertEqual(replay.creditedCount(), 85)
    }

    func testALiveResumeAfterAPauseStaysASessionOfItsOwn() {
        // Minutes 41–60 arrive live after a 10-minute pause: no burst, so no join.
        var script = UsageScript(hour: 9)
        script.startInterval("phone")
        script.use("phone", "video-lessons", minutes: 40)
        script.advance(minutes: 10)
        script.use("phone", "video-lessons", minutes: 20)
        XCTAssertEqual(Replay(script.signals, .moderate).sessions.map(\.minutes), [40, 20])
    }

    /// Duolingo 16:01–16:40 and 23:41–23:59 one day, the evening held and delivered from 00:21
    /// 10 ms apart, then 30 minutes live from 16:00 the next day. Minutes 41–59 at 21 minutes past
    /// midnight claim more than the new day has had: the day before's. At moderate all 89 are
    /// credited — by delivery the evening kept 1 minute (the new day's first, then in odd
    /// hours: withheld) and the next afternoon's minute 41 would be a duplicate.
    func testABurstHeldOverMidnightClaimsTheDayBefore() {
        var script = UsageScript(hour: 16)
        script.startInterval("phone")
        script.use("phone", "duolingo", minutes: 40)
        script.advance(toDay: 2, hour: 0, minute: 21)
        for number in 41...59 {
            script.tick("phone", "duolingo", minute: number)
            script.advance(milliseconds: 10)
        }
        script.advance(toDay: 2, hour: 16)
        script.startInterval("phone")
        script.use("phone", "duolingo", minutes: 30)
        let replay = Replay(script.signals, .moderate)
        XCTAssertEqual(replay.sessions.map(\.minutes), [40, 19, 30])
        XCTAssertEqual(replay.creditedCount(), 89)
        XCTAssertEqual(replay.sessions.map(\.reasons), [[], [], []])
    }

    /// The same burst numbered 1–19 (the evening was the app's first use of the day before):
    /// minute 1 at 00:21 fits the new day, so the burst is judged by its delivery — the first
    /// minute of a day with no start has one minute of room (and waits for a use of the device
    /// that day), the other 18 are faster than time.
    func testABurstNumberedWithinTheNewDaysMinutesIsJudgedByDelivery() {
        var script = UsageScript(hour: 23, minute: 40)
        script.startInterval("phone")
        script.advance(toDay: 2, hour: 0, minute: 21)
        for number in 1...19 {
            script.tick("phone", "duolingo", minute: number)
            script.advance(milliseconds: 10)
        }
        let replay = Replay(script.signals, .lenient)
        XCTAssertEqual(replay.assessments.filter { $0.reasons == [.fasterThanTime] }.count, 18)
        XCTAssertEqual(replay.creditedCount(), 0)
    }
}
