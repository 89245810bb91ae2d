import FamilyApp
import Platform
import SyncEngine

/// A design of points adjustments the app does not ship, kept to show the update it loses: one
/// balance record per child, which each phone reads, changes and writes back, merged by last
/// edit — of two concurrent adjustments, one is lost.
struct SharedCounterAdjustments: PointsAdjustmentDesign {
    static let recordType = "PointsCounter"

    var mergePolicies: [String: MergePolicy] { [Self.recordType: .lastWriterWinsByEditTime(field: "editedAt")] }

    /// Reads the balance the phone has, adds, writes it back.
    func adjustPoints(
        of child: ChildID, by points: Int, reason: String, at now: Instant, on phone: ParentDeviceApp
    ) -> String {
        let id = Self.recordID(of: child, on: phone)
        var counter = phone.engine?.record(id) ?? CloudRecord(id: id, type: Self.recordType)
        counter["points"] = .int((counter["points"]?.intValue ?? 0) + Int64(points))
        counter["editedAt"] = .int(now.millisecondsSinceEpoch)
        counter["editedBy"] = .text(phone.parent.rawValue)
        phone.engine?.save(counter)
        phone.engine?.syncNow()
        return counter.id.name
    }

    func balance(of child: ChildID, on phone: ParentDeviceApp) -> Int {
        Int(phone.engine?.record(Self.recordID(of: child, on: phone))?["points"]?.intValue ?? 0)
    }

    static func recordID(of child: ChildID, on phone: ParentDeviceApp) -> CloudRecordID {
        CloudRecordID(zone: phone.layout.familyZone(of: child), name: "points-counter")
    }
}
