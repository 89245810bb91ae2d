import Platform

/// What a parent's phone sums from a child's usage zone for the balance — the points of the
/// ledger entries it holds, and the adjustments they or a receipt booked — beside the zone's
/// change count when it was summed: while the count stands, the sums do.
struct UsageZonePoints {
    let zoneChanges: Int
    let entryPoints: Int
    let booked: Set<String>
}
