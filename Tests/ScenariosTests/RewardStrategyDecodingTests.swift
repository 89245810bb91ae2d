import Platform
import RewardEngine
import XCTest

@testable import Scenarios

/// `reward_strategy` and the real-world reward steps: what they decode to, and located errors.
final class RewardStrategyDecodingTests: XCTestCase {
    func testTheStrategySettingDecodes() throws {
        let scenario = try XCTUnwrap(decodeValid(ScenarioFixture.with("settings:\n  reward_strategy: time_bank\n")))
        XCTAssertEqual(scenario.settings.rewardStrategy, .timeBank)
    }

    func testAnUnknownStrategyIsRefusedAtItsValue() {
        assertOnlyDiagnostic(
            ScenarioFixture.with("settings:\n  reward_strategy: money\n"), line: 18, column: 20,
            message: "'money' is not a reward strategy", help: "time, real_world or time_bank")
    }

    func testARequestDecodesOnItsDevice() throws {
        let text = SetAppDecodingTests.timeline(
            "    request_reward: pizza night\n    points: 40\n    device: alex-ipad\n")
        let step = try XCTUnwrap(decodeValid(text)?.timeline.first)
        let expected = RequestRewardAction(reward: "pizza night", points: 40, device: DeviceID("alex-ipad"))
        XCTAssertEqual(step.kindValue, AnyHashable(expected))
        XCTAssertEqual(step.device, DeviceID("alex-ipad"))
        XCTAssertEqual(step.summary, "ask for pizza night at 40 points on alex-ipad")
    }

    func testARequestWithoutPointsIsRefusedAtTheStep() {
        assertOnlyDiagnostic(
            SetAppDecodingTests.timeline("    request_reward: cinema\n    device: alex-ipad\n"),
            line: 18, column: 5, message: "'request_reward' needs 'points', what the reward costs",
            help: "add points: 40")
    }

    func testADenialDecodesForTheOnlyChild() throws {
        let step = try XCTUnwrap(
            decodeValid(SetAppDecodingTests.timeline("    deny_reward: cinema\n    by: sam\n"))?.timeline.first)
        XCTAssertEqual(
            step.kindValue,
            AnyHashable(
                DenyRewardAction(
                    decision: RewardDecision(
                        reward: "cinema", child: ChildID("alex"), parent: ParentID("sam"), approve: false
                    ))))
        XCTAssertEqual(step.summary, "sam denies alex's cinema")
    }

    func testWithSyncTheStrategyCannotBeSetDuringTheRun() {
        let text = SetAppDecodingTests.timeline(
            "    set: reward_strategy\n    to: time_bank\n    by: sam\n", sync: true
        )
        .replacingOccurrences(of: "    - name: sam\n", with: "    - name: sam\n      device: sam-phone\n")
        assertOnlyDiagnostic(
            text, line: 21, column: 10, message: "'reward_strategy' is not carried by sync",
            help: "choose the strategy under settings: the family picks it when it sets the app up")
    }
}
