import Platform
import XCTest

@testable import Scenarios

/// `replace_phone`: what it decodes to, and the located error for each mistake.
final class ReplacePhoneDecodingTests: XCTestCase {
    static func timeline(_ step: String) -> String {
        ScenarioDecoderSyncTests.family + "sync: on\ntimeline:\n  - at: 12:00\n" + step
    }

    func testAReplacementNamesTheParentAndTheNewPhone() throws {
        let scenario = try XCTUnwrap(
            decodeValid(Self.timeline("    replace_phone: sam\n    new_device: sam-new-phone\n")))
        XCTAssertEqual(
            scenario.timeline.first?.kindValue,
            AnyHashable(ReplacePhoneAction(parent: ParentID("sam"), newDevice: DeviceID("sam-new-phone"), version: nil))
        )
        XCTAssertEqual(scenario.timeline.first?.summary, "sam's phone is replaced by sam-new-phone")
    }

    func testTheNewPhoneNeedsANameNobodyHas() {
        assertOnlyDiagnostic(
            Self.timeline("    replace_phone: sam\n    new_device: jo-phone\n"), line: 23, column: 17,
            message: "the name 'jo-phone' is taken",
            help: "the new phone needs a name no parent, child or device has")
    }

    func testTheNewPhoneIsRequired() {
        assertOnlyDiagnostic(
            Self.timeline("    replace_phone: sam\n"), line: 21, column: 5,
            message: "'replace_phone' needs 'new_device', the new phone's name",
            help: "add e.g. new_device: sam-new-phone")
    }

    func testOnlyAParentWithAPhoneHasOneToReplace() {
        assertOnlyDiagnostic(
            Self.timeline("    replace_phone: alex\n    new_device: new-phone\n"), line: 22, column: 20,
            message: "unknown parent 'alex'", help: "known parents: sam, jo")
    }
}
