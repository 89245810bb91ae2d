import AntiGaming
import Platform
import XCTest

/// The app-stalled flag counts only the time iOS could have run the app: not the hours its
/// battery lay below 20 % off the charger, where the system starts no background work; and a
/// silence a background task ends is none of the child's making.
final class AppStalledTests: XCTestCase {
    /// The app ran at 08:00 on day 1 on the charger. One-minute callbacks end at 19:00 and 20:00
    /// on day 1 and at 17:00 and 18:00 on day 2, off the charger at `percents`; the app ran on
    /// the charger at 19:00 on day 2, 35 h after its last run. Nil `percents`: nothing read.
    private func iPadRunDown(percents: [Int]?) -> [UsageSignal] {
        var script = UsageScript(hour: 8)
        if percents != nil { script.setBattery("ipad", percent: 100, isCharging: true) }
        script.runApp("ipad")
        script.advance(toDay: 1, hour: 18, minute: 58)
        script.startInterval("ipad")
        for (index, (day, hour)) in [(1, 18), (1, 19), (2, 16), (2, 17)].enumerated() {
            script.advance(toDay: day, hour: hour, minute: 59)
            if let percents { script.setBattery("ipad", percent: percents[index]) }
            script.use("ipad", "math", minutes: 1)
        }
        script.advance(toDay: 2, hour: 19)
        if percents != nil { script.setBattery("ipad", percent: 4, isCharging: true) }
        script.runApp("ipad")
        return script.signals
    }

    func testHoursOnALowBatteryOffTheChargerAreNoStall() {
        // 20:00 day 1 (19 %) → 17:00 day 2 (8 %) → 18:00 (5 %): 22 h low; 35 h − 22 h = 13 h.
        let signals = iPadRunDown(percents: [21, 19, 8, 5])
        XCTAssertEqual(Replay(signals, .lenient).flags, [])
        XCTAssertEqual(Replay(signals, .moderate).flags, [], "13 h of 24 h")
        XCTAssertEqual(Replay(signals, .strict).flags.map(\.reason), [.appStalled], "13 h ≥ 12 h")
    }

    func testTheSameSilenceOnAChargedIPadIsAStall() {
        let signals = iPadRunDown(percents: [80, 78, 60, 57])
        XCTAssertEqual(Replay(signals, .moderate).flags.map(\.reason), [.appStalled], "35 h ≥ 24 h")
        XCTAssertEqual(Replay(signals, .moderate).flags.map(\.at.iso8601), ["2026-03-03T19:00:00.000Z"])
    }

    func testASilenceWithNoBatteryReadIsJudgedWhole() {
        XCTAssertEqual(Replay(iPadRunDown(percents: nil), .moderate).flags.map(\.reason), [.appStalled])
    }

    func testAReadingAtTheLevelCountsAsTimeTheAppCouldRun() {
        // 20 % is not below 20 %: 19:00 → 20:00 → 17:00 counts, only 17:00 → 18:00 is low.
        let signals = iPadRunDown(percents: [21, 20, 8, 5])
        XCTAssertEqual(Replay(signals, .moderate).flags.map(\.reason), [.appStalled], "34 h")
    }

    func testALowBatteryThatRoseInBetweenWasChargedAndCountsWhole() {
        // 10 % at 20:00, 15 % the next day at 17:00: a charge in between, though both are low.
        // Low only 17:00 → 18:00 (15 % → 12 %): 34 h count.
        let signals = iPadRunDown(percents: [21, 10, 15, 12])
        XCTAssertEqual(Replay(signals, .moderate).flags.map(\.reason), [.appStalled], "34 h")
    }

    func testARestartEndsALowSpan() {
        // 19 % at 20:00, a restart at 16:00 the next day (announced), 8 % at 17:00: the restart
        // skips 20:00 → 16:00 as time off, and the reading after it starts a new span, so no
        // hour is skipped twice.
        var script = UsageScript(hour: 8)
        script.setBattery("ipad", percent: 100, isCharging: true)
        script.runApp("ipad")
        script.advance(toDay: 1, hour: 19, minute: 59)
        script.startInterval("ipad")
        script.setBattery("ipad", percent: 19)
        script.use("ipad", "math", minutes: 1)
        script.advance(toDay: 2, hour: 16)
        script.reboot("ipad", announced: true)
        script.advance(minutes: 59)
        script.setBattery("ipad", percent: 8)
        script.use("ipad", "math", minutes: 1)
        script.advance(toDay: 2, hour: 19)
        script.setBattery("ipad", percent: 4, isCharging: true)
        script.runApp("ipad")
        // Off 20:00 → 16:00 (20 h, noteRestart's); on 08:00 → 20:00 and 16:00 → 19:00: 15 h.
        XCTAssertEqual(Replay(script.signals, .moderate).flags, [])
        XCTAssertEqual(Replay(script.signals, .strict).flags.map(\.reason), [.appStalled], "15 h ≥ 12 h")
    }

    /// The app ran at 08:00 on day 1; the iPad, above 50 % off the charger, was used at 16:00
    /// on days 1 and 2; the app next ran at 21:00 on day 3 (61 h later), launched by a
    /// background task or opened by the child.
    private func silenceEndedBy(backgroundTask: Bool) -> [UsageSignal] {
        var script = UsageScript(hour: 8)
        script.setBattery("ipad", percent: 90)
        script.runApp("ipad")
        for day in 1...2 {
            script.advance(toDay: day, hour: 16)
            script.startInterval("ipad")
            script.setBattery("ipad", percent: 80 - 10 * day)
            script.use("ipad", "math", minutes: 20)
        }
        script.advance(toDay: 3, hour: 21)
        script.setBattery("ipad", percent: 55, isCharging: backgroundTask)
        script.runApp("ipad", inBackgroundTask: backgroundTask)
        return script.signals
    }

    func testASilenceABackgroundTaskEndsIsNoStall() {
        // iOS launches no background task for a force-quit app: 61 h, yet nothing to flag.
        let signals = silenceEndedBy(backgroundTask: true)
        for strictness in ValidationStrictness.allCases {
            XCTAssertEqual(Replay(signals, strictness).flags, [], "\(strictness)")
        }
    }

    func testTheSameSilenceEndedByAnOpeningIsAStallAboveLenient() {
        // 61 h, every hour above 20 %: short of lenient's 72 h, past moderate's 24 h and strict's 12 h.
        let signals = silenceEndedBy(backgroundTask: false)
        XCTAssertEqual(Replay(signals, .lenient).flags, [])
        XCTAssertEqual(Replay(signals, .moderate).flags.map(\.reason), [.appStalled])
        XCTAssertEqual(Replay(signals, .strict).flags.map(\.reason), [.appStalled])
    }
}
