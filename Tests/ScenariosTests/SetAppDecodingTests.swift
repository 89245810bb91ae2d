import Platform
import XCTest

@testable import Scenarios

/// `set_app`: what it decodes to, and the located error for each mistake.
final class SetAppDecodingTests: XCTestCase {
    static func timeline(_ step: String, sync: Bool = false) -> String {
        ScenarioFixture.with((sync ? "sync: on\n" : "") + "timeline:\n  - at: 12:00\n" + step)
    }

    func testARateAndACategoryDecodeForEveryChild() throws {
        let scenario = try XCTUnwrap(
            decodeValid(Self.timeline("    set_app: duolingo\n    points_per_hour: default\n    by: sam\n")))
        XCTAssertEqual(
            scenario.timeline.first?.kindValue,
            AnyHashable(
                SetAppAction(
                    app: AppID("duolingo"), change: AppChange(sort: nil, rate: .settingsDefault),
                    children: [ChildID("alex")],
                    parent: ParentID("sam")
                )))
        XCTAssertEqual(scenario.timeline.first?.summary, "sam sets duolingo's points_per_hour default")
    }

    func testARewardAppWithARateIsRefusedAtTheRate() {
        assertOnlyDiagnostic(
            Self.timeline("    set_app: duolingo\n    category: reward\n    points_per_hour: 20\n    by: sam\n"),
            line: 21, column: 22, message: "a reward app does not earn points",
            help: "remove points_per_hour, or make the app a learning app")
    }

    func testAChangeOfNothingIsRefused() {
        assertOnlyDiagnostic(
            Self.timeline("    set_app: duolingo\n    by: sam\n"), line: 18, column: 5,
            message: "'set_app' needs 'category' or 'points_per_hour'",
            help: "add category: learning|reward, or points_per_hour: 120")
    }

    func testWithSyncTheStepDecodesLikeWithout() throws {
        let text = Self.timeline("    set_app: duolingo\n    category: reward\n    by: sam\n", sync: true)
            .replacingOccurrences(of: "    - name: sam\n", with: "    - name: sam\n      device: sam-phone\n")
        let scenario = try XCTUnwrap(decodeValid(text))
        XCTAssertEqual(
            scenario.timeline.first?.kindValue,
            AnyHashable(
                SetAppAction(
                    app: AppID("duolingo"), change: AppChange(sort: .reward, rate: nil), children: [ChildID("alex")],
                    parent: ParentID("sam")
                )))
    }
}
