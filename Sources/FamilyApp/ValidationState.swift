import AntiGaming
import Platform
import RewardEngine

/// The validator's state for one child: the validator itself and every signal it was fed, in
/// order, so that the judgement of any session can be explained — and replayed at another
/// strictness — from the record alone.
///
/// One object for all of the child's devices (see `ChildAccountStore`), hence a class. It is
/// only ever touched from the run's one thread, inside a store's commit.
public final class ValidationState: @unchecked Sendable {
    public let strictness: ValidationStrictness
    public private(set) var validator: UsageValidator
    /// Every signal observed, in order: the validator's only input.
    public private(set) var signals: [UsageSignal] = []
    /// The authorisation status each device last showed the app, to notice a change.
    private var lastAuthorization: [DeviceID: AuthorizationStatus] = [:]
    /// The device and usage record behind each tick signal, by tick index, to credit a
    /// released minute on the device that logged it.
    private var tickRecords: [(device: DeviceID, sequence: Int)] = []
    /// How many of the validator's releases have been handed to their devices.
    private var releasesHandedOver = 0
    /// Released records each device has still to credit, in release order: a day closed on
    /// one iPad releases the minutes the validator held on another.
    private var releasedWaiting: [DeviceID: [Int]] = [:]
    /// Devices on which the app has started usage monitoring at least once.
    private var monitoredDevices: [DeviceID] = []

    public init(strictness: ValidationStrictness, settings: ValidatorSettings) {
        self.strictness = strictness
        validator = UsageValidator(strictness: strictness, settings: settings)
    }

    /// A validator for the sessions `settings` define.
    public convenience init(strictness: ValidationStrictness, settings: RewardSettings) {
        self.init(strictness: strictness, settings: ValidatorSettings(
            minimumSessionMinutes: settings.minimumSessionMinutes, sessionGapMinutes: settings.sessionGapMinutes
        ))
    }

    /// The reasons the validator gave each tick's minute when it judged it (filters and
    /// suspicions), by tick index: what a scorer needs of the live assessments to judge the
    /// app's own level without a replay, and to say which rule withheld a minute.
    public private(set) var tickReasons: [[ValidationReason]] = []

    /// Feeds one signal to the validator and records it.
    func observe(_ signal: UsageSignal) -> TickAssessment? {
        signals.append(signal)
        let assessment = validator.observe(signal)
        if let assessment { tickReasons.append(assessment.reasons) }
        return assessment
    }

    func releaseHeldMinutes(through date: CivilDate) {
        validator.releaseHeldMinutes(through: date)
    }

    func observeTick(_ tick: UsageTick, record sequence: Int) -> TickAssessment {
        tickRecords.append((tick.device, sequence))
        return observe(.tick(tick))!
    }

    /// The records of `device` whose minutes were released since its last call, in release order.
    func takeReleasedRecords(on device: DeviceID) -> [Int] {
        // Asked after every tick; releases are rare.
        if validator.releasedTickIndexes.count > releasesHandedOver {
            for index in validator.releasedTickIndexes.dropFirst(releasesHandedOver) {
                let record = tickRecords[index]
                releasedWaiting[record.device, default: []].append(record.sequence)
            }
            releasesHandedOver = validator.releasedTickIndexes.count
        }
        guard !releasedWaiting.isEmpty else { return [] }
        return releasedWaiting.removeValue(forKey: device) ?? []
    }

    /// The signal for a start of usage monitoring on `device`: a restart on a device that was
    /// monitored before means the system had dropped the registration.
    func monitoringStarted(device: DeviceID, at time: LocalTimestamp, uptimeMs: Int64) -> UsageSignal {
        let wasDropped = monitoredDevices.contains(device)
        if !wasDropped { monitoredDevices.append(device) }
        return .monitoringStarted(device: device, at: time, uptimeMs: uptimeMs, wasDropped: wasDropped)
    }

    /// The signal for `device`'s authorisation reading, if it changed; the first reading is a
    /// change only when it is not `approved` (the app was authorised when it was set up).
    func authorizationChange(_ status: AuthorizationStatus, device: DeviceID, at time: LocalTimestamp) -> UsageSignal? {
        let previous = lastAuthorization[device] ?? .approved
        lastAuthorization[device] = status
        return status == previous ? nil : .authorizationChanged(device: device, status: status, at: time)
    }
}
