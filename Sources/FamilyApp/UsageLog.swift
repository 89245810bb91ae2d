import AntiGaming
import Platform

/// The extension's persisted log of threshold callbacks, shared by the child's devices.
///
/// Besides the records it keeps running counts per app and day and the list of records not
/// yet applied, so that a reconciliation pass costs the size of one day, not of the whole log.
public struct UsageLog: Hashable, Sendable {
    /// In the order written.
    public private(set) var records: [UsageRecord] = []
    /// Sequences of the records not yet applied, ascending.
    private var unappliedSequences: [Int] = []
    /// Looked up, never iterated, so its order never shows.
    private var minuteCounts: [AppDate: Int] = [:]

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

    public func record(_ sequence: Int) -> UsageRecord {
        precondition((1...records.count).contains(sequence), "no usage record \(sequence)")
        return records[sequence - 1]
    }

    /// The records of `date` not yet applied, in log order.
    func unappliedRecords(on date: CivilDate) -> [UsageRecord] {
        unappliedSequences.map { records[$0 - 1] }.filter { $0.date == date }
    }

    /// - Returns: the new record's sequence.
    mutating func append(
        device: DeviceID, usage: UsageEventName, at time: LocalTimestamp, uptimeMs: Int64
    ) -> Int {
        let sequence = records.count + 1
        records.append(UsageRecord(
            sequence: sequence, device: device, app: usage.app, thresholdMinute: usage.minute,
            timestamp: time, uptimeMs: uptimeMs, isApplied: false, assessment: nil
        ))
        unappliedSequences.append(sequence)
        return sequence
    }

    /// `counts`: the minute was taken into the account.
    mutating func markApplied(_ sequence: Int, assessment: TickAssessment, counts: Bool) {
        precondition(!record(sequence).isApplied, "usage record \(sequence) is applied twice")
        records[sequence - 1].isApplied = true
        records[sequence - 1].assessment = assessment
        unappliedSequences.removeAll { $0 == sequence }
        if counts { markCredited(sequence) }
    }

    /// A minute taken into the account: at once, or when the validator released it.
    mutating func markCredited(_ sequence: Int) {
        let record = record(sequence)
        minuteCounts[AppDate(app: record.app, date: record.date), default: 0] += 1
    }
}
