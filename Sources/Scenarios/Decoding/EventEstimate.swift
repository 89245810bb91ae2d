import Personas
import Platform
import Simulation
import YAMLSubset

/// An upper bound, known at `check` time, on the simulated events one run of a scenario
/// executes: a sum of parts, each a count the file asks for times a rate measured on the
/// bundled scenarios with a margin (the manual's Limits reference states the rates and the
/// measured ratios). The run's event budget stops a run that goes past it anyway; the estimate
/// refuses such a file before anything is simulated, and points at what drives it.
public struct EventEstimate: Sendable {
    /// One part of the estimate: what it counts, its events and where the file asks for it.
    public struct Part: Sendable {
        public let what: String
        public let events: Int64
        public let location: SourceLocation
        public let length: Int
    }

    /// Events of any run: starting the devices, the checkpoints, the end.
    static let perRun: Int64 = 100
    /// Each child device each simulated day, and each parent phone's when sync is modelled:
    /// DeviceActivity intervals, background tasks, refreshes.
    static let perDeviceDay: Int64 = 10
    /// Each device each day with sync on: fetches, pushes, retries, answers.
    static let perSyncDeviceDay: Int64 = 150
    /// Each random outage a day (`partitions_per_day`) on each device: cuts, heals, catch-up.
    static let perOutage: Int64 = 30
    /// Each device of a child with a persona, each day, besides its minutes, steps and
    /// switches: charging, trips, clock and permission changes and the app's reactions.
    static let perPersonaDeviceDay: Int64 = 50
    /// Each step a persona plans (a stretch, a pause, a redemption, a technique's moves).
    static let perPlannedStep: Int64 = 10
    /// Each timeline item, every repetition counted, and the app's (and with sync, the family's)
    /// reaction to it.
    static let perStep: Int64 = 40
    /// Each minute a timeline item keeps an app in front (`use`, `leave_on`, `switch_app`,
    /// `unlock`, `launch` for a time): the DeviceActivity minutes and thresholds.
    static let perForegroundMinute: Int64 = 2
    /// Each change of app of a `switch_rapidly` (its `for` over its `interval`).
    static let perRapidSwitch: Int64 = 4

    public let parts: [Part]

    /// The sum of the parts; every part is bounded by the file's limits, so it cannot overflow.
    public var total: Int64 { parts.reduce(0) { $0 + $1.events } }

    /// The part to point at when the total is too large.
    public var largest: Part { parts.max { $0.events < $1.events }! }

    /// The estimate of one run of `scenario` (of any of its sweep's variants: none changes a part).
    public init(_ scenario: Scenario) {
        self.init(scenario: scenario, duration: (SourceLocation(line: 1, column: 1), 1), population: nil)
    }

    /// The estimate of `scenario`, its parts located at the `duration` key (what every day
    /// costs), the `population` key (its personas' days), and each timeline step.
    init(scenario: Scenario, duration: (location: SourceLocation, length: Int), population: SourceLocation?) {
        let days = (scenario.durationMs + Instant.millisecondsPerDay - 1) / Instant.millisecondsPerDay
        let at = duration.location
        let childDevices = Int64(scenario.devices.count)
        let phones = scenario.sync == nil ? 0 : Int64(scenario.parents.filter { $0.device != nil }.count)
        let devices = childDevices + phones
        var parts = [
            Part(
                what: "\(devices) device\(devices == 1 ? "" : "s") over \(days) day\(days == 1 ? "" : "s")",
                events: Self.perRun + devices * days * Self.perDeviceDay, location: at, length: duration.length)
        ]
        if let sync = scenario.sync {
            let perDay = Self.perSyncDeviceDay + Int64(sync.partitionsPerDay) * Self.perOutage
            parts.append(
                Part(
                    what: "sync between \(devices) devices over \(days) day\(days == 1 ? "" : "s")",
                    events: devices * days * perDay, location: at, length: duration.length))
        }
        // A sweep's variant may change the personas: the costliest variant counts.
        let variants = [scenario] + (scenario.sweep?.variants ?? []).filter(\.changesPersonas).map(scenario.applying)
        let personaDays = variants.map { variant in
            variant.children.reduce(Int64(0)) { sum, child in
                sum + (child.persona.map { Int64(child.devices.count) * Self.dayEvents(of: $0) } ?? 0)
            }
        }.max()!
        if personaDays > 0 {
            let count = scenario.children.filter { $0.persona != nil }.count
            parts.append(
                Part(
                    what: "the days of \(count) child\(count == 1 ? "" : "ren") with personas over \(days) "
                        + "day\(days == 1 ? "" : "s")", events: personaDays * days,
                    location: population ?? at, length: population == nil ? duration.length : "population".count))
        }
        parts += Self.stepParts(scenario.timeline)
        self.parts = parts
    }

    /// The events of one day of a persona on one device: its sessions at their longest, each
    /// with a reward, the techniques it plays at their longest, and their steps. Persona
    /// parameters may be any whole number, so the day is counted in `Double` and capped at
    /// ``personaDayEventsMax``, far past any budget, where the count stops mattering.
    static func dayEvents(of profile: PersonaProfile) -> Int64 {
        // A child that responds to incentives learns up to `learning_boost_max` times as much.
        let boost =
            profile.respondsToIncentives
            ? max(1, (Double(profile.learningBoostMaxThousandths) / 1_000).rounded(.up)) : 1
        let sessions = Double(profile.sessionsPerDayMax) * boost
        var minutes = sessions * (Double(profile.sessionMinutesMax) + Double(profile.rewardMinutesMax))
        // Each session's stretches, each followed by a pause or a switch, and its redemption.
        var steps =
            sessions
            * ((Double(profile.sessionMinutesMax) / Double(max(1, profile.focusMinutesMin))).rounded(.down) * 2 + 4)
        var switches = 0.0
        for technique in profile.techniqueChances where technique.chancePercent > 0 {
            steps += 6
            switch technique.technique {
            case .passive: minutes += Double(profile.passiveMinutesMax)
            case .rapidSwitching:
                minutes += Double(profile.rapidSwitchMinutesMax)
                switches += (Double(profile.rapidSwitchMinutesMax) * 60 / Double(max(1, profile.rapidSwitchSecondsMin)))
                    .rounded(.down)
            case .oddHours: minutes += Double(profile.nightMinutesMax)
            case .botLike: minutes += Double(profile.botMinutes)
            case .shieldSitting: minutes += Double(profile.shieldMinutesMax)
            case .secondDevice: minutes += Double(profile.secondDeviceMinutesMax)
            case .clockChange, .timeZoneChange, .permissionRevoked, .forceQuitStall, .appDeleted: break
            }
        }
        // A restart is one step; a charge two (plugging in, unplugging).
        if profile.restartChancePercent > 0 { steps += 1 }
        if profile.chargesOvernight || profile.chargeChancePercent > 0 { steps += 2 }
        let minutesPerDay = 1_440.0  // A device shows one app at a time.
        let events =
            Double(perPersonaDeviceDay) + min(minutes, minutesPerDay) * Double(perForegroundMinute)
            + steps * Double(perPlannedStep) + switches * Double(perRapidSwitch)
        return events.isFinite ? Int64(min(events, Double(personaDayEventsMax))) : personaDayEventsMax
    }

    /// A persona device's day at most, in the estimate: a population's 2,000 devices and a
    /// family's 100 at this over 366 days stay far inside `Int64`.
    static let personaDayEventsMax: Int64 = 1_000_000_000_000

    /// One part per written step (its repetitions together), in file order.
    static func stepParts(_ timeline: [TimelineAction]) -> [Part] {
        var parts: [Part] = []
        var indexByLocation: [SourceLocation: Int] = [:]
        for action in timeline {
            guard let location = action.location else { continue }
            let events = perStep + events(of: action.kind)
            if let index = indexByLocation[location] {
                parts[index] = Part(
                    what: parts[index].what, events: parts[index].events + events, location: location, length: 1)
            } else {
                indexByLocation[location] = parts.count
                parts.append(
                    Part(
                        what: "the step at line \(location.line)", events: events,
                        location: location, length: 1))
            }
        }
        return parts.sorted { $0.location < $1.location }
    }

    /// Events beyond the step's own: those of the minutes it keeps an app in front, and of its
    /// changes of app.
    static func events(of kind: any TimelineActionType) -> Int64 {
        let minute: Int64 = 60_000
        return (kind.foregroundMs + minute - 1) / minute * perForegroundMinute + kind.appChanges * perRapidSwitch
    }
}
