import FamilyApp
import XCTest

@testable import Scenarios

/// The `app_store` key and the subscription steps: what they decode to, and where a mistake is
/// reported.
final class ScenarioDecoderSubscriptionTests: XCTestCase {
    static let storeFamily = ScenarioDecoderSyncTests.family + "sync:\n  app_store: on\ntimeline:\n"

    func testTheStepsDecodeToThePurchaseTheCancellationAndTheRestore() throws {
        let text =
            Self.storeFamily + """
                  - at: 09:00
                    subscribe: family
                  - at: 10:00
                    cancel_renewal: sam
                  - at: 11:00
                    restore_purchases: sam

                """
        let scenario = try XCTUnwrap(decodeValid(text))
        XCTAssertEqual(scenario.sync?.appStore, .on)
        XCTAssertEqual(
            scenario.timeline.map(\.kindValue),
            [
                AnyHashable(SubscribeAction(tier: .family)), AnyHashable(CancelRenewalAction()),
                AnyHashable(RestorePurchasesAction()),
            ])
    }

    func testTheAppStoreIsOffByDefault() throws {
        let scenario = try XCTUnwrap(decodeValid(ScenarioDecoderSyncTests.family + "sync: on\n"))
        XCTAssertEqual(scenario.sync?.appStore, .off)
    }

    func testASubscriptionStepNeedsTheAppStore() {
        assertOnlyDiagnostic(
            ScenarioDecoderSyncTests.family + "sync: on\ntimeline:\n  - at: 09:00\n    subscribe: family\n",
            line: 21, column: 5, message: "'subscribe' needs the App Store: add app_store: on to the 'sync' block",
            help: "write app_store: on under sync:")
    }

    func testAnUnknownTierSuggestsTheNearest() {
        assertOnlyDiagnostic(
            Self.storeFamily + "  - at: 09:00\n    subscribe: famly\n", line: 23, column: 16,
            message: "unknown tier 'famly'", help: "did you mean 'family'?")
    }

    func testOnlyTheOrganizerCancels() {
        assertOnlyDiagnostic(
            Self.storeFamily + "  - at: 09:00\n    cancel_renewal: jo\n", line: 23, column: 21,
            message: "'cancel_renewal' is the organizer's: only sam's Apple ID pays for the family",
            help: "write cancel_renewal: sam")
    }
}
