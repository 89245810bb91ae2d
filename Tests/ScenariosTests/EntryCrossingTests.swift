import Platform
import XCTest

@testable import Scenarios

/// How an entry's crossing keeps its first moments and turns them into latencies.
final class EntryCrossingTests: XCTestCase {
    let samPhone = DeviceID("sam-phone")
    let robinPhone = DeviceID("robin-phone")

    func testEachPhoneKeepsItsFirstReceiptAndTheRecordingItsFirstMoment() {
        var crossing = EntryCrossing()
        crossing.noteRecorded(atMs: 1_000)
        crossing.noteReceived(on: samPhone, atMs: 4_000)
        crossing.noteReceived(on: robinPhone, atMs: 2_500)
        crossing.noteReceived(on: samPhone, atMs: 9_000)
        crossing.noteRecorded(atMs: 3_000)
        XCTAssertEqual(crossing.recordedAtMs, 1_000)
        XCTAssertEqual(crossing.receipts.map(\.device), [samPhone, robinPhone])
        XCTAssertEqual(crossing.latenciesMs(on: nil), [3_000, 1_500])
        XCTAssertEqual(crossing.latenciesMs(on: robinPhone), [1_500])
        XCTAssertEqual(crossing.latenciesMs(on: DeviceID("alex-ipad")), [])
    }

    func testAnEntryReceivedBeforeItsRecordingIsReportedHasNoLatencyUntilThen() {
        var crossing = EntryCrossing()
        crossing.noteReceived(on: samPhone, atMs: 6_000)
        XCTAssertNil(crossing.recordedAtMs)
        XCTAssertEqual(crossing.latenciesMs(on: nil), [])
        crossing.noteRecorded(atMs: 5_200)
        XCTAssertEqual(crossing.latenciesMs(on: samPhone), [800])
    }
}
