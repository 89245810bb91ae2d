import Platform

/// Where the family's data lives in CloudKit. Every person signs in with their own account, so
/// data crosses accounts only through shared zones, and the zone's share decides who may write:
///
/// - `family-<child>`, owned by the organising parent: settings, commands and points
///   adjustments. The co-parent writes to it; a viewer and the child only read it.
/// - `usage-<child>`, owned by the child: the child's ledger entries and command receipts.
///   The parents only read it, so no parent can forge an earned minute.
/// - `coordination`, owned by the organising parent: what each parent changed, for the
///   activity log.
public struct FamilyCloudLayout: Hashable, Sendable {
    public let organizer: ParentID

    public init(organizer: ParentID) {
        self.organizer = organizer
    }

    public static func account(of parent: ParentID) -> CloudAccountID { CloudAccountID("parent-\(parent)") }
    public static func account(of child: ChildID) -> CloudAccountID { CloudAccountID("child-\(child)") }

    public func familyZone(of child: ChildID) -> CloudZoneID {
        CloudZoneID(name: "family-\(child)", owner: Self.account(of: organizer))
    }

    public func usageZone(of child: ChildID) -> CloudZoneID {
        CloudZoneID(name: "usage-\(child)", owner: Self.account(of: child))
    }

    public var coordinationZone: CloudZoneID {
        CloudZoneID(name: "coordination", owner: Self.account(of: organizer))
    }
}
