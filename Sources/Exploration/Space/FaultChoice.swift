import Simulation

/// A kind of fault a run of explore can switch on. As in swarm testing, each run switches on only
/// a few kinds, so the faults that mask one another rarely all strike in the same run.
public enum FaultChoice: String, Hashable, Sendable, CaseIterable, Comparable {
    /// A device cut off both ways for a while.
    case partition
    /// A device's requests lost (outbound) or its answers lost (inbound), for a while.
    case oneWayPartition = "one_way_partition"
    /// Several devices cut off at the same moment, for the same while.
    case groupPartition = "group_partition"
    /// Random outages per device per day (`partitions_per_day`).
    case randomOutages = "random_outages"
    /// Slow links: a long-tailed latency.
    case latency
    /// Requests and answers lost on the way (`loss`).
    case loss
    /// Service errors with retry-afters (`cloud_error`).
    case serviceErrors = "service_errors"
    /// Answers lost after the service committed (`lose_answers`).
    case lostAnswers = "lost_answers"
    /// Most silent pushes dropped.
    case droppedPushes = "dropped_pushes"
    /// Silent pushes delayed by minutes.
    case delayedPushes = "delayed_pushes"
    /// Parents' phone clocks off true time (`clock_skew`).
    case clockSkew = "clock_skew"
    /// A child's device clock set by hand, then back.
    case clockChange = "clock_change"
    /// An app force-quit, launched again later.
    case forceQuit = "force_quit"
    /// A parent's app killed right after a change, while the request is in flight.
    case killMidSend = "kill_mid_send"
    /// Low Power Mode on a while.
    case lowPower = "low_power"
    /// Background App Refresh off a while.
    case backgroundRefreshOff = "background_refresh_off"
    /// The service forgets change history: fetches from scratch.
    case tokenExpiry = "token_expiry"
    /// Parents' phones on an older app version, most updated at a drawn moment.
    case oldAppVersion = "old_app_version"
    /// The iOS quirks of `faults:`, each a kind of its own.
    case duplicateCallbacks = "duplicate_callbacks"
    case lateDelivery = "late_delivery"
    case extensionKilled = "extension_killed"
    case silentStop = "silent_stop"
    case overCount = "over_count"
    case immediateFire = "immediate_fire"
    case registrationDropped = "registration_dropped"

    public static func < (lhs: FaultChoice, rhs: FaultChoice) -> Bool { lhs.rawValue < rhs.rawValue }

    /// The iOS quirk this choice injects through `faults:`, if it is one.
    var quirk: FaultKind? { FaultKind(rawValue: rawValue) }
}
