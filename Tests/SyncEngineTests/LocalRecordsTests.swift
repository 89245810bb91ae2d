import Platform
import SyncEngine
import XCTest

/// The app's view of its records: the server copies with its own pending saves and deletes
/// laid over them, sorted by id or, where the order cannot matter, in any order.
final class LocalRecordsTests: XCTestCase {
    func testPendingSavesAndDeletesAreLaidOverTheServerCopies() {
        let server = FakeCloudServer.holdingTheTestZone()
        let phone = TestDevice(server: server)
        for name in ["b", "a", "d"] {
            phone.engine.save(TestDevice.record(name, ["n": .int(1)]))
        }
        phone.engine.syncNow()
        XCTAssertEqual(phone.engine.state.serverRecords.count, 3)

        phone.engine.save(TestDevice.record("c", ["n": .int(2)]))
        phone.engine.save(phone.edited("a", ["n": .int(5)]))
        phone.engine.delete(TestDevice.id("d"))
        phone.engine.save(TestDevice.record("e", type: "reward", ["n": .int(3)]))

        let settings = phone.engine.records(ofType: "settings", in: TestDevice.zone)
        XCTAssertEqual(settings.map(\.id.name), ["a", "b", "c"])
        XCTAssertEqual(settings.map { $0["n"] }, [.int(5), .int(1), .int(2)])
        let everything = phone.engine.recordsInAnyOrder { $0.zone == TestDevice.zone }
        XCTAssertEqual(everything.map(\.id.name).sorted(), ["a", "b", "c", "e"])
        XCTAssertEqual(phone.engine.recordsInAnyOrder { $0.name == "a" }.map { $0["n"] }, [.int(5)])
        XCTAssertEqual(phone.engine.recordsInAnyOrder { $0.zone != TestDevice.zone }, [])
    }

    /// A type's records in a zone come from the engine's index: sorted, a fetched record
    /// included, a deleted one let go, and ids picked before any record is read.
    func testATypeInAZoneIsReadFromTheIndexSortedWithFetchedAndWithoutDeletedRecords() {
        let server = FakeCloudServer.holdingTheTestZone()
        let phone = TestDevice(server: server)
        for name in ["c", "a", "b"] {
            phone.engine.save(TestDevice.record(name, ["n": .int(1)]))
        }
        phone.engine.save(TestDevice.record("r", type: "reward", ["n": .int(1)]))
        phone.engine.syncNow()
        phone.engine.delete(TestDevice.id("b"))
        phone.engine.syncNow()
        XCTAssertNil(phone.engine.state.serverRecords[TestDevice.id("b")])

        let other = TestDevice(server: server)
        other.engine.save(TestDevice.record("aa", ["n": .int(2)]))
        other.engine.syncNow()
        phone.engine.fetchNow()

        XCTAssertEqual(phone.engine.records(ofType: "settings", in: TestDevice.zone).map(\.id.name), ["a", "aa", "c"])
        XCTAssertEqual(
            phone.engine.records(ofType: "settings", in: TestDevice.zone) { $0.name != "a" }.map(\.id.name),
            ["aa", "c"])
        XCTAssertEqual(phone.engine.records(ofType: "reward", in: TestDevice.zone).map(\.id.name), ["r"])
        phone.relaunch()
        XCTAssertEqual(phone.engine.records(ofType: "settings", in: TestDevice.zone).map(\.id.name), ["a", "aa", "c"])
    }
}
