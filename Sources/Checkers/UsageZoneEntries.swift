import FamilyApp
import Platform
import RewardEngine
import SimulatedCloud

/// A child's ledger entries as the service holds them in the child's usage zone, kept up to
/// date from the zone's history: each judgement reads only the records written or deleted since
/// the last, so a record's name is read once per version instead of once per judgement, and
/// the adjustments booked more than once are known without walking every booking.
final class UsageZoneEntries {
    /// One of the child's entries the zone holds now, and what it books or reverses.
    private struct Held {
        let origin: EntryOrigin
        let record: CloudRecord
        let source: String?
        let reverses: String?
    }

    private let zone: CloudZoneID
    private let child: ChildID
    private var position: ZoneHistoryPosition?
    private var held: [CloudRecordID: Held] = [:]
    /// Per device, the sequences of its entries the zone holds.
    private var sequences: [DeviceID: Set<Int>] = [:]
    /// Adjustment → the entries booking it.
    private var bookings: [String: Set<CloudRecordID>] = [:]
    /// The adjustments booked by more than one entry.
    private var bookedTwice: Set<String> = []
    /// `"<adjustment> <device>"` → how many entries of that device reverse that adjustment.
    private var reversals: [String: Int] = [:]

    init(zone: CloudZoneID, child: ChildID) {
        self.zone = zone
        self.child = child
    }

    /// Catches up with the service: the records changed since the last call, or every record
    /// when the service no longer has that stretch of the zone's history.
    func update(from service: CloudService) {
        let (changed, now) = service.recordIDsChanged(in: zone, since: position)
        position = now
        guard let changed else {
            held = [:]
            sequences = [:]
            bookings = [:]
            bookedTwice = []
            reversals = [:]
            for record in service.recordsInAnyOrder(in: zone) { add(record) }
            return
        }
        for id in changed {
            remove(id)
            if let record = service.record(id) { add(record) }
        }
    }

    /// The sequences of `device`'s entries the zone holds.
    func sequences(of device: DeviceID) -> Set<Int> {
        sequences[device] ?? []
    }

    /// Each adjustment booked by more than one entry, sorted, with its bookings by device (ties
    /// by record name).
    var adjustmentsBookedTwice: [(source: String, bookings: [(device: DeviceID, record: CloudRecord)])] {
        bookedTwice.sorted().map { source in
            let booked = bookings[source, default: []].map { held[$0]! }
                .sorted { ($0.origin.device, $0.record.id) < ($1.origin.device, $1.record.id) }
            return (source, booked.map { ($0.origin.device, $0.record) })
        }
    }

    /// Whether an entry of `device` reverses adjustment `source`.
    func reverses(_ device: DeviceID, _ source: String) -> Bool {
        reversals["\(source) \(device)", default: 0] > 0
    }

    private func add(_ record: CloudRecord) {
        guard let origin = EntryOrigin(recordName: record.id.name, of: child) else { return }
        let entry = Held(
            origin: origin, record: record, source: record["source"]?.textValue,
            reverses: record["reverses"]?.textValue)
        held[record.id] = entry
        sequences[origin.device, default: []].insert(origin.sequence)
        if let source = entry.source {
            bookings[source, default: []].insert(record.id)
            if bookings[source]!.count > 1 { bookedTwice.insert(source) }
        }
        if let source = entry.reverses { reversals["\(source) \(origin.device)", default: 0] += 1 }
    }

    private func remove(_ id: CloudRecordID) {
        guard let entry = held.removeValue(forKey: id) else { return }
        sequences[entry.origin.device]?.remove(entry.origin.sequence)
        if let source = entry.source {
            bookings[source]?.remove(id)
            if bookings[source, default: []].count < 2 { bookedTwice.remove(source) }
        }
        if let source = entry.reverses { reversals["\(source) \(entry.origin.device)", default: 0] -= 1 }
    }
}
