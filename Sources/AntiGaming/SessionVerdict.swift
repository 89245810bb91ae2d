import Platform

/// One session — consecutive counted ticks of one app on one device, at most the session gap
/// apart (device time), on one local date — and what the validator made of it.
public struct SessionVerdict: Hashable, Sendable {
    public let device: DeviceID
    public let app: AppID
    public let category: UsageCategory
    /// The first counted tick's device time.
    public let startedAt: LocalTimestamp
    /// The last counted tick's device time.
    public internal(set) var endedAt: LocalTimestamp
    /// Indexes (0-based, in the order observed) of the tick signals that belong to this session,
    /// including filtered ones — the scorer maps them to ground truth.
    public var tickIndexes: [Int] { tickIndexRuns.indexes }
    private var tickIndexRuns: TickIndexRuns
    /// Ticks that passed the filters.
    public internal(set) var minutes: Int
    public internal(set) var minutesKept: Int
    /// Reward sessions: minutes no redemption paid for, spent on the shield.
    public internal(set) var unpaidMinutes = 0
    /// Suspicions only, sorted unique.
    public internal(set) var reasons: [ValidationReason]
    /// Copied from the settings so that the details can be read off the verdict alone.
    let minimumSessionMinutes: Int
    /// The threshold minute (`k`) of the first and of the last counted tick: a session whose
    /// first minute follows another's last one on the same app and day may be its continuation.
    private(set) var firstMinuteNumber: Int?
    private(set) var lastMinuteNumber: Int?

    /// A session about to count `tick`; filtered ticks seen just before it join it.
    init(first tick: UsageTick, strayIndexes: [Int], minimumSessionMinutes: Int) {
        device = tick.device
        app = tick.app
        category = tick.category
        startedAt = tick.at
        endedAt = tick.at
        tickIndexRuns = TickIndexRuns(strayIndexes)
        minutes = 0
        minutesKept = 0
        reasons = []
        self.minimumSessionMinutes = minimumSessionMinutes
    }

    /// By the minutes kept: all of them (a suspicion raised without withholding, as lenient
    /// does, shows in `details`), some, or none.
    public var status: SessionStatus {
        if minutesKept == minutes { return .validated }
        return minutesKept == 0 ? .rejected : .partiallyValidated
    }

    public var details: ValidationDetails {
        let engagementReasons: [ValidationReason] = [
            .unbrokenSession, .rapidSwitching, .regularPattern, .otherDeviceInUse,
        ]
        return ValidationDetails(
            activeEngagement: !reasons.contains { engagementReasons.contains($0) },
            minimumTimeThresholdMet: minutes >= minimumSessionMinutes,
            suspiciousActivityDetected: !reasons.isEmpty
        )
    }

    /// Adds a counted tick and the suspicions it raised.
    /// `isUnpaid`: a reward minute on the shield, live (not part of a late burst).
    mutating func count(
        _ tick: UsageTick, index: Int, isKept: Bool, suspicions: [ValidationReason], isUnpaid: Bool = false
    ) {
        precondition(tick.device == device && tick.app == app, "a tick of another session")
        precondition(suspicions.allSatisfy { !$0.isFilter }, "filtered ticks are not counted")
        attach(index)
        endedAt = tick.at
        minutes += 1
        if isUnpaid { unpaidMinutes += 1 }
        if firstMinuteNumber == nil { firstMinuteNumber = tick.minute }
        lastMinuteNumber = tick.minute
        if isKept { minutesKept += 1 }
        // `reasons` is sorted unique already: a minute without suspicions leaves it as it is.
        if !suspicions.isEmpty { reasons = (reasons + suspicions).sortedUnique() }
    }

    /// A suspicion learnt after the session's minutes were judged: shown for review, the
    /// minutes left as they were.
    mutating func noteLate(_ reason: ValidationReason) {
        precondition(!reason.isFilter, "a filter drops a minute as it comes")
        reasons = (reasons + [reason]).sortedUnique()
    }

    /// Takes in `later`, a session that turned out to be this one going on: its minutes were
    /// only delivered late, in a burst, after a gap that was never a pause.
    mutating func absorb(_ later: SessionVerdict) {
        precondition(later.device == device && later.app == app, "only a session of the same app and device")
        tickIndexRuns = TickIndexRuns((tickIndexes + later.tickIndexes).sorted())
        endedAt = later.endedAt
        minutes += later.minutes
        minutesKept += later.minutesKept
        unpaidMinutes += later.unpaidMinutes
        reasons = (reasons + later.reasons).sortedUnique()
        lastMinuteNumber = later.lastMinuteNumber ?? lastMinuteNumber
    }

    /// Whether `later` starts with the minute right after this session's last one, on the same
    /// app, device and day: no minute of the app was used in between.
    func isContinued(by later: SessionVerdict) -> Bool {
        guard let last = lastMinuteNumber, let first = later.firstMinuteNumber else { return false }
        return later.device == device && later.app == app && later.startedAt.date == endedAt.date && first == last + 1
    }

    /// A held minute (one of the first two) is credited after all.
    mutating func releaseHeldMinute() {
        precondition(minutesKept < minutes, "a released minute was counted and not kept")
        minutesKept += 1
    }

    /// Adds a tick's index without counting it (a filtered tick).
    mutating func attach(_ index: Int) {
        precondition(tickIndexRuns.last.map { $0 < index } ?? true, "ticks join in the order observed")
        tickIndexRuns.append(index)
    }

    /// Marks the whole session with a suspicion decided before its minutes were counted.
    mutating func suspect(_ reason: ValidationReason) {
        precondition(!reason.isFilter, "a filter is not a suspicion")
        reasons = (reasons + [reason]).sortedUnique()
    }
}
