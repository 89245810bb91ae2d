/// A child's balance as a parent's phone tells it, kept record by record: the points of the
/// ledger entries in the child's usage zone, plus the adjustments of the family zone that no
/// entry or receipt books yet. The phone updates it whenever one of those records changes on
/// it, instead of summing the usage zone at each read: the child's devices upload entries all
/// day, so a sum kept until the zone next changed almost never held, and each read cost as
/// much as the child's whole history (30 % of a fortnight of the busy family).
struct ChildBalanceTally {
    private struct Entry {
        let points: Int
        /// The adjustment the entry books, if it books one.
        let books: String?
    }

    /// By record name.
    private var entries: [String: Entry] = [:]
    /// The adjustment each receipt answers, by record name.
    private var receipts: [String: String] = [:]
    /// Each adjustment's points, by record name.
    private var adjustments: [String: Int] = [:]
    /// How many entries and receipts book each adjustment.
    private var bookings: [String: Int] = [:]
    private var entryPoints = 0
    private var unbookedAdjustmentPoints = 0

    var balance: Int { entryPoints + unbookedAdjustmentPoints }

    /// Sets the ledger entry `name` (nil: the phone holds no such entry).
    mutating func setEntry(_ name: String, points: Int?, books adjustment: String?) {
        if let old = entries[name] {
            entryPoints -= old.points
            if let booked = old.books { noteBookings(of: booked, by: -1) }
        }
        entries[name] = points.map { Entry(points: $0, books: adjustment) }
        guard let points else { return }
        entryPoints += points
        if let adjustment { noteBookings(of: adjustment, by: 1) }
    }

    /// Sets the receipt `name`, which answers `adjustment` (nil: the phone holds no such receipt).
    mutating func setReceipt(_ name: String, answering adjustment: String?) {
        if let old = receipts[name] { noteBookings(of: old, by: -1) }
        receipts[name] = adjustment
        if let adjustment { noteBookings(of: adjustment, by: 1) }
    }

    /// Sets the adjustment `name` (nil: the phone holds no such adjustment).
    mutating func setAdjustment(_ name: String, points: Int?) {
        let isBooked = bookings[name] != nil
        if let old = adjustments[name], !isBooked { unbookedAdjustmentPoints -= old }
        adjustments[name] = points
        if let points, !isBooked { unbookedAdjustmentPoints += points }
    }

    private mutating func noteBookings(of adjustment: String, by change: Int) {
        let before = bookings[adjustment, default: 0]
        let after = before + change
        precondition(after >= 0, "a booking is withdrawn only after it was noted")
        bookings[adjustment] = after == 0 ? nil : after
        guard let points = adjustments[adjustment], (before == 0) != (after == 0) else { return }
        unbookedAdjustmentPoints += after == 0 ? points : -points
    }
}
