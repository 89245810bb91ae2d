import AntiGaming
import Platform
import XCTest

@testable import FamilyApp

/// The validator's record keeps minutes as numbers and the rest as they came, and gives back
/// the very signals it was fed, in order — a tick's zone and a restart included, which the
/// validator's replay at another strictness reads.
final class SignalLogTests: XCTestCase {
    private let ipad = DeviceID("ipad"), phone = DeviceID("phone")
    private let maths = AppID("maths"), game = AppID("game")

    func testEverySignalComesBackAsAppendedInOrder() {
        let at = LocalTimestamp(instant: Instant(millisecondsSinceEpoch: 1_772_431_200_000), utcOffsetSeconds: 3_600)
        let later = LocalTimestamp(
            instant: Instant(millisecondsSinceEpoch: 1_772_431_260_000), utcOffsetSeconds: -18_000)
        let signals: [UsageSignal] = [
            .monitoringStarted(device: ipad, at: at, uptimeMs: 5, wasDropped: false),
            .intervalStarted(device: ipad, at: at, uptimeMs: 6),
            .tick(
                UsageTick(
                    device: ipad, app: maths, category: .learning, minute: 1, at: at, uptimeMs: 60_000,
                    zoneIdentifier: "Europe/Paris", isPaid: false,
                    battery: BatteryReading(percent: 100, isCharging: true))),
            .deviceBooted(device: ipad, at: at, uptimeMs: 0),
            .tick(
                UsageTick(
                    device: ipad, app: game, category: .reward, minute: 1_439, at: later, uptimeMs: 120_000,
                    zoneIdentifier: "America/New_York", isPaid: true,
                    battery: BatteryReading(percent: 0, isCharging: false))),
            .siblingMinute(SiblingMinute(device: phone, app: maths, at: later, ruling: .kept, minute: 12)),
            .siblingMinute(SiblingMinute(device: phone, app: game, at: at, ruling: .withheld, minute: nil)),
            .siblingMinute(SiblingMinute(device: phone, app: maths, at: later, ruling: .tooFast, minute: 13)),
            .appRan(
                device: ipad, at: later, uptimeMs: 130_000, battery: BatteryReading(percent: 19, isCharging: false),
                inBackgroundTask: true),
            .authorizationChanged(device: ipad, status: .denied, at: later),
            .tick(
                UsageTick(
                    device: phone, app: maths, category: .learning, minute: 2, at: later, uptimeMs: 0, isPaid: false)),
            .appRan(device: ipad, at: later, uptimeMs: 140_000, battery: nil, inBackgroundTask: false),
        ]
        var log = SignalLog()
        for signal in signals { log.append(signal) }
        XCTAssertEqual(log.count, 12)
        XCTAssertEqual(log.signals, signals)
        XCTAssertEqual(SignalLog().signals, [])
    }

    /// A tick keeps its uptime as the clock's reading at boot, one a run of ticks shares: a
    /// restart or a clock set back and forth starts another, and each tick's uptime comes back.
    func testEachTickKeepsItsUptimeThroughRestartsAndClockChanges() {
        let start: Int64 = 1_772_431_200_000
        let readings: [(ms: Int64, uptimeMs: Int64)] = [
            (start, 60_000), (start + 60_000, 120_000), (start + 120_000, 60_000), (start - 3_600_000, 120_000),
            (start + 180_000, 180_000), (start + 240_000, 240_000),
        ]
        let signals = readings.enumerated().map { index, reading in
            UsageSignal.tick(
                UsageTick(
                    device: ipad, app: maths, category: .learning, minute: index + 1,
                    at: LocalTimestamp(instant: Instant(millisecondsSinceEpoch: reading.ms), utcOffsetSeconds: 0),
                    uptimeMs: reading.uptimeMs, isPaid: false
                ))
        }
        var log = SignalLog()
        for signal in signals { log.append(signal) }
        XCTAssertEqual(log.signals, signals)
    }

    func testReasonListsComeBackAsAppended() {
        let lists: [[ValidationReason]] = [
            [], [.duplicate], [.clockChanged, .oddHours], [], [.duplicate], [.mirroredOnOtherDevice, .appStalled],
        ]
        var kept = ReasonLists()
        for list in lists { kept.append(list) }
        XCTAssertEqual(kept.lists, lists)
    }
}
