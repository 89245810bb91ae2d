import Platform
import SimulatedCloud
import XCTest

/// A family on one server: Sam owns Alex's zone, Robin is the co-parent, Jo a grandparent.
/// Tests move `now` forward by hand; every call happens at `now`.
class CloudServiceTestCase: XCTestCase {
    let sam = CloudAccountID("parent-sam")
    let robin = CloudAccountID("parent-robin")
    let jo = CloudAccountID("grandparent-jo")
    let samPhone = DeviceID("sam-phone")
    let samPad = DeviceID("sam-pad")
    let robinPhone = DeviceID("robin-phone")
    let joPad = DeviceID("jo-pad")
    lazy var zone = CloudZoneID(name: "child-alex", owner: sam)
    var now = Instant(millisecondsSinceEpoch: 1_772_431_200_000)
    var service = CloudService()

    /// A fresh service with `settings` and Alex's zone created.
    func startService(_ settings: CloudServiceSettings = .init()) {
        service = CloudService(settings: settings)
        XCTAssertEqual(service.saveZone(zone, by: sam, at: now), .success(zone))
    }

    func recordID(_ name: String, in zone: CloudZoneID? = nil) -> CloudRecordID {
        CloudRecordID(zone: zone ?? self.zone, name: name)
    }

    func newRecord(_ name: String, points: Int64 = 0, in zone: CloudZoneID? = nil) -> CloudRecord {
        CloudRecord(id: recordID(name, in: zone), type: "LedgerEntry", fields: ["points": .int(points)])
    }

    /// `record` as a client would send it after editing its points.
    func edited(_ record: CloudRecord, points: Int64) -> CloudRecord {
        var copy = record
        copy["points"] = .int(points)
        return copy
    }

    func modify(
        saving: [CloudRecord] = [], deleting: [CloudRecordID] = [], atomically: Bool = false,
        by account: CloudAccountID? = nil, device: DeviceID? = nil
    ) -> CloudWriteOutcome {
        service.modify(
            saving: saving, deleting: deleting, atomically: atomically,
            by: account ?? sam, device: device ?? samPhone, at: now)
    }

    /// Saves records that must succeed and returns the server's copies.
    @discardableResult
    func save(
        _ records: [CloudRecord], by account: CloudAccountID? = nil, device: DeviceID? = nil,
        file: StaticString = #filePath, line: UInt = #line
    ) throws -> [CloudRecord] {
        let result = try modify(saving: records, by: account, device: device).result.get()
        XCTAssertEqual(result.failedSaves, [], file: file, line: line)
        return result.saved
    }

    func fetch(since token: CloudChangeToken?, by account: CloudAccountID? = nil, device: DeviceID? = nil)
        -> Result<CloudZoneChanges, CloudError>
    {
        service.fetchChanges(zone, since: token, by: account ?? sam, device: device ?? samPhone, at: now)
    }

    func names(_ records: [CloudRecord]) -> [String] { records.map(\.id.name) }

    func names(_ ids: [CloudRecordID]) -> [String] { ids.map(\.name) }

    func errorCodes(_ failures: [CloudItemFailure]) -> [CloudErrorCode] { failures.map(\.error.code) }

    /// Makes `account` a participant with `permission`, through an invitation.
    func join(_ account: CloudAccountID, as permission: CloudSharePermission) throws {
        let code = try service.createInvitation(to: zone, permission: permission, by: sam, at: now).get()
        XCTAssertEqual(service.acceptInvitation(code, by: account, at: now), .success(zone))
    }
}
