import Platform

/// Judges every usage session of one child — all devices in the stream are that child's — at
/// one strictness level, from signals a real app can see.
///
/// A pure, deterministic state machine over the signals in the order the app saw them: the app
/// follows the configured level live, and a scorer replays the same stream through a validator
/// of every other level. Dictionaries only answer lookups; outputs are arrays in signal order.
///
/// Time comes in two kinds. *Device time* (``UsageTick/at``) is what the app logged: sessions,
/// local dates of threshold minutes and duplicates follow it, because iOS restarts its minute
/// counters at the device's own midnight. *Trusted time* is the device's uptime anchored to its
/// clock when first seen (see ``DeviceWatch``): every rule that measures elapsed time or the
/// hour of the day — the plausibility budget, cross-device coincidence, switching storms, odd
/// hours, stalls — uses it, so setting the clock cannot buy minutes or move a night into day.
public struct UsageValidator: Sendable {
    public let strictness: ValidationStrictness
    public let policy: StrictnessPolicy
    public let settings: ValidatorSettings
    /// In start order, open ones included.
    public internal(set) var sessions: [SessionVerdict] = []
    /// In the order raised.
    public internal(set) var flags: [ValidationFlag] = []
    /// Tick signals observed so far; the next tick's index.
    public internal(set) var tickCount = 0
    /// Held minutes released — credited late — in the order released, by tick index.
    public internal(set) var releasedTickIndexes: [Int] = []
    /// Whether each tick's minute has been credited so far (held ones once released).
    public internal(set) var tickCredited: [Bool] = []

    /// Each device's watch, in the order first seen. A signal looks its device up once and
    /// every rule then changes the watch in place by position: hashing the device's name for
    /// each rule, and copying a watch out and back, cost more than the rules themselves. A
    /// child has a handful of devices: comparing names finds one sooner than hashing a name.
    var watches: [DeviceWatch] = []
    /// Every app delivered on any device, in the order first seen: an app's position here is
    /// its number, which the recent minutes compare instead of the app's name.
    var appsSeen: [AppID] = []
    var budget = PlausibilityBudget()
    /// Minutes counted within the last 75 s of trusted time (a minute and the mirror's
    /// allowance), on any device: learning minutes, and reward minutes, which show the child busy
    /// on that device. A sibling's shared minute joins them with a negative slot (see
    /// ``siblingSlot(_:atMs:)``).
    var recentLearningMinutes: [RecentMinute] = []
    /// The child's other devices whose shared minutes arrived, in the order first heard of.
    var siblingsHeard: [DeviceID] = []
    /// What was heard of each sibling's deliveries, in the order of ``siblingsHeard``.
    var siblingBursts: [SiblingBurst] = []
    /// Runs of kept minutes on every device, this validator's and the siblings', for sessions
    /// beside another device's (see `besideOtherDevice`).
    var deviceRuns: [DeviceRun] = []

    public init(strictness: ValidationStrictness, settings: ValidatorSettings = .init()) {
        self.strictness = strictness
        self.policy = StrictnessPolicy(strictness).chosen(by: settings.choices)
        self.settings = settings
    }

    /// Feeds one signal; for a tick, returns the assessment the app must follow.
    public mutating func observe(_ signal: UsageSignal) -> TickAssessment? {
        if case .siblingMinute = signal {
        } else if siblingBursts.contains(where: { !$0.isJudged }) {
            judgeHeardBursts()
        }
        switch signal {
        case .tick(let tick):
            return observeTick(tick)
        case .intervalStarted(let device, let at, let uptimeMs):
            let slot = watchSlot(device, at: at, uptimeMs: uptimeMs)
            settleStoppedSession(on: slot)
            let reading = read(slot, at: at, uptimeMs: uptimeMs)
            releaseExpiredFragments(on: slot, trustedMs: reading.trustedMs)
            watches[slot].budgetFloorMs = reading.trustedMs
            watches[slot].budgetFloorDate = at.date
            watches[slot].restartCountedMinutes(
                forIntervalStartedAt: at, trustedMs: reading.trustedMs, clockToleranceMs: policy.clockChange.toleranceMs
            )
            confirmMinutes(on: slot, date: at.date)
        case .monitoringStarted(let device, let at, let uptimeMs, let wasDropped):
            let slot = watchSlot(device, at: at, uptimeMs: uptimeMs)
            settleStoppedSession(on: slot)
            let reading = read(slot, at: at, uptimeMs: uptimeMs)
            releaseExpiredFragments(on: slot, trustedMs: reading.trustedMs)
            watches[slot].budgetFloorMs = reading.trustedMs
            watches[slot].budgetFloorDate = at.date
            confirmMinutes(on: slot, date: at.date)
            if wasDropped { raise(.monitoringDropped, device: device, at: at) }
            noteHostAppRan(slot, at: at, trustedMs: reading.trustedMs, inBackgroundTask: false)
        case .authorizationChanged(let device, let status, let at):
            if PermissionLostFlag.isRaised(by: status) { raise(.permissionLost, device: device, at: at) }
        case .appRan(let device, let at, let uptimeMs, let battery, let inBackgroundTask):
            let slot = watchSlot(device, at: at, uptimeMs: uptimeMs)
            settleStoppedSession(on: slot)
            let reading = read(slot, at: at, uptimeMs: uptimeMs)
            releaseExpiredFragments(on: slot, trustedMs: reading.trustedMs)
            watches[slot].appStalled.noteBattery(battery, trustedMs: reading.trustedMs)
            watches[slot].chargerDelivery.noteBattery(battery)
            noteHostAppRan(slot, at: at, trustedMs: reading.trustedMs, inBackgroundTask: inBackgroundTask)
        case .deviceBooted(let device, let at, let uptimeMs):
            let slot = watchSlot(device, at: at, uptimeMs: uptimeMs)
            watches[slot].anchorAfterBoot(at: at, uptimeMs: uptimeMs)
            watches[slot].appStalled.noteRestart(
                bootMs: watches[slot].anchorMs, lastDeliveredTickMs: watches[slot].lastDeliveredTickMs
            )
        case .siblingMinute(let minute):
            noteSiblingMinute(minute)
        }
        return nil
    }

    private mutating func observeTick(_ tick: UsageTick) -> TickAssessment {
        let index = tickCount
        tickCount += 1
        tickCredited.append(false)
        let slot = watchSlot(tick.device, at: tick.at, uptimeMs: tick.uptimeMs)
        watches[slot].noteZone(tick.zoneIdentifier, at: tick.at)
        let reading = read(slot, at: tick.at, uptimeMs: tick.uptimeMs)
        watches[slot].appStalled.noteTick()
        watches[slot].appStalled.noteBattery(tick.battery, trustedMs: reading.trustedMs)
        // Reward minutes pass the same filters: a flooded or duplicated reward callback is no
        // more a minute on the shield than a learning one is a minute learned.
        let isInBurst =
            watches[slot].lastDeliveredTickMs.map {
                reading.trustedMs - $0 < Self.burstGapMs
            } ?? false
        let date = claimedDate(of: tick, on: slot, isInBurst: isInBurst)
        let admitted: AdmittedMinute
        switch admitMinute(tick, on: slot, trustedMs: reading.trustedMs, date: date) {
        case .dropped(let filter):
            attachFiltered(tick, on: slot, index: index)
            if let floodStartMs = watches[slot].chargerDelivery.plugInDeliveryStartMs, isInBurst {
                withholdMinutes(on: slot, deliveredSinceMs: floodStartMs)
            }
            return TickAssessment(isKept: false, reasons: [filter])
        case .counted(let minute):
            admitted = minute
        }
        settleHeldMinutes(before: tick, on: slot, trustedMs: reading.trustedMs)
        if isInBurst && tick.category == .learning { joinLateBurst(with: tick, on: slot) }
        switch tick.category {
        case .reward:
            return countReward(
                tick, on: slot, index: index, trustedMs: reading.trustedMs, appNumber: admitted.appNumber,
                isInBurst: isInBurst
            )
        case .learning:
            return countLearning(
                tick, on: slot, index: index, trustedMs: reading.trustedMs, date: date, admitted: admitted,
                isInBurst: isInBurst
            )
        }
    }

    /// A delivery the moment the device went on its charger proved a flood: its first callback,
    /// counted as it came and still held — a session's first minute, a minute of a day without
    /// use, a minute of a run the regular-pattern rule waits on — is withheld with the rest.
    private mutating func withholdMinutes(on slot: Int, deliveredSinceMs floodStartMs: Int64) {
        watches[slot].rapidSwitching.heldMinutes.removeAll { $0.trustedMs >= floodStartMs }
        watches[slot].unusedDevice.unconfirmedMinutes.removeAll { $0.trustedMs >= floodStartMs }
        watches[slot].regularPattern.run?.held.removeAll { $0.trustedMs >= floodStartMs }
    }

    /// The position of the device's watch in ``watches``; a device seen for the first time gets
    /// one, anchored at this reading.
    private mutating func watchSlot(_ device: DeviceID, at: LocalTimestamp, uptimeMs: Int64) -> Int {
        if let slot = watches.firstIndex(where: { $0.device == device }) { return slot }
        watches.append(DeviceWatch(device: device, at: at, uptimeMs: uptimeMs))
        return watches.count - 1
    }

    /// Reward minutes earn nothing, so nothing is withheld; sitting on the shield is flagged (see
    /// ``ShieldSittingRule``), and so is a minute played under a changed clock or zone.
    private mutating func countReward(
        _ tick: UsageTick, on slot: Int, index: Int, trustedMs: Int64, appNumber: Int, isInBurst: Bool
    ) -> TickAssessment {
        let sessionIndex = sessionIndex(counting: tick, on: slot)
        let isUnpaid = !tick.isPaid && !isInBurst
        let unpaid = sessions[sessionIndex].unpaidMinutes + (isUnpaid ? 1 : 0)
        let isSitting = ShieldSittingRule.judge(
            isUnpaid: isUnpaid, unpaidMinutes: unpaid, parameters: policy.shieldSitting
        )
        let suspicions =
            settingSuspicions(on: slot, trustedMs: trustedMs).map(\.reason)
            + (isSitting ? [.shieldSitting] : [])
        sessions[sessionIndex].count(tick, index: index, isKept: true, suspicions: suspicions, isUnpaid: isUnpaid)
        tickCredited[index] = true
        // A child on a reward app is using this device: a learning app running on another
        // device at the same time is farming.
        recentLearningMinutes.append(
            RecentMinute(slot: slot, appNumber: appNumber, trustedMs: trustedMs, isKept: true)
        )
        noteRun(slot: slot, appNumber: appNumber, atMs: trustedMs)
        return TickAssessment(isKept: true, reasons: suspicions)
    }

    /// `date`: the local date whose minute the tick claims (see ``claimedDate(of:on:)``);
    /// `isInBurst`: delivered late with others (see ``claimSession(_:counting:on:trustedMs:isInBurst:)``).
    private mutating func countLearning(
        _ tick: UsageTick, on slot: Int, index: Int, trustedMs: Int64, date: CivilDate, admitted: AdmittedMinute,
        isInBurst: Bool
    ) -> TickAssessment {
        let sessionIndex = sessionIndex(counting: tick, on: slot)
        let sessionStartMs = claimSession(
            sessionIndex, counting: tick, on: slot, trustedMs: trustedMs, isInBurst: isInBurst
        )
        let otherDevice = besideOtherDevice(
            excludingApp: admitted.isSameAppOnOtherDevice ? nil : admitted.appNumber,
            on: slot, sessionStartMs: sessionStartMs, trustedMs: trustedMs
        )
        let isOnRegularRun = followRegularRun(tick, on: slot, sessionIndex: sessionIndex)
        let suspicions = learningSuspicions(
            tick, on: slot, trustedMs: trustedMs, isFromDayBefore: date != tick.at.date,
            sessionIndex: sessionIndex, appNumber: admitted.appNumber, isOnRegularRun: isOnRegularRun,
            isOtherDeviceInUse: otherDevice != nil
        )
        let isKept = !suspicions.contains { $0.response == .withhold }
        if otherDevice == .sinceBeforeTheSession && policy.otherDevice.response == .withhold {
            withholdHeldMinutes(of: sessionIndex, on: slot)
        }
        let reasons = suspicions.map(\.reason)
        confirmMinutes(on: slot, byMinuteAt: trustedMs, date: date)
        let isUnconfirmed = isKept && !watches[slot].unusedDevice.hasShownUse(on: date)
        // A run in doubt is marked only once it shows it repeats the pattern.
        let isPatternHeld = isKept && isOnRegularRun && policy.regularPattern?.response == .withhold
        let isHeld =
            isKept
            && (isPatternHeld || isUnconfirmed || sessions[sessionIndex].minutes < Self.fragmentMinutesMax)
        sessions[sessionIndex].count(
            tick, index: index, isKept: isKept && !isHeld, suspicions: reasons.filter { $0 != .regularPattern }
        )
        recentLearningMinutes.append(
            RecentMinute(slot: slot, appNumber: admitted.appNumber, trustedMs: trustedMs, isKept: isKept)
        )
        if isKept { noteRun(slot: slot, appNumber: admitted.appNumber, atMs: trustedMs) }
        if isPatternHeld {
            holdOnRegularRun(HeldMinute(tickIndex: index, sessionIndex: sessionIndex, trustedMs: trustedMs), on: slot)
        } else if isUnconfirmed {
            watches[slot].unusedDevice.unconfirmedMinutes.append(
                HeldMinute(tickIndex: index, sessionIndex: sessionIndex, trustedMs: trustedMs)
            )
        } else if isHeld {
            watches[slot].rapidSwitching.hold(
                HeldMinute(tickIndex: index, sessionIndex: sessionIndex, trustedMs: trustedMs)
            )
        } else if isKept {
            tickCredited[index] = true
        }
        return TickAssessment(isKept: isKept && !isHeld, isHeld: isHeld, reasons: reasons)
    }

    /// A run of the host app, opened or launched by a background task: flagged when the silence
    /// before it was a stall (see ``AppStalledRule``).
    private mutating func noteHostAppRan(_ slot: Int, at: LocalTimestamp, trustedMs: Int64, inBackgroundTask: Bool) {
        if watches[slot].appStalled.noteHostAppRan(
            trustedMs: trustedMs, inBackgroundTask: inBackgroundTask, parameters: policy.appStalled
        ) {
            raise(.appStalled, device: watches[slot].device, at: at)
        }
    }

    mutating func raise(_ reason: ValidationReason, device: DeviceID, at: LocalTimestamp) {
        flags.append(ValidationFlag(reason: reason, device: device, at: at))
    }
}

/// A learning minute counted recently, for coincidences across devices; `slot` is its device's
/// position in ``UsageValidator/watches`` (a sibling's: −1 − its position in
/// ``UsageValidator/siblingsHeard``), `appNumber` its app's in ``UsageValidator/appsSeen``.
/// Plain numbers only: the list is trimmed at every tick, and moving names would count
/// references each time.
struct RecentMinute: Hashable, Sendable {
    let slot: Int
    let appNumber: Int
    let trustedMs: Int64
    let isKept: Bool
}
