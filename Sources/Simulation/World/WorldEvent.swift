import SimulationKernel

/// Everything that can happen in the world, as a small value: no closures and no heap
/// storage, so scheduling one allocates nothing.
///
/// Timers that can be superseded (auto-lock, the next threshold crossing) carry the
/// generation they were scheduled in; a device bumps its generation instead of cancelling,
/// and a stale event is ignored when it fires.
public enum WorldEvent: TraceRecordable, Sendable {
    /// Step `index` of the driver's script (a timeline action, a timed check).
    case script(index: Int32)
    /// The child stops interacting with the device; `lockAfter` if they also lock it.
    case interactionEnd(device: Int32, generation: UInt32, lockAfter: Bool)
    case autoLock(device: Int32, generation: UInt32)
    /// The lock screen goes dark after a wake without unlock.
    case lockScreenTimeout(device: Int32, generation: UInt32)
    /// The next moment a monitored usage counter reaches a threshold.
    case thresholdCrossing(device: Int32, generation: UInt32)
    /// The next start or end of a monitored activity's interval.
    case intervalBoundary(device: Int32, generation: UInt32)
    /// A pending background task request's next step: it becomes eligible, or comes due.
    /// Superseded by ticket, one per scheduled step, instead of a generation.
    case backgroundTaskTimer(device: Int32, ticket: UInt32)
    /// A running background task's expiration, then the end of its grace.
    case backgroundTaskDeadline(device: Int32, run: UInt32)
    /// The app's work item in flight finishes.
    case workItemDone(device: Int32, generation: UInt32)
    /// A rapidly switching child brings the next app to the front.
    case rapidSwitch(device: Int32, generation: UInt32)
    /// A callback due later: a duplicate, a delayed interval start, one released from a hold.
    case timedCallback(device: Int32, ticket: UInt32)
    /// The end of a late-delivery hold.
    case lateHoldEnd(device: Int32)
    /// A fault that strikes at a moment; `kind` indexes `FaultKind.allCases`.
    case faultTimer(device: Int32, kind: UInt32, phase: UInt32)
    /// Work handed over to run later: a network message, an app timer, a push.
    case deferred(ticket: UInt32)
    /// The device's named zone moves its offset (a daylight-saving transition).
    case zoneTransition(device: Int32, generation: UInt32)
    /// The battery runs out, or the device finishes booting (`phase`); superseded by generation.
    case powerTimer(device: Int32, generation: UInt32, phase: UInt32)
    /// From this moment on every random stream of the platform draws anew (`World.reseed`).
    case reseed

    public var traceWord: UInt64 {
        switch self {
        case .script(let index):
            Self.word(tag: 1, device: 0, value: UInt32(bitPattern: index))
        case .interactionEnd(let device, let generation, let lockAfter):
            Self.word(tag: lockAfter ? 2 : 3, device: device, value: generation)
        case .autoLock(let device, let generation):
            Self.word(tag: 4, device: device, value: generation)
        case .lockScreenTimeout(let device, let generation):
            Self.word(tag: 5, device: device, value: generation)
        case .thresholdCrossing(let device, let generation):
            Self.word(tag: 6, device: device, value: generation)
        case .intervalBoundary(let device, let generation):
            Self.word(tag: 7, device: device, value: generation)
        case .backgroundTaskTimer(let device, let ticket):
            Self.word(tag: 8, device: device, value: ticket)
        case .backgroundTaskDeadline(let device, let run):
            Self.word(tag: 9, device: device, value: run)
        case .workItemDone(let device, let generation):
            Self.word(tag: 10, device: device, value: generation)
        case .rapidSwitch(let device, let generation):
            Self.word(tag: 11, device: device, value: generation)
        case .timedCallback(let device, let ticket):
            Self.word(tag: 12, device: device, value: ticket)
        case .lateHoldEnd(let device):
            Self.word(tag: 13, device: device, value: 0)
        case .faultTimer(let device, let kind, let phase):
            Self.word(tag: 14, device: device, value: kind << 8 | phase)
        case .deferred(let ticket):
            Self.word(tag: 15, device: 0, value: ticket)
        case .zoneTransition(let device, let generation):
            Self.word(tag: 16, device: device, value: generation)
        case .powerTimer(let device, let generation, let phase):
            Self.word(tag: 17, device: device, value: generation << 1 | phase)
        case .reseed:
            Self.word(tag: 18, device: 0, value: 0)
        }
    }

    static func word(tag: UInt64, device: Int32, value: UInt32) -> UInt64 {
        tag << 56 | UInt64(UInt32(bitPattern: device) & 0xFF_FFFF) << 32 | UInt64(value)
    }
}
