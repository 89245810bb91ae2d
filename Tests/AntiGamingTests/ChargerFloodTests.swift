import AntiGaming
import XCTest

/// A burst of callbacks delivered the moment the device went on its charger — the battery reads
/// charging, the reading before it did not, and it is no higher than then — came with nobody
/// using the device: iOS fires phantom thresholds there. Its callbacks claim no time behind
/// them, on a day the device was used as on one it was not. A late burst delivered off the
/// charger, or once the battery has charged, claims the idle time behind it as before.
final class ChargerFloodTests: XCTestCase {
    /// An hour of learning from 13:00 off the charger at 90 %; at 20:00 the battery reads
    /// `percent` (`isCharging`), and minutes 61–105 arrive 10 ms apart.
    private func evening(percent: Int, isCharging: Bool) -> [UsageSignal] {
        var script = UsageScript(hour: 13)
        script.setBattery("ipad", percent: 90)
        script.startInterval("ipad")
        script.use("ipad", "duolingo", minutes: 60)
        script.advance(toDay: 1, hour: 20)
        script.setBattery("ipad", percent: percent, isCharging: isCharging)
        for number in 61...105 {
            script.tick("ipad", "duolingo", minute: number)
            script.advance(milliseconds: 10)
        }
        return script.signals
    }

    /// 87 % on the charger after 90 % off it: just plugged in. Its first callback, held as a
    /// new session's first minute, is withheld with the 44 dropped after it: 60 credited.
    func testAFloodTheMomentTheDeviceIsPluggedInEarnsNothing() {
        for strictness in ValidationStrictness.allCases {
            let replay = Replay(evening(percent: 87, isCharging: true), strictness)
            XCTAssertEqual(replay.creditedCount(60..<105), 0, "\(strictness)")
            XCTAssertEqual(replay.assessments[61].reasons, [.fasterThanTime], "\(strictness)")
        }
        XCTAssertEqual(Replay(evening(percent: 87, isCharging: true), .moderate).creditedCount(), 60)
    }

    /// The same burst off the charger is minutes used and delivered late: the six idle hours
    /// behind it hold its 45 minutes, which continue the afternoon's session.
    func testTheSameBurstOffTheChargerIsCredited() {
        let replay = Replay(evening(percent: 80, isCharging: false), .moderate)
        XCTAssertEqual(replay.creditedCount(), 105)
        XCTAssertEqual(replay.sessions.map(\.minutes), [105])
    }

    /// 95 % on the charger after 90 % off it: the battery has charged since it was plugged in,
    /// so the burst did not come at the moment it was.
    func testABurstOnceTheBatteryHasChargedIsCredited() {
        XCTAssertEqual(Replay(evening(percent: 95, isCharging: true), .moderate).creditedCount(), 105)
    }
}
