import AntiGaming
import ExpectationLanguage
import FamilyApp
import Personas
import Platform
import RewardEngine
import SimulatedCloud
import Simulation
import YAMLSubset

/// A decoded, validated scenario: everything a run needs, with the source locations that
/// errors and failures point back to.
public struct Scenario: Sendable {
    public let file: String
    public let version: Int
    public let name: String
    public let description: String
    public let tags: [String]
    public let seed: UInt64
    public let start: LocalTimestamp
    /// The top-level `time_zone`: every device's unless it names its own, and the clock the
    /// timeline's moments are read on. nil: the start's offset.
    public var timeZone: DeviceTimeZone? = nil
    public let durationMs: Int64
    public let parents: [ParentSpec]
    public internal(set) var children: [ChildSpec]
    public let settings: RewardSettings
    /// How hard the app's anti-gaming validator judges usage; fixed for the run.
    public let validationStrictness: ValidationStrictness
    /// The parents' choices beyond the level (settings of the run): `require_automatic_date_and_time`,
    /// set through ManagedSettings on every child device at the start, and the rule choices.
    public var parentChoices = ParentChoices()
    /// `deny_app_removal`: the app sets ManagedSettings' `application.denyAppRemoval` on every
    /// child device at the start (a setting of the run).
    public var deniesAppRemoval = false
    /// `power:`: the effect the experiment must be able to see, for `rewardsim plan`; nil: not stated.
    public var power: PowerSpec?
    /// How the system schedules background tasks on every device.
    public let background: BackgroundSchedulerModel
    /// CloudKit sync between the family's devices; nil: parents' changes apply at once.
    public let sync: SyncSpec?
    /// iOS quirks injected into the devices.
    public let faults: [FaultAssignment]
    /// Children generated from personas, besides those of `children`.
    public let population: PopulationSpec?
    public let apps: [AppSpec]
    public let timeline: [TimelineAction]
    public let expectations: [ExpectationSpec]
    /// The variants and seeds to run; nil: the scenario as written, with its own seed.
    public internal(set) var sweep: SweepSpec?
    /// Expectations over the sweep's variants (`conclude:`), checked once every run is done.
    public let conclusions: [ExpectationSpec]
    /// Properties some run of this scenario in the invocation must reach (`sometimes:`).
    public let sometimes: [SometimesProperty]
    /// Its own sample of seeds and the expectations over it; nil: one run per seed, judged alone.
    public var overSeeds: OverSeedsSpec? = nil

    public var end: Instant { start.instant + durationMs }

    public var devices: [DeviceSpec] { children.flatMap(\.devices) }

    public var catalog: AppCatalog {
        AppCatalog(apps.map { ($0.id, $0.category) })
    }
}

public struct ParentSpec: Hashable, Sendable {
    public let id: ParentID
    public let device: DeviceID?
    public var role = ParentRole.coParent
    /// How far the phone's clock is off true time (positive: ahead).
    public var clockSkewMs: Int64 = 0
    /// Whether the parent joins the family when the run starts; if not, only by the timeline's
    /// `invite` and `accept_invitation`.
    public var joinsAtStart = true
    /// The version of the app on the parent's phone at the start.
    public var appVersion = AppVersion.latest
    /// With automatic updates on, the latest version installs itself at a moment drawn
    /// uniformly within this long of the start; nil when the phone updates only by a step.
    public var autoUpdateWithinMs: Int64?
}

public struct ChildSpec: Hashable, Sendable {
    public let id: ChildID
    public let devices: [DeviceSpec]
    /// The stochastic behaviour that plans the child's days, if any (besides the timeline).
    public var persona: PersonaProfile?
}

public struct DeviceSpec: Hashable, Sendable {
    /// iPad Auto-Lock's factory setting.
    public static let autoLockDefaultMs: Int64 = 120_000

    public let id: DeviceID
    public let child: ChildID
    /// A fixed offset, or a real zone by identifier.
    public let timeZone: DeviceTimeZone
    public var autoLockMs: Int64? = autoLockDefaultMs
    /// The battery level at the start of the run, 0…100.
    public var batteryPercent = 100
    public var isCharging = false
    public var isLowPowerMode = false
    public var isBackgroundAppRefreshOn = true
    /// The device switches off when its battery runs out (`power_off_when_empty`).
    public var powersOffWhenEmpty = false
    /// The iOS release the device runs at the start (`ios:`), nil when unstated.
    public var iosVersion: String?
}

public struct AppSpec: Hashable, Sendable {
    public let id: AppID
    public let category: AppCategory
    public let keepsScreenOn: Bool
}

/// One step of the timeline, at a moment of the run.
public struct TimelineAction: Sendable {
    public let time: Instant
    /// What the step does, with its own fields: one of ``TimelineActionRegistry/all``.
    let kind: any TimelineActionType
    /// What the child was really doing, for ground truth (`as:`); nil: the action's own default.
    public var label: UsageLabel?
    /// Where the step is written; nil for a step a persona planned.
    public let location: SourceLocation?
    /// The action as written, for traces and reports (`use duolingo for 30m`).
    public let summary: String

    init(time: Instant, kind: any TimelineActionType, label: UsageLabel?, location: SourceLocation?, summary: String) {
        self.time = time
        self.kind = kind
        self.label = label
        self.location = location
        self.summary = summary
    }

    /// The device the step acts on; nil for a step of a parent or of the service.
    public var device: DeviceID? { kind.target }

    /// Planned by a persona rather than written in the file.
    public var isPlanned: Bool { location == nil }
}

/// One expectation and when it is checked.
public struct ExpectationSpec: Sendable {
    public let text: String
    public let expectation: Expectation
    /// nil: at the end of the run.
    public let time: Instant?
    public let location: SourceLocation
}
