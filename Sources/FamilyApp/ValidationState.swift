import AntiGaming
import Platform
import RewardEngine

/// The anti-gaming validator's state on one child device: the validator itself and every signal
/// it was fed, in order, so that the judgement of any session can be explained — and replayed
/// at another strictness — from the record alone.
///
/// Each device judges its own callbacks. What it knows of the child's other devices is the
/// minutes of use they shared through the cloud (`SiblingMinute`), which reach it as signals
/// in the order they arrived, so a replay sees exactly what the device saw.
public struct ValidationState: Sendable {
    public let strictness: ValidationStrictness
    public private(set) var validator: UsageValidator
    /// Every signal observed, in order: the validator's only input.
    public var signals: [UsageSignal] { signalLog.signals }
    private var signalLog = SignalLog()
    /// The authorisation status the device last showed the app, to notice a change.
    private var lastAuthorization = AuthorizationStatus.approved
    /// The usage record behind each tick signal, by tick index, to credit a released minute.
    private var tickRecords: [Int] = []
    /// How many of the validator's releases have been handed over.
    private var releasesHandedOver = 0
    /// Whether the app has started usage monitoring on the device before.
    private var wasMonitored = false
    /// The device's boot session at the last signal; nil before the first.
    private var bootSession: Int?

    public init(strictness: ValidationStrictness, settings: ValidatorSettings) {
        self.strictness = strictness
        validator = UsageValidator(strictness: strictness, settings: settings)
    }

    /// A validator for the sessions `settings` define, following the parents' `choices`.
    public init(strictness: ValidationStrictness, settings: RewardSettings, choices: ParentChoices = .init()) {
        self.init(
            strictness: strictness,
            settings: ValidatorSettings(
                minimumSessionMinutes: settings.minimumSessionMinutes, sessionGapMinutes: settings.sessionGapMinutes,
                choices: choices
            ))
    }

    /// The reasons the validator gave each tick's minute when it judged it (filters and
    /// suspicions), by tick index: what a scorer needs of the live assessments to judge the
    /// app's own level without a replay, and to say which rule withheld a minute.
    public var tickReasons: [[ValidationReason]] { reasonLists.lists }
    private var reasonLists = ReasonLists()

    /// Feeds one signal to the validator and records it.
    mutating func observe(_ signal: UsageSignal) -> TickAssessment? {
        signalLog.append(signal)
        let assessment = validator.observe(signal)
        if let assessment { reasonLists.append(assessment.reasons) }
        return assessment
    }

    mutating func releaseHeldMinutes(through date: CivilDate) {
        validator.releaseHeldMinutes(through: date)
    }

    mutating func observeTick(_ tick: UsageTick, record sequence: Int) -> TickAssessment {
        tickRecords.append(sequence)
        return observe(.tick(tick))!
    }

    /// The records whose minutes were released since the last call, in release order.
    mutating func takeReleasedRecords() -> [Int] {
        // Asked after every tick; releases are rare.
        guard validator.releasedTickIndexes.count > releasesHandedOver else { return [] }
        let released = validator.releasedTickIndexes.dropFirst(releasesHandedOver).map { tickRecords[$0] }
        releasesHandedOver = validator.releasedTickIndexes.count
        return released
    }

    /// The signal for a start of usage monitoring on `device`: a restart on a device that was
    /// monitored before means the system had dropped the registration.
    mutating func monitoringStarted(device: DeviceID, at time: LocalTimestamp, uptimeMs: Int64) -> UsageSignal {
        defer { wasMonitored = true }
        return .monitoringStarted(device: device, at: time, uptimeMs: uptimeMs, wasDropped: wasMonitored)
    }

    /// The signal that `device` restarted, if its boot session changed since the last reading.
    mutating func bootChange(_ session: Int, device: DeviceID, at time: LocalTimestamp, uptimeMs: Int64) -> UsageSignal?
    {
        defer { bootSession = session }
        guard let bootSession, bootSession != session else { return nil }
        return .deviceBooted(device: device, at: time, uptimeMs: uptimeMs)
    }

    /// The signal for `device`'s authorisation reading, if it changed; the first reading is a
    /// change only when it is not `approved` (the app was authorised when it was set up).
    mutating func authorizationChange(_ status: AuthorizationStatus, device: DeviceID, at time: LocalTimestamp)
        -> UsageSignal?
    {
        defer { lastAuthorization = status }
        return status == lastAuthorization ? nil : .authorizationChanged(device: device, status: status, at: time)
    }
}
