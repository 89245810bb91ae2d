import AntiGaming
import Platform

/// The extension's persisted log of threshold callbacks, shared by the child's devices.
///
/// Besides the records it keeps running counts per app and day and the list of records not
/// yet applied, so that a reconciliation pass costs the size of one day, not of the whole log.
/// The log lets go of applied records of past days — when the first record of a later day is
/// written, and once reconciliation has passed a day (`letGo`) — as the real extension compacts
/// its log: a year of minutes would otherwise stay on the device. What the app still reads of
/// them, a day's highest unfiltered minutes, is kept in `letGoMinutes`.
public struct UsageLog: Hashable, Sendable {
    /// The records not let go of, in the order written: sequences `firstKeptSequence`, … .
    public private(set) var records: [UsageRecord] = []
    private var firstKeptSequence = 1
    /// Records the validator held that sit before `firstKeptSequence`: a held minute is credited
    /// when the validator releases it, however much later.
    private var heldAside: [Int: UsageRecord] = [:]
    /// Sequences of the records not yet applied, ascending.
    private var unappliedSequences: [Int] = []
    /// Sequences of applied records the validator held and has not released, ascending.
    private var heldSequences: [Int] = []
    /// Looked up, never iterated, so its order never shows.
    private var minuteCounts: [AppDate: Int] = [:]
    /// The highest unfiltered minutes of the records let go of that a backwards walk of the log
    /// could still reach (see `lastUnfilteredMinutes`).
    private var letGoMinutes = LetGoMinutes()

    private struct AppDate: Hashable, Sendable {
        let app: AppID
        let date: CivilDate
    }

    public init() {}

    /// How many records of `app` on the local day `date` the account took in.
    public func creditedMinutes(app: AppID, on date: CivilDate) -> Int {
        minuteCounts[AppDate(app: app, date: date), default: 0]
    }

    public var unappliedCount: Int { unappliedSequences.count }

    /// Every record written, let go of or not.
    public var writtenCount: Int { firstKeptSequence - 1 + records.count }

    /// Record `sequence`: a kept one, or a held one set aside.
    public func record(_ sequence: Int) -> UsageRecord {
        precondition((1...writtenCount).contains(sequence), "no usage record \(sequence)")
        if sequence >= firstKeptSequence { return records[sequence - firstKeptSequence] }
        guard let held = heldAside[sequence] else { preconditionFailure("usage record \(sequence) was let go of") }
        return held
    }

    /// Whether record `sequence` was applied (a record let go of was).
    public func isApplied(_ sequence: Int) -> Bool {
        sequence < firstKeptSequence || record(sequence).isApplied
    }

    /// The highest minute of each app `device` logged on `date` that no filter dropped, found
    /// by walking the log backwards from its last record to the first of a day before `date`
    /// (a clock set back can write an earlier day after a later one; the walk stops there).
    public func lastUnfilteredMinutes(of device: DeviceID, on date: CivilDate) -> [AppID: Int] {
        var highest: [AppID: Int] = [:]
        for record in records.reversed() {
            if record.date < date { return highest }
            guard record.device == device, record.date == date, record.isUnfilteredMinuteOfItsDay else { continue }
            highest[record.app] = max(highest[record.app] ?? 0, record.thresholdMinute)
        }
        letGoMinutes.merge(of: device, on: date, into: &highest)
        return highest
    }

    /// The records of `date` not yet applied, in log order.
    func unappliedRecords(on date: CivilDate) -> [UsageRecord] {
        unappliedSequences.map(record).filter { $0.date == date }
    }

    /// - Returns: the new record's sequence.
    mutating func append(
        device: DeviceID, usage: UsageEventName, at time: LocalTimestamp, uptimeMs: Int64,
        zoneIdentifier: String? = nil, battery: BatteryReading? = nil
    ) -> Int {
        letGo { $0.date < time.date }
        let sequence = writtenCount + 1
        records.append(
            UsageRecord(
                sequence: sequence, device: device, app: usage.app, thresholdMinute: usage.minute,
                timestamp: time, uptimeMs: uptimeMs, zoneIdentifier: zoneIdentifier, battery: battery,
                isApplied: false, assessment: nil
            ))
        unappliedSequences.append(sequence)
        return sequence
    }

    /// `counts`: the minute was taken into the account.
    mutating func markApplied(_ sequence: Int, assessment: TickAssessment, counts: Bool) {
        precondition(!record(sequence).isApplied, "usage record \(sequence) is applied twice")
        precondition(sequence >= firstKeptSequence, "an unapplied record is never let go of")
        records[sequence - firstKeptSequence].isApplied = true
        records[sequence - firstKeptSequence].assessment = assessment
        unappliedSequences.removeAll { $0 == sequence }
        if assessment.isHeld { heldSequences.insert(sequence, at: heldSequences.partitioningIndex(of: sequence)) }
        if counts { markCredited(sequence) }
    }

    /// A minute taken into the account: at once, or when the validator released it.
    ///
    /// - Returns: the record.
    @discardableResult
    mutating func markCredited(_ sequence: Int) -> UsageRecord {
        let record = record(sequence)
        minuteCounts[AppDate(app: record.app, date: record.date), default: 0] += 1
        let position = heldSequences.partitioningIndex(of: sequence)
        if position < heldSequences.count && heldSequences[position] == sequence {
            heldSequences.remove(at: position)
            heldAside[sequence] = nil
        }
        return record
    }

    /// Lets go of the applied records written before the first unapplied one whose day is at
    /// most `day` (a day reconciliation has passed, so nothing reads its records again), keeping
    /// aside those the validator still holds. The counts per app and day stay.
    mutating func letGo(through day: CivilDate) {
        letGo { $0.date <= day }
    }

    /// Lets go of the applied records before the first one that is unapplied or not `isPast`.
    private mutating func letGo(while isPast: (UsageRecord) -> Bool) {
        var count = 0
        while count < records.count, records[count].isApplied, isPast(records[count]) { count += 1 }
        guard count > 0 else { return }
        for record in records[..<count] {
            letGoMinutes.note(record)
            if heldSequences.contains(record.sequence) { heldAside[record.sequence] = record }
        }
        // A new array, not `removeFirst`, which would keep the capacity the records took.
        records = Array(records[count...])
        firstKeptSequence += count
    }
}

private extension Array where Element == Int {
    /// Where `value` is or would go in this ascending array.
    func partitioningIndex(of value: Int) -> Int {
        var low = 0
        var high = count
        while low < high {
            let middle = (low + high) / 2
            if self[middle] < value { low = middle + 1 } else { high = middle }
        }
        return low
    }
}
