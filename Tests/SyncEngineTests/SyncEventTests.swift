import Platform
import SyncEngine
import XCTest

final class SyncEventTests: XCTestCase {
    let id = CloudRecordID(zone: TestDevice.zone, name: "limits")
    let at = Instant(millisecondsSinceEpoch: 1_767_225_600_000)

    func testADecisionIsBuiltOnlyWhenItsTextIsRead() {
        let builds = BuildCounter()
        let event = SyncEvent(
            kind: .send, recordIDs: [id], changeTags: [], decision: builds.text("2 saves"), at: at
        )
        XCTAssertEqual(builds.count, 0)

        XCTAssertEqual(event.decision, "2 saves")
        XCTAssertEqual(event.decision, "2 saves")
        XCTAssertEqual(builds.count, 2)
    }

    func testEventsAreEqualWhenTheirDecisionsReadTheSame() {
        let saved = SyncEvent(
            kind: .saved, recordIDs: [id], changeTags: [CloudChangeTag("t3")], decision: "saved", at: at
        )
        let same = SyncEvent(
            kind: .saved, recordIDs: [id], changeTags: [CloudChangeTag("t3")], decision: "sa" + "ved", at: at
        )
        let other = SyncEvent(
            kind: .saved, recordIDs: [id], changeTags: [CloudChangeTag("t3")], decision: "deleted", at: at
        )

        XCTAssertEqual(saved, same)
        XCTAssertEqual(Set([saved, same, other]).count, 2)
        XCTAssertNotEqual(saved, other)
        XCTAssertEqual(
            saved.description, "2026-01-01T00:00:00.000Z saved [limits in family@parent-sam] tags [t3]: saved"
        )
    }
}

/// Counts how often a decision's text is built; unchecked, as a test runs on one thread.
private final class BuildCounter: @unchecked Sendable {
    private(set) var count = 0

    func text(_ value: String) -> String {
        count += 1
        return value
    }
}
