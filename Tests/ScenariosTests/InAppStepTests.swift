import Platform
import XCTest

@testable import Scenarios

/// A child who waits for the app on a device does nothing else there meanwhile: the child's
/// steps on that device wait and are done afterwards in order, while other devices' steps and
/// the service's faults go on.
final class InAppStepTests: XCTestCase {
    func step(_ kind: any TimelineActionType, at state: RunState) -> TimelineAction {
        TimelineAction(time: state.scenario.start.instant, kind: kind, label: nil, location: nil, summary: "step")
    }

    func testAChildsStepWaitsWhileTheChildWaitsForTheAppAndRunsWhenReleased() throws {
        let scenario = try XCTUnwrap(decodeValid(ScenarioFixture.with("")))
        let state = RunState(scenario: scenario, seed: 1)
        let ipad = DeviceID("alex-ipad")
        state.waitingSteps.hold(ipad)
        let unlock = step(UnlockAction(device: ipad, durationMs: nil, lockAfter: true), at: state)
        ActionPerformer.perform(unlock, in: state)
        XCTAssertTrue(state.device(ipad).isLocked, "the unlock waits")
        let waiting = state.waitingSteps.release(ipad)
        XCTAssertEqual(waiting.count, 1)
        XCTAssertFalse(state.waitingSteps.isHolding(ipad))
        for step in waiting { ActionPerformer.perform(step, in: state) }
        XCTAssertFalse(state.device(ipad).isLocked, "done once released")
    }

    func testWaitingStepsComeBackInTheOrderTheyWereDue() {
        let waiting = WaitingSteps()
        let ipad = DeviceID("alex-ipad")
        let scenarioStart = Instant(millisecondsSinceEpoch: 0)
        let steps = ["first", "second", "third"].map { summary in
            TimelineAction(
                time: scenarioStart, kind: LockAction(device: ipad), label: nil, location: nil,
                summary: summary)
        }
        waiting.hold(ipad)
        for step in steps { waiting.append(step, on: ipad) }
        XCTAssertEqual(waiting.release(ipad).map(\.summary), ["first", "second", "third"])
        XCTAssertEqual(waiting.release(ipad).count, 0)
    }

    func testAStepOfAParentsPhoneOrTheServiceIsNotTheChilds() {
        XCTAssertTrue(RedeemAction(points: 5, app: AppID("minecraft"), device: DeviceID("alex-ipad")).isChildsStep)
        XCTAssertTrue(ForceQuitAction(device: DeviceID("alex-ipad"), isParentPhone: false).isChildsStep)
        XCTAssertFalse(ForceQuitAction(device: DeviceID("sam-phone"), isParentPhone: true).isChildsStep)
        XCTAssertFalse(HealAction(device: DeviceID("alex-ipad")).isChildsStep)
    }
}
