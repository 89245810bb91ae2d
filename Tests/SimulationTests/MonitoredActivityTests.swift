import Platform
import XCTest

@testable import Simulation

/// Thresholds reached by one settlement arrive in threshold order, across the groups counting the app.
final class MonitoredActivityTests: XCTestCase {
    private let game = AppID("game")
    private let maths = AppID("maths")

    private func registration(
        _ name: String, _ apps: [AppID], minutes: Int
    ) -> DeviceActivityEventRegistration {
        DeviceActivityEventRegistration(
            name: EventName(name), event: DeviceActivityEvent(applications: apps, thresholdMinutes: minutes)
        )
    }

    func testThresholdsOfTwoGroupsAreMergedByThresholdWithTiesInGroupOrder() {
        var activity = MonitoredActivity(
            name: ActivityName("daily"), schedule: .wholeDay,
            events: [
                registration("both.2", [maths, game], minutes: 2),
                registration("game.1", [game], minutes: 1),
                registration("both.3", [game, maths], minutes: 3),
                registration("game.3", [game], minutes: 3),
                registration("game.4", [game], minutes: 4),
            ])
        activity.open(.init(startMs: 0, endMs: 86_400_000))
        var callbacks: [SystemCallback] = []
        activity.accrue(180_000, of: game, label: .engaged, into: &callbacks)

        // [game] sorts before [game, maths]: at 3 minutes its event comes first.
        XCTAssertEqual(callbacks.map(\.event), ["game.1", "both.2", "game.3", "both.3"].map { EventName($0) })
        XCTAssertEqual(activity.msUntilNextThreshold(of: game), 60_000)
    }

    func testASettlementAppendsAfterTheCallbacksAlreadyGathered() {
        var activity = MonitoredActivity(
            name: ActivityName("daily"), schedule: .wholeDay,
            events: [
                registration("game.1", [game], minutes: 1),
                registration("both.1", [game, maths], minutes: 1),
            ])
        activity.open(.init(startMs: 0, endMs: 86_400_000))
        var callbacks: [SystemCallback] = [.interval(.intervalStart, ActivityName("other"))]
        activity.accrue(30_000, of: maths, label: .engaged, into: &callbacks)
        activity.accrue(30_000, of: game, label: .engaged, into: &callbacks)

        XCTAssertEqual(callbacks.map(\.event), [nil, EventName("both.1")])
        XCTAssertEqual(activity.msUntilNextThreshold(of: game), 30_000)
    }
}

/// Where a group's events sit among the registrations: a range when consecutive.
final class EventPositionsTests: XCTestCase {
    func testConsecutivePositionsAreARangeAndOthersAList() {
        let consecutive = EventPositions([4, 5, 6])
        guard case .consecutive(4..<7) = consecutive else { return XCTFail("\(consecutive)") }
        XCTAssertEqual((0..<consecutive.count).map { consecutive[$0] }, [4, 5, 6])
        let listed = EventPositions([2, 0, 3])
        guard case .listed([2, 0, 3]) = listed else { return XCTFail("\(listed)") }
        XCTAssertEqual((0..<listed.count).map { listed[$0] }, [2, 0, 3])
        XCTAssertEqual(EventPositions([]).count, 0)
    }
}
