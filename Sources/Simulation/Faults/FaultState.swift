import Platform
import SimulationKernel

/// A device's injected faults and what they are in the middle of: holds, the day's counts,
/// a dropped registration, callbacks waiting for their time.
struct FaultState {
    /// What a dropped registration had already fired, so that the catch-up when the app
    /// registers again can tell re-deliveries from callbacks it really missed.
    struct DroppedRegistration {
        let activity: ActivityName
        let interval: MonitoredActivity.Interval
        let firedEvents: Set<EventName>
        /// The registration as it was dropped: its counts of real callbacks carry over to the
        /// one made again, so that its catch-up labels no minute already reported a new one.
        let registration: MonitoredActivity
    }

    /// A callback due later: a duplicate, a delayed interval start, a released hold.
    struct TimedCallback {
        let ticket: UInt32
        let callback: SystemCallback
        let isCopy: Bool
        /// It has already waited out its latency: it goes to the monitor now.
        let hasWaited: Bool
    }

    let specs: [FaultSpec]
    /// The kinds of `specs`, position for position: what every callback's checks search, so a
    /// search never copies a spec out.
    private let kinds: [FaultKind]
    /// The device whose usage bleeds into this one's counters (F12), read at every settlement
    /// of every device: kept apart rather than looked up among the specs each time.
    let bleedSource: DeviceID?
    /// The specs the checks on every callback read, kept apart for the same reason and because
    /// the device reads a stored field of its fault state in place, where a call of a method
    /// on the state copies all of it first.
    let extensionKilled: FaultSpec?
    let silentStop: FaultSpec?
    let staleAfterMidnight: FaultSpec?
    let lateDelivery: FaultSpec?
    let callbackLatency: FaultSpec?
    /// One stream per spec, forked by the kind's name: adding a fault never shifts the draws
    /// of another, and a chance of 0 or 100 still draws.
    private var streams: [SeededRandom]

    var lateHoldEndMs: Int64?
    var lateHeld: [SystemCallback] = []
    var staleHeld: [SystemCallback] = []
    var staleHeldDate: CivilDate?
    var countedDate: CivilDate?
    var thresholdsDeliveredOnCountedDate = 0
    var isSilencedOnCountedDate = false
    var floodedDate: CivilDate?
    var droppedRegistration: DroppedRegistration?
    var isAuthorizationLostByFault = false
    var timedCallbacks: [TimedCallback] = []
    /// When the last callback in transit reaches the monitor: a later one never overtakes it.
    var latencyQueueEndMs: Int64 = 0
    var lastTicket: UInt32 = 0

    init(specs: [FaultSpec], random: SeededRandom) {
        let kinds = specs.map(\.kind)
        precondition(Set(kinds).count == kinds.count, "a device takes at most one fault spec per kind")
        specs.forEach { $0.validate() }
        self.specs = specs
        self.kinds = kinds
        bleedSource = specs.first { $0.kind == .crossDeviceBleed }?.fromDevice
        extensionKilled = specs.first { $0.kind == .extensionKilled }
        silentStop = specs.first { $0.kind == .silentStop }
        staleAfterMidnight = specs.first { $0.kind == .staleAfterMidnight }
        lateDelivery = specs.first { $0.kind == .lateDelivery }
        callbackLatency = specs.first { $0.kind == .callbackLatency }
        streams = specs.map { random.fork($0.kind.rawValue) }
    }

    func spec(_ kind: FaultKind) -> FaultSpec? {
        kinds.firstIndex(of: kind).map { specs[$0] }
    }

    /// One draw of `kind`'s chance on its own stream (`percent` overrides the spec's).
    mutating func draws(_ kind: FaultKind, percent: Int? = nil) -> Bool {
        guard let position = kinds.firstIndex(of: kind) else { return false }
        let chance = min(100, percent ?? specs[position].chancePercent)
        return streams[position].chance(Int64(chance), in: 100)
    }

    /// A delay drawn from `kind`'s stream.
    mutating func drawDelayMs(_ kind: FaultKind) -> Int64 {
        guard let position = kinds.firstIndex(of: kind) else { return 0 }
        return specs[position].delayOrDefault.draw(using: &streams[position])
    }

    /// Whether a device-long fault afflicts this device at all: one draw, on a stream of its own,
    /// with the spec's chance — so a population can have over-counting devices among good ones.
    func afflictsDevice(_ kind: FaultKind) -> Bool {
        guard let position = kinds.firstIndex(of: kind) else { return false }
        var stream = streams[position].fork("device")
        return stream.chance(Int64(specs[position].chancePercent), in: 100)
    }

    /// Whether `kind` strikes on `date`: a stream of its own per day, so the answer does not
    /// depend on what happened on earlier days or on when the question is first asked.
    func strikes(_ kind: FaultKind, on date: CivilDate) -> Bool {
        guard var stream = dayStream(kind, date), let spec = spec(kind) else { return false }
        return stream.chance(Int64(spec.chancePercent), in: 100)
    }

    /// `kind`'s stream for `date`, nil when the kind is not injected.
    func dayStream(_ kind: FaultKind, _ date: CivilDate) -> SeededRandom? {
        guard let position = kinds.firstIndex(of: kind) else { return nil }
        return streams[position].fork("day \(date)")
    }

    mutating func nextTicket() -> UInt32 {
        lastTicket &+= 1
        return lastTicket
    }
}
