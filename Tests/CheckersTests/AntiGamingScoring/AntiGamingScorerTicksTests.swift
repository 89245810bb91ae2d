import AntiGaming
import Platform
import Simulation
import XCTest

@testable import Checkers

/// A child's ticks set beside the callbacks behind them: the n-th tick of a device is that
/// device's n-th delivered usage callback, whatever the other devices did in between.
final class AntiGamingScorerTicksTests: XCTestCase {
    let ipad = DeviceID("alex-ipad")
    let phone = DeviceID("alex-phone")

    func tick(_ device: DeviceID, _ category: UsageCategory, minute: Int) -> UsageSignal {
        let at = LocalTimestamp(instant: Instant(millisecondsSinceEpoch: Int64(minute) * 60_000), utcOffsetSeconds: 0)
        return .tick(
            UsageTick(
                device: device, app: AppID("duolingo"), category: category, minute: minute,
                at: at, uptimeMs: Int64(minute) * 60_000, isPaid: false))
    }

    func testEachDevicesTicksTakeItsOwnDeliveriesInOrder() {
        let signals: [UsageSignal] = [
            tick(ipad, .learning, minute: 1),
            .appRan(
                device: phone, at: LocalTimestamp(instant: Instant(millisecondsSinceEpoch: 0), utcOffsetSeconds: 0),
                uptimeMs: 0, battery: nil, inBackgroundTask: false),
            tick(phone, .reward, minute: 1),
            tick(ipad, .learning, minute: 2),
            tick(phone, .reward, minute: 2),
        ]
        let ticks = AntiGamingScorer.Ticks(
            signals,
            deliveries: [
                (ipad, [.real(.engaged), .artefact(.duplicateCallbacks)]),
                (phone, [.real(.idle), .real(.technique(.secondDevice)), .interval]),
            ])
        XCTAssertEqual(
            ticks.truths,
            [
                .real(.engaged), .real(.idle), .artefact(.duplicateCallbacks),
                .real(.technique(.secondDevice)),
            ])
        XCTAssertEqual(ticks.categories, [.learning, .reward, .learning, .reward])
    }

    func testSignalsWithoutTicksAlignToNothing() {
        let ticks = AntiGamingScorer.Ticks([], deliveries: [(ipad, [.real(.engaged)])])
        XCTAssertEqual(ticks.truths, [])
        XCTAssertEqual(ticks.categories, [])
    }
}
