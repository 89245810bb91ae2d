import AntiGaming
import Platform

/// The validator's state for one child, kept with the rest of the app's persisted state: the
/// validator itself and every signal it was fed, in order, so that the judgement of any
/// session can be explained — and replayed at another strictness — from the record alone.
public struct ValidationState: Sendable {
    public let strictness: ValidationStrictness
    public private(set) var validator: UsageValidator
    /// Every signal observed, in order: the validator's only input.
    public private(set) var signals: [UsageSignal] = []
    /// The authorisation status each device last showed the app, to notice a change.
    private var lastAuthorization: [DeviceID: AuthorizationStatus] = [:]
    /// The usage record behind each tick signal, by tick index, to credit a released minute.
    private var tickRecordSequences: [Int] = []
    /// How many of the validator's releases have been credited.
    private var releasesCredited = 0
    /// Devices on which the app has started usage monitoring at least once.
    private var monitoredDevices: [DeviceID] = []

    public init(strictness: ValidationStrictness, settings: ValidatorSettings) {
        self.strictness = strictness
        validator = UsageValidator(strictness: strictness, settings: settings)
    }

    /// The reasons the validator gave each tick's minute when it judged it (filters and
    /// suspicions), by tick index: what a scorer needs of the live assessments to judge the
    /// app's own level without a replay, and to say which rule withheld a minute.
    public private(set) var tickReasons: [[ValidationReason]] = []

    /// Feeds one signal to the validator and records it.
    mutating func observe(_ signal: UsageSignal) -> TickAssessment? {
        signals.append(signal)
        let assessment = validator.observe(signal)
        if let assessment { tickReasons.append(assessment.reasons) }
        return assessment
    }

    mutating func releaseHeldMinutes(through date: CivilDate) {
        validator.releaseHeldMinutes(through: date)
    }

    mutating func observeTick(_ tick: UsageTick, record sequence: Int) -> TickAssessment {
        tickRecordSequences.append(sequence)
        return observe(.tick(tick))!
    }

    /// The records of the minutes released since the last call, in release order.
    mutating func takeReleasedRecords() -> [Int] {
        // Asked after every tick; releases are rare.
        guard validator.releasedTickIndexes.count > releasesCredited else { return [] }
        let released = validator.releasedTickIndexes.dropFirst(releasesCredited).map { tickRecordSequences[$0] }
        releasesCredited = validator.releasedTickIndexes.count
        return released
    }

    /// The signal for a start of usage monitoring on `device`: a restart on a device that was
    /// monitored before means the system had dropped the registration.
    mutating func monitoringStarted(device: DeviceID, at time: LocalTimestamp, uptimeMs: Int64) -> UsageSignal {
        let wasDropped = monitoredDevices.contains(device)
        if !wasDropped { monitoredDevices.append(device) }
        return .monitoringStarted(device: device, at: time, uptimeMs: uptimeMs, wasDropped: wasDropped)
    }

    /// The signal for `device`'s authorisation reading, if it changed; the first reading is a
    /// change only when it is not `approved` (the app was authorised when it was set up).
    mutating func authorizationChange(_ status: AuthorizationStatus, device: DeviceID, at time: LocalTimestamp) -> UsageSignal? {
        let previous = lastAuthorization[device] ?? .approved
        lastAuthorization[device] = status
        return status == previous ? nil : .authorizationChanged(device: device, status: status, at: time)
    }
}
