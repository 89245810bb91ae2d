import FamilyApp
import Platform
import XCTest

@testable import Scenarios

/// The intent checker holds a refused acceptance to the truth: a parent told the invitation was
/// refused while the service has them in the family was told they are out while they are in.
final class RefusedAcceptanceCheckTests: XCTestCase {
    /// Sam invites Pat at 09:00; Pat never accepts through the app.
    static let text = """
        version: 1
        name: refused acceptance
        start: 2026-03-02 07:00 +01:00
        duration: 1d
        family:
          parents:
            - name: sam
              device: sam-phone
            - name: pat
              device: pat-phone
              joins: later
          children:
            - name: alex
              devices: [alex-ipad]
        sync: on
        apps:
          - id: duolingo
            category: learning
        timeline:
          - at: 09:00
            invite: pat
            by: sam

        """

    /// At 10:00 Pat's app is told "already used"; with `serviceAccepts`, the service has just
    /// carried out Pat's acceptance of every code (as when the answer to the first try is lost).
    func intentsCheck(serviceAccepts: Bool) throws -> ExpectationOutcome {
        let (scenario, diagnostics) = decode(Self.text)
        XCTAssertEqual(diagnostics.map(\.message), [])
        let pat = ParentID("pat")
        let outcome = ScenarioRunner.run(
            try XCTUnwrap(scenario), seed: 1, tracing: false,
            prepare: { state in
                state.world.runLater(afterMs: 3 * 3_600_000) {
                    let sync = state.sync!
                    if serviceAccepts {
                        for code in sync.codes[pat] ?? [] {
                            _ = state.world.cloudService!.acceptInvitation(
                                code, by: FamilyCloudLayout.account(of: pat),
                                at: state.world.now)
                        }
                    }
                    sync.noteMembership(pat, "accept", by: pat, refusal: "already used")
                }
            }, inspect: { _, _ in })
        return try XCTUnwrap(outcome.checks.first { $0.text == "checker intents" })
    }

    func testARefusalWhileTheServiceHasTheParentInIsLost() throws {
        let check = try intentsCheck(serviceAccepts: true)
        XCTAssertEqual(check.status, .failed)
        XCTAssertEqual(
            check.message,
            "first seen at 2026-03-02T12:00:00.000+01:00: lost: intent 1 (pat on pat-phone at "
                + "2026-03-02T10:00:00.000+01:00: accept pat): refused (already used), but the service has pat "
                + "in alex's family", "judged at the intent's moment plus the 2 h bound")
    }

    func testATrueRefusalPasses() throws {
        XCTAssertEqual(try intentsCheck(serviceAccepts: false).status, .passed)
    }
}
