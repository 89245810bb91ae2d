import XCTest
import YAMLSubset

@testable import Exploration

final class ExploreFileDecoderTests: XCTestCase {
    private func decode(_ text: String) -> (ExploreFile?, [Diagnostic]) {
        ExploreFileDecoder.decode(SourceFile(path: "sync.explore", text: text))
    }

    func testAFileSetsTheRangesFaultsAndSometimes() throws {
        let (file, diagnostics) = decode(
            """
            version: 1
            bases: [Scenarios/sync]
            duration_hours: 12..20
            steps: 4
            fault_kinds: 1..2
            faults: [partition, loss, lost_answers]
            sometimes:
              - conflict(field_merge)
              - error(zoneBusy)

            """)
        XCTAssertEqual(diagnostics, [])
        let space = try XCTUnwrap(file).space
        XCTAssertEqual(file?.bases, ["Scenarios/sync"])
        XCTAssertEqual(space.durationHours, CountRange(12, 20))
        XCTAssertEqual(space.steps, CountRange(4, 4))
        XCTAssertEqual(space.faults, [.loss, .lostAnswers, .partition], "sorted by name")
        XCTAssertEqual(space.sometimes, ["conflict(field_merge)", "error(zoneBusy)"])
    }

    func testAMisspeltKeyIsNamedWithTheNearestOne() {
        let (_, diagnostics) = decode("version: 1\nbases: [x]\nfault_kind: 2\n")
        XCTAssertEqual(
            diagnostics.map { "\($0.location.line):\($0.location.column) \($0.message) | \($0.help ?? "")" },
            ["3:1 unknown key 'fault_kind' in an explore file | did you mean 'fault_kinds'?"])
    }

    func testABadRangeAnUnknownFaultAndABadPropertyAreLocated() {
        let (_, diagnostics) = decode(
            "version: 1\nbases: [x]\nsteps: 5..2\nfaults: [partition, los]\nsometimes: [conflict]\n")
        XCTAssertEqual(
            diagnostics.map { "\($0.location.line):\($0.location.column) \($0.message)" },
            [
                "3:8 '5..2' is not a range of whole numbers from 0",
                "4:21 unknown fault kind 'los'",
                "5:13 'conflict' is not a property a run can reach",
            ])
        XCTAssertEqual(diagnostics[1].help, "did you mean 'loss'?")
    }

    func testARunOfLessThanFourHoursIsRefused() {
        let (_, diagnostics) = decode("version: 1\nbases: [x]\nduration_hours: 3..8\n")
        XCTAssertEqual(
            diagnostics.map { "\($0.location.line):\($0.location.column) \($0.message)" },
            ["3:17 '3..8' is not a range of whole numbers from 4"])
    }

    func testMoreFaultKindsPerRunThanListedIsRefused() {
        let (_, diagnostics) = decode("version: 1\nbases: [x]\nfault_kinds: 3\nfaults: [loss]\n")
        XCTAssertEqual(diagnostics.map(\.message), ["fault_kinds asks for up to 3 kinds, but only 1 are listed"])
        XCTAssertEqual(diagnostics.first?.location.line, 3)
    }

    func testAPropertyIsCheckedAgainstWhatRunsCanReachAndTheFaultsListed() {
        let (_, diagnostics) = decode(
            """
            version: 1
            bases: [x]
            sometimes: [fault(loss), error(zoneBusyy), fault(partition)]
            faults: [partition]

            """)
        XCTAssertEqual(
            diagnostics.map { "\($0.location.line):\($0.location.column) \($0.message) | \($0.help ?? "")" },
            [
                "3:13 unknown property 'fault(loss)' | fault properties: fault(partition)",
                "3:26 unknown property 'error(zoneBusyy)' | did you mean 'error(zoneBusy)'?",
            ])
    }
}
