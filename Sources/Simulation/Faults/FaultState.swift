import Platform
import SimulationKernel

/// A device's injected faults: their specs, one random stream per spec, and the record of every
/// firing. The callback pipeline and the DeviceActivity model share it; what a fault is in the
/// middle of (a hold, the day's count, a dropped registration) is the state of the part it
/// acts on.
final class FaultState {
    private(set) var specs: [FaultSpec]
    /// The kinds of `specs`, position for position: what every callback's checks search, so a
    /// search never copies a spec out.
    private var kinds: [FaultKind]
    /// The device whose usage bleeds into this one's counters, read at every settlement
    /// of every device: kept apart rather than looked up among the specs each time.
    private(set) var bleedSource: DeviceID?
    /// The specs the checks on every callback read, kept apart for the same reason.
    private(set) var extensionKilled: FaultSpec?
    private(set) var silentStop: FaultSpec?
    private(set) var staleAfterMidnight: FaultSpec?
    private(set) var lateDelivery: FaultSpec?
    private(set) var callbackLatency: FaultSpec?
    /// One stream per spec, forked by the kind's name: adding a fault never shifts the draws
    /// of another, and a chance of 0 or 100 still draws.
    private var streams: [SeededRandom]
    /// The streams as the run began: day streams and device-long draws fork from these, so a
    /// reseeded run keeps what the device already is and what its earlier days already were.
    private var rootStreams: [SeededRandom]
    /// The stream every spec's own stream forks from, kept for specs adopted later.
    private let random: SeededRandom
    /// Set when the run is reseeded from a moment on: the salt, and the last date whose day
    /// streams stay as they were.
    private var reseeding: (salt: UInt64, lastKeptDate: CivilDate)?

    /// The authorisation was taken by the fault, so its delay's end gives it back; one
    /// the child revoked stays revoked.
    var isAuthorizationLostByFault = false
    /// Every fault that struck, in order.
    private(set) var firings: [FaultFiring] = []
    private let context: DeviceContext

    init(specs: [FaultSpec], random: SeededRandom, context: DeviceContext) {
        self.context = context
        let kinds = specs.map(\.kind)
        precondition(Set(kinds).count == kinds.count, "a device takes at most one fault spec per kind")
        for spec in specs { spec.validate() }
        self.specs = specs
        self.kinds = kinds
        self.random = random
        streams = specs.map { random.fork($0.kind.rawValue) }
        rootStreams = streams
        cacheReadOften()
    }

    private func cacheReadOften() {
        bleedSource = specs.first { $0.kind == .crossDeviceBleed }?.fromDevice
        extensionKilled = specs.first { $0.kind == .extensionKilled }
        silentStop = specs.first { $0.kind == .silentStop }
        staleAfterMidnight = specs.first { $0.kind == .staleAfterMidnight }
        lateDelivery = specs.first { $0.kind == .lateDelivery }
        callbackLatency = specs.first { $0.kind == .callbackLatency }
    }

    /// From now on `added` apply, each in place of a spec of the same kind (an iOS update
    /// brings its release's behaviour). A replaced kind keeps its stream; a new kind gets the
    /// stream it would have had from the start, so the draws stay a function of the seed.
    func adopt(_ added: [FaultSpec]) {
        for spec in added {
            spec.validate()
            if let position = kinds.firstIndex(of: spec.kind) {
                specs[position] = spec
                continue
            }
            specs.append(spec)
            kinds.append(spec.kind)
            var stream = random.fork(spec.kind.rawValue)
            rootStreams.append(stream)
            if let reseeding { stream = stream.reseeded(salt: reseeding.salt) }
            streams.append(stream)
        }
        cacheReadOften()
    }

    /// From now on every draw comes from streams derived from `salt`; days after `today` draw
    /// anew, today and earlier days keep their draws (a day's strike was drawn at its start).
    func reseed(salt: UInt64, today: CivilDate) {
        streams = streams.map { $0.reseeded(salt: salt) }
        reseeding = (salt, today)
    }

    func spec(_ kind: FaultKind) -> FaultSpec? {
        kinds.firstIndex(of: kind).map { specs[$0] }
    }

    /// One draw of `kind`'s chance on its own stream (`percent` overrides the spec's).
    func draws(_ kind: FaultKind, percent: Int? = nil) -> Bool {
        guard let position = kinds.firstIndex(of: kind) else { return false }
        let chance = min(100, percent ?? specs[position].chancePercent)
        return streams[position].chance(Int64(chance), in: 100)
    }

    /// A delay drawn from `kind`'s stream.
    func drawDelayMs(_ kind: FaultKind) -> Int64 {
        guard let position = kinds.firstIndex(of: kind) else { return 0 }
        return specs[position].delayOrDefault.draw(using: &streams[position])
    }

    /// Whether a device-long fault afflicts this device at all: one draw, on a stream of its own,
    /// with the spec's chance — so a population can have over-counting devices among good ones.
    func afflictsDevice(_ kind: FaultKind) -> Bool {
        guard let position = kinds.firstIndex(of: kind) else { return false }
        var stream = rootStreams[position].fork("device")
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
        let stream = rootStreams[position].fork("day \(date)")
        guard let reseeding, date > reseeding.lastKeptDate else { return stream }
        return stream.reseeded(salt: reseeding.salt)
    }

    /// A fault of `kind` struck now: recorded, and traced.
    func recordFiring(_ kind: FaultKind) {
        firings.append(FaultFiring(kind: kind, time: context.now))
        context.record(.fault, detail: kind.rawValue)
    }
}
