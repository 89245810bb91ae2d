import Platform
import SimulatedCloud
import XCTest

@testable import Checkers

/// The ledger checker's view of a child's usage zone, kept from what changed since it last
/// looked: it must hold exactly what reading the whole zone afresh holds, through saves,
/// re-saves, deletions and a history the service no longer has.
final class UsageZoneEntriesTests: XCTestCase {
    let child = ChildID("alex")
    let owner = CloudAccountID("child-alex")
    lazy var zone = CloudZoneID(name: "usage-alex", owner: owner)
    let ipad = DeviceID("ipad")
    let mini = DeviceID("mini")
    var now = Instant(millisecondsSinceEpoch: 1_772_431_200_000)
    let service = CloudService()

    override func setUp() {
        XCTAssertEqual(service.saveZone(zone, by: owner, at: now), .success(zone))
    }

    func record(_ name: String, fields: [String: CloudValue] = [:]) -> CloudRecord {
        CloudRecord(id: CloudRecordID(zone: zone, name: name), type: "LedgerEntry", fields: fields)
    }

    func save(_ records: [CloudRecord]) {
        now = now + 1_000
        let outcome = service.modify(saving: records, deleting: [], atomically: false, by: owner, device: ipad, at: now)
        XCTAssertEqual(try outcome.result.get().failedSaves, [])
    }

    func delete(_ names: [String]) {
        now = now + 1_000
        _ = service.modify(
            saving: [], deleting: names.map { CloudRecordID(zone: zone, name: $0) }, atomically: false,
            by: owner, device: ipad, at: now)
    }

    /// What a view read afresh from the service holds, to compare the kept one with.
    func afresh() -> UsageZoneEntries {
        let entries = UsageZoneEntries(zone: zone, child: child)
        entries.update(from: service)
        return entries
    }

    func summary(_ entries: UsageZoneEntries) -> String {
        let sequences = [ipad, mini, DeviceID("old-phone")].map { "\($0): \(entries.sequences(of: $0).sorted())" }
        let twice = entries.adjustmentsBookedTwice.map { "\($0.source) by \($0.bookings.map(\.device.rawValue))" }
        let reversed = ["adj-1", "adj-2"].flatMap { source in
            [ipad, mini].filter { entries.reverses($0, source) }.map { "\($0) reverses \(source)" }
        }
        return (sequences + twice + reversed).joined(separator: "; ")
    }

    func testOnlyTheNamesTheAppWritesAreTheChildsEntries() {
        save(
            [
                "entry.alex.ipad.1", "entry.alex.ipad.12", "entry.alex.ipad.007", "entry.alex.ipad.0",
                "entry.alex.ipad.3x",
                "entry.alex.ipad.", "entry.alex.ipad.-4", "entry.alex.ipad.+5", "entry.alex.1", "entry.bo.ipad.2",
                "entry.alexa.ipad.6", "receipt.cmd-7", "entry.alex.old-phone.99", "entry.alex..5",
            ].map { record($0) })
        XCTAssertEqual(summary(afresh()), "ipad: [1, 12]; mini: []; old-phone: [99]")
    }

    func testAnAdjustmentBookedOnTwoDevicesIsFoundUntilOneBookingGoes() {
        let kept = UsageZoneEntries(zone: zone, child: child)
        save([
            record("entry.alex.mini.1", fields: ["source": .text("adj-1")]),
            record("entry.alex.ipad.1", fields: ["source": .text("adj-1")]),
            record("entry.alex.ipad.2", fields: ["source": .text("adj-2")]),
        ])
        kept.update(from: service)
        XCTAssertEqual(summary(kept), "ipad: [1, 2]; mini: [1]; old-phone: []; adj-1 by [\"ipad\", \"mini\"]")
        save([record("entry.alex.mini.2", fields: ["reverses": .text("adj-1")])])
        kept.update(from: service)
        XCTAssertEqual(
            summary(kept),
            "ipad: [1, 2]; mini: [1, 2]; old-phone: []; adj-1 by [\"ipad\", \"mini\"]; "
                + "mini reverses adj-1")
        delete(["entry.alex.mini.2", "entry.alex.ipad.1"])
        kept.update(from: service)
        XCTAssertEqual(summary(kept), "ipad: [2]; mini: [1]; old-phone: []")
        XCTAssertEqual(summary(kept), summary(afresh()))
    }

    func testARecordSavedAgainCarriesItsLatestFields() {
        let kept = UsageZoneEntries(zone: zone, child: child)
        save([
            record("entry.alex.ipad.1", fields: ["source": .text("adj-1")]),
            record("entry.alex.mini.1", fields: ["source": .text("adj-2")]),
        ])
        kept.update(from: service)
        XCTAssertEqual(kept.adjustmentsBookedTwice.count, 0)
        let resaved = service.record(CloudRecordID(zone: zone, name: "entry.alex.mini.1"))!
        var changed = resaved
        changed["source"] = .text("adj-1")
        save([changed])
        kept.update(from: service)
        XCTAssertEqual(summary(kept), "ipad: [1]; mini: [1]; old-phone: []; adj-1 by [\"ipad\", \"mini\"]")
        XCTAssertEqual(summary(kept), summary(afresh()))
    }

    func testAViewWhoseHistoryTheServiceNoLongerHasReadsTheZoneAfresh() {
        let kept = UsageZoneEntries(zone: zone, child: child)
        save([record("entry.alex.ipad.1"), record("entry.alex.ipad.2")])
        kept.update(from: service)
        delete(["entry.alex.ipad.1"])
        service.expireChangeTokens(in: zone, at: now)
        save([record("entry.alex.mini.1")])
        kept.update(from: service)
        XCTAssertEqual(summary(kept), "ipad: [2]; mini: [1]; old-phone: []")
    }
}
