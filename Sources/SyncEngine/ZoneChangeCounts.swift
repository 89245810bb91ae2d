import Platform

/// How many times a record of each zone entered, changed in or left the state. A reader that
/// works something out from a zone's records keeps the count it read beside its answer, and
/// works it out again only when the count has moved: a parent's balance, asked twice per
/// adjustment, summed every ledger entry of the child each time.
///
/// The counts only grow, since the state is never replaced by an older one. Like the record
/// index they say nothing about the records themselves, so they take no part in the state's
/// equality.
public struct ZoneChangeCounts: Hashable, Sendable {
    /// Looked up, never iterated.
    private var counts: [CloudZoneID: Int] = [:]

    public init() {}

    public subscript(zone: CloudZoneID) -> Int { counts[zone, default: 0] }

    mutating func note(_ zone: CloudZoneID) {
        counts[zone, default: 0] += 1
    }

    public static func == (lhs: ZoneChangeCounts, rhs: ZoneChangeCounts) -> Bool { true }

    public func hash(into hasher: inout Hasher) {}
}
