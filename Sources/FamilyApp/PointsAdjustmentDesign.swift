import Platform
import SyncEngine

/// How a parent's phone sends an adjustment of a child's points, and reads the child's balance
/// back. The app ships ``LedgerEntryAdjustments``; another design can stand in its place, to be
/// compared with it.
public protocol PointsAdjustmentDesign {
    /// How a conflict on each record type the design writes is settled, beyond the app's own.
    var mergePolicies: [String: MergePolicy] { get }
    /// Sends `points` (not zero) for `child` from `phone`, at the service's time `now`; the name
    /// of the record written.
    func adjustPoints(of child: ChildID, by points: Int, reason: String, at now: Instant, on phone: ParentDeviceApp)
        -> String
    /// The child's balance as `phone` can tell it.
    func balance(of child: ChildID, on phone: ParentDeviceApp) -> Int
}

/// Each adjustment is its own record, named by the phone that made it, which the child's device
/// books once, however often it is fetched: concurrent adjustments add up, and a repeated
/// upload is one record.
public struct LedgerEntryAdjustments: PointsAdjustmentDesign {
    public init() {}

    public var mergePolicies: [String: MergePolicy] { [:] }

    public func adjustPoints(
        of child: ChildID, by points: Int, reason: String, at now: Instant, on phone: ParentDeviceApp
    ) -> String {
        guard let engine = phone.engine else { preconditionFailure("the app runs before the parent acts in it") }
        let parent = phone.parent
        let adjustment = CloudRecord(
            id: CloudRecordID(zone: phone.layout.familyZone(of: child), name: phone.nextRecordName("adj").name),
            type: FamilyRecordType.adjustment,
            fields: [
                "points": .int(Int64(points)), "reason": .text(reason),
                "editedAt": .int(now.millisecondsSinceEpoch), "editedBy": .text(parent.rawValue),
            ]
        )
        engine.save(adjustment)
        phone.noteBalanceRecordChanged(adjustment.id)
        phone.noteActivity("\(parent) adjusted \(child)'s points by \(points): \(reason)", at: now)
        engine.syncNow()
        return adjustment.id.name
    }

    /// The ledger entries the child's device uploaded, plus the adjustments it has not booked
    /// yet (an adjustment that moved nothing is booked by a receipt instead of an entry).
    public func balance(of child: ChildID, on phone: ParentDeviceApp) -> Int {
        // Without an engine the phone reads no records.
        guard phone.engine != nil else { return 0 }
        let balance = phone.balanceTallies[child]?.balance ?? 0
        assert(balance == phone.balanceSummed(of: child), "the tally follows every change of the child's records")
        return balance
    }
}
