import Platform

/// The way from "the system decided to call back" to the app's DeviceActivity monitor:
/// authorisation, the faults that delay, hold, lose, silence or duplicate callbacks, the
/// callbacks a switched-off device keeps until it starts, and the record of what was delivered.
///
/// A callback is emitted when it is due (`emit`) and dispatched when it reaches the monitor
/// (`dispatch`); between the two it may wait on a timer of its own (`timedCallbackDidArrive`)
/// or in a hold (`lateHoldDidEnd`, the next interval start).
final class CallbackPipeline {
    /// Spacing of callbacks released together from a hold.
    static let releaseSpacingMs: Int64 = 10
    /// How long after the original a duplicate callback arrives.
    static let duplicateDelayMs: Int64 = 200

    /// A callback due later: a duplicate, a delayed interval start, a released hold.
    private struct TimedCallback {
        let ticket: UInt32
        let callback: SystemCallback
        let isCopy: Bool
        /// It has already waited out its latency: it goes to the monitor now.
        let hasWaited: Bool
    }

    private let context: DeviceContext
    private unowned let clock: DeviceClockModel
    private unowned let power: PowerModel
    private unowned let app: HostApp
    private let faults: FaultState
    /// The activity the app counts minutes with (`SimulatedChildDevice.usageActivity`).
    private let usageActivity: ActivityName
    /// Whether Screen Time is authorised now; set once by the device.
    var isAuthorized: () -> Bool = { preconditionFailure("the device wires its callback pipeline first") }
    /// The app's extension; held weakly, as the system does not keep the app alive.
    weak var monitor: DeviceActivityMonitor?

    private(set) var deliveredCallbackCount = 0
    /// Callbacks handed to the monitor on each day of the run (day 1 first, by true time since
    /// the start): each launched the app's extension, a wake of the device.
    private(set) var deliveredCallbacksByDay: [Int] = []
    /// Every callback handed to the monitor, in delivery order, when the world keeps them
    /// (`World.keepsDeliveries`); empty otherwise.
    private(set) var deliveries: [CallbackDelivery] = []
    /// The truth of each threshold callback of the usage activity handed to the monitor, in
    /// delivery order: what scoring pairs with the validator's ticks. Kept in every run.
    private(set) var usageThresholdTruths: [CallbackTruth] = []
    /// Callbacks that came due while the device was off, in order: delivered when it starts.
    private var heldWhileOff: [(callback: SystemCallback, isCopy: Bool)] = []

    private var lateHoldEndMs: Int64?
    private var lateHeld: [SystemCallback] = []
    private var staleHeld: [SystemCallback] = []
    private var staleHeldDate: CivilDate?
    private var countedDate: CivilDate?
    private var thresholdsDeliveredOnCountedDate = 0
    private var isSilencedOnCountedDate = false
    private var timedCallbacks: [TimedCallback] = []
    /// When the last callback in transit reaches the monitor: a later one never overtakes it.
    private var latencyQueueEndMs: Int64 = 0
    private var lastTicket: UInt32 = 0

    init(
        usageActivity: ActivityName, faults: FaultState, context: DeviceContext,
        clock: DeviceClockModel, power: PowerModel, app: HostApp
    ) {
        self.usageActivity = usageActivity
        self.faults = faults
        self.context = context
        self.clock = clock
        self.power = power
        self.app = app
    }

    private var nowMs: Int64 { context.nowMs }

    // MARK: Due

    /// A callback is due now. Nothing crossed while unauthorised is ever delivered.
    func emit(_ callback: SystemCallback) {
        guard isAuthorized() else { return }
        if holdsBeforeMidnight(callback) || holdsLate(callback) { return }
        dispatch(callback)
    }

    func emitThresholds(_ callbacks: [SystemCallback]) {
        for callback in callbacks {
            if case .artefact(let kind) = callback.truth, kind == .overCount || kind == .crossDeviceBleed {
                faults.recordFiring(kind)
            }
            emit(callback)
        }
    }

    /// The usage activity's start may arrive late; every other start is due now.
    func emitIntervalStart(_ activity: ActivityName) {
        guard activity == usageActivity, faults.strikes(.intervalStartDelayed, on: clock.now.date) else {
            return emit(.interval(.intervalStart, activity))
        }
        faults.recordFiring(.intervalStartDelayed)
        let delayMs = faults.drawDelayMs(.intervalStartDelayed)
        scheduleTimedCallback(.interval(.intervalStart, activity), at: nowMs + delayMs, isCopy: false)
    }

    // MARK: Delivered

    /// Hands the callback to the monitor — after its latency — unless the extension is killed
    /// first or the system has gone silent for the day, then maybe sends it again.
    private func dispatch(_ callback: SystemCallback, isCopy: Bool = false, hasWaited: Bool = false) {
        if holdsWhileOff(callback, isCopy: isCopy) { return }
        if !hasWaited && waitsForLatency(callback, isCopy: isCopy) { return }
        guard isAuthorized(), !isSilenced(callback) else { return }
        let killPercent = (faults.extensionKilled?.chancePercent ?? 0) * (app.isForceQuit ? 4 : 1)
        if faults.draws(.extensionKilled, percent: killPercent) {
            return faults.recordFiring(.extensionKilled)
        }
        if callback.kind == .threshold && callback.activity == usageActivity {
            usageThresholdTruths.append(callback.truth)
        }
        if context.world.keepsDeliveries {
            deliveries.append(
                CallbackDelivery(
                    time: context.now, activity: callback.activity, event: callback.event,
                    kind: callback.kind, truth: callback.truth
                ))
        }
        deliveredCallbackCount += 1
        let day = Int((context.nowMs - context.world.startMs) / Instant.millisecondsPerDay)
        while deliveredCallbacksByDay.count <= day { deliveredCallbacksByDay.append(0) }
        deliveredCallbacksByDay[day] += 1
        switch callback.kind {
        case .intervalStart:
            context.record(.intervalStart, detail: callback.activity.rawValue)
            monitor?.intervalDidStart(for: callback.activity)
            releaseStaleCallbacks()
        case .intervalEnd:
            context.record(.intervalEnd, detail: callback.activity.rawValue)
            monitor?.intervalDidEnd(for: callback.activity)
        case .threshold:
            guard let event = callback.event else { preconditionFailure("a threshold callback names its event") }
            context.record(.threshold, detail: event.rawValue)
            monitor?.eventDidReachThreshold(event, activity: callback.activity)
            if !isCopy && faults.draws(.duplicateCallbacks) {
                faults.recordFiring(.duplicateCallbacks)
                scheduleTimedCallback(
                    callback.copy(as: .duplicateCallbacks), at: nowMs + Self.duplicateDelayMs, isCopy: true
                )
            }
        }
    }

    // MARK: Held while off

    /// A callback the switched-off device cannot deliver waits for it to start again.
    private func holdsWhileOff(_ callback: SystemCallback, isCopy: Bool) -> Bool {
        guard power.isPoweredOff else { return false }
        heldWhileOff.append((callback, isCopy))
        return true
    }

    /// The device has started: the callbacks that waited arrive, in order.
    func deviceDidStart() {
        let waiting = heldWhileOff
        heldWhileOff = []
        for held in waiting {
            dispatch(held.callback, isCopy: held.isCopy, hasWaited: true)
        }
    }

    // MARK: Latency

    /// A callback made while others are on their way rides with them: it reaches the monitor
    /// `releaseSpacingMs` after the last, as one wake of the extension handles them in a row —
    /// so callbacks keep the order the system made them in, and a batch (a released hold) stays
    /// a batch. Otherwise a struck callback waits a drawn latency.
    private func waitsForLatency(_ callback: SystemCallback, isCopy: Bool) -> Bool {
        guard faults.callbackLatency != nil else { return false }
        let arrivalMs: Int64
        if latencyQueueEndMs > nowMs {
            arrivalMs = latencyQueueEndMs + Self.releaseSpacingMs
        } else if faults.draws(.callbackLatency) {
            arrivalMs = nowMs + faults.drawDelayMs(.callbackLatency)
        } else {
            return false
        }
        guard arrivalMs > nowMs else { return false }
        latencyQueueEndMs = arrivalMs
        scheduleTimedCallback(callback, at: arrivalMs, isCopy: isCopy, hasWaited: true)
        return true
    }

    // MARK: Silence

    /// After the day's quota of threshold callbacks, nothing more is delivered that local day.
    private func isSilenced(_ callback: SystemCallback) -> Bool {
        guard let spec = faults.silentStop else { return false }
        let today = clock.now.date
        if countedDate != today {
            countedDate = today
            thresholdsDeliveredOnCountedDate = 0
            isSilencedOnCountedDate = false
        }
        if thresholdsDeliveredOnCountedDate >= spec.afterOrDefault, faults.strikes(.silentStop, on: today) {
            if !isSilencedOnCountedDate { faults.recordFiring(.silentStop) }
            isSilencedOnCountedDate = true
            return true
        }
        if callback.kind == .threshold { thresholdsDeliveredOnCountedDate += 1 }
        return false
    }

    // MARK: Holds

    /// A hold opens with a drawn chance and delay; every threshold due while it lasts joins
    /// it. Interval callbacks are not held: their own lateness is the delayed interval start's.
    private func holdsLate(_ callback: SystemCallback) -> Bool {
        guard callback.kind == .threshold, faults.lateDelivery != nil else { return false }
        let opens = faults.draws(.lateDelivery)
        let delayMs = faults.drawDelayMs(.lateDelivery)
        if lateHoldEndMs != nil {
            lateHeld.append(callback)
            return true
        }
        guard opens else { return false }
        faults.recordFiring(.lateDelivery)
        lateHoldEndMs = nowMs + delayMs
        lateHeld = [callback]
        context.schedule(.lateHoldEnd(device: context.index), after: delayMs)
        return true
    }

    /// The hold's callbacks arrive in the order they were due, `releaseSpacingMs` apart.
    func lateHoldDidEnd() {
        guard let endMs = lateHoldEndMs, endMs <= nowMs else { return }
        let held = lateHeld
        lateHoldEndMs = nil
        lateHeld = []
        for (position, callback) in held.enumerated() {
            if position == 0 {
                dispatch(callback)
            } else {
                let releaseMs = nowMs + Int64(position) * Self.releaseSpacingMs
                scheduleTimedCallback(callback, at: releaseMs, isCopy: false)
            }
        }
    }

    /// On a struck day, thresholds due in the last minutes before local midnight wait for the
    /// next day's interval start.
    private func holdsBeforeMidnight(_ callback: SystemCallback) -> Bool {
        guard callback.kind == .threshold, let spec = faults.staleAfterMidnight else { return false }
        let local = clock.now
        let windowMs = Int64(spec.minutesOrDefault) * Instant.millisecondsPerMinute
        guard local.millisecondOfDay >= Instant.millisecondsPerDay - windowMs,
            faults.strikes(.staleAfterMidnight, on: local.date)
        else { return false }
        if staleHeldDate != local.date {
            faults.recordFiring(.staleAfterMidnight)
            staleHeldDate = local.date
        }
        staleHeld.append(callback)
        return true
    }

    private func releaseStaleCallbacks() {
        guard let heldDate = staleHeldDate, heldDate < clock.now.date, !staleHeld.isEmpty else { return }
        let held = staleHeld
        staleHeld = []
        for callback in held {
            dispatch(callback)
        }
    }

    // MARK: Timed callbacks

    private func scheduleTimedCallback(
        _ callback: SystemCallback, at timeMs: Int64, isCopy: Bool, hasWaited: Bool = false
    ) {
        lastTicket &+= 1
        timedCallbacks.append(.init(ticket: lastTicket, callback: callback, isCopy: isCopy, hasWaited: hasWaited))
        context.schedule(.timedCallback(device: context.index, ticket: lastTicket), at: timeMs)
    }

    func timedCallbackDidArrive(ticket: UInt32) {
        guard let position = timedCallbacks.firstIndex(where: { $0.ticket == ticket }) else { return }
        let timed = timedCallbacks.remove(at: position)
        dispatch(timed.callback, isCopy: timed.isCopy, hasWaited: timed.hasWaited)
    }
}
