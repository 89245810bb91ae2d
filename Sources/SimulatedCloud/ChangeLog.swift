import Platform

/// One zone's append-only history of writes. Sequence numbers only grow, so a client's position
/// in the history is a single number it carries in its token; the server keeps no cursor per
/// device and one device reading the history takes nothing away from another.
///
/// Compaction drops the oldest entries and raises the horizon: a position below it can no longer
/// be answered (`changeTokenExpired`). Expiring every token also starts a new generation, so even
/// a position at the head is refused and every device has to list the zone afresh.
struct ChangeLog {
    struct Entry {
        let sequence: Int
        let recordID: CloudRecordID
        let writtenAt: Instant
    }

    private var entries: [Entry] = []
    private(set) var headSequence = 0
    /// The last sequence number compacted away; positions below it are expired.
    private(set) var horizonSequence = 0
    private(set) var generation = 0

    mutating func append(_ recordID: CloudRecordID, at now: Instant) -> Int {
        precondition(entries.last.map { $0.writtenAt <= now } ?? true, "history is written in time order")
        headSequence += 1
        entries.append(Entry(sequence: headSequence, recordID: recordID, writtenAt: now))
        return headSequence
    }

    /// Drops the entries written before `cutoff`.
    mutating func compact(writtenBefore cutoff: Instant) {
        let keptFrom = entries.firstIndex { $0.writtenAt >= cutoff } ?? entries.endIndex
        guard keptFrom > 0 else { return }
        horizonSequence = entries[keptFrom - 1].sequence
        entries.removeFirst(keptFrom)
    }

    /// Drops the whole history and invalidates every position handed out so far.
    mutating func compactAll() {
        entries.removeAll()
        horizonSequence = headSequence
        generation += 1
    }

    /// Whether a client at `sequence` of `generation` can still be told what it missed.
    func canAnswer(from sequence: Int, generation: Int) -> Bool {
        generation == self.generation && (horizonSequence...headSequence).contains(sequence)
    }

    /// The entries after `sequence`, oldest first. The kept entries number every sequence from
    /// the horizon to the head without a gap, so the position is found without a search.
    func entries(after sequence: Int) -> ArraySlice<Entry> {
        precondition((horizonSequence...headSequence).contains(sequence), "the history after it is kept")
        return entries[(sequence - horizonSequence)...]
    }
}
