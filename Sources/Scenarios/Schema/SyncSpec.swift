import FamilyApp
import Platform
import SimulatedCloud
import Simulation
import YAMLSubset

/// The `sync:` block: the scenario models CloudKit sync between the family's devices. Without
/// it a parent's change reaches the child's account at once and no cloud is simulated.
public struct SyncSpec: Sendable, Equatable {
    public var network = NetworkModel()
    public var service = CloudServiceSettings()
    /// Once every fault has healed, how long the devices may take to agree with the service.
    public var convergenceBoundMs: Int64 = 2 * Instant.millisecondsPerHour
    /// Random outages: cuts both ways per device per day on average (a Poisson process), each
    /// lasting a drawn time; drawn up to `convergenceBoundMs` before the end of the run.
    public var partitionsPerDay = 0
    public var partitionLength = DelayDistribution.logNormal(medianMs: 30 * 60_000, sigmaThousandths: 1_000)
    /// How parents' points adjustments travel; `shared_counter` only to show what it loses.
    public var pointsDesign = PointsSyncDesign.ledgerEntries
    /// Whether the child is told of an overdraft; `silent` only to show what the checker catches.
    public var overdraftNotice = OverdraftNotice.notify
    /// Whether the organiser's phone reaches a simulated App Store, so that the family starts on
    /// the trial and its features are gated by the entitlement.
    public var appStore = AppStoreModel.off
    /// Whether each child's closed days go up to the parents' phones.
    public var parentReports = ParentReports.off
    /// What an older build of the parent app does with a field of the settings record it does
    /// not know when it saves the record; `drop` only to show what it loses.
    public var unknownFields = AppBuild.UnknownFields.keep
    /// Where the block is written: the checkers' failures point at it.
    public var location = SourceLocation(line: 1, column: 1)

    public init() {}
}

/// `app_store: on` — the family's app sells subscriptions; `off` — a build without them, where
/// nothing is ever locked (every scenario written before subscriptions).
public enum AppStoreModel: String, Hashable, Sendable, CaseIterable {
    case off
    case on
}

/// A parent's place in the family's sharing.
public enum ParentRole: String, Hashable, Sendable, CaseIterable {
    /// The first parent: owns the family's zones, invites the others.
    case organizer
    /// Reads and writes settings and points.
    case coParent = "co_parent"
    /// Reads only.
    case viewer
}

extension ScenarioDecoder {
    static let syncKeys: [BlockKey<SyncSpec>] = [
        .delay(
            "latency", "one-way latency of each message between a device and the cloud", "lognormal 80ms 0.5",
            \.network.latency),
        .percent(
            "loss", "chance that a request, or separately its answer, is lost on the way", "0%",
            \.network.lossPercent),
        .duration(
            "timeout", "how long a device waits for an answer before the call fails with networkFailure",
            "30s", \.network.timeoutMs),
        .delay("push_delay", "how long a silent push takes to arrive", "lognormal 2s 1.0", \.network.push.delay),
        .percent("push_drop", "chance that a silent push is never delivered", "5%", \.network.push.dropPercent),
        .count(
            "push_budget", "silent pushes per rolling hour that wake an app in the background; more are dropped",
            "3", \.network.push.backgroundPerHourMax),
        .duration(
            "history_retention",
            "how long the service keeps a zone's change history; an older change token "
                + "fails with changeTokenExpired", "30d", \.service.historyRetentionMs),
        .count("page_size", "records per page of a change fetch", "200", \.service.pageRecordsMax, minimum: 1),
        .count(
            "batch_limit", "records per modify request; more fail the request with limitExceeded", "400",
            \.service.batchItemsMax, minimum: 1),
        .duration(
            "invitation_lifetime", "how long an invitation code can be accepted", "72h",
            \.service.invitationLifetimeMs),
        .duration(
            "convergence_bound",
            "once faults have healed, how long devices may take to agree with the "
                + "service before the convergence checker fails the scenario", "2h", \.convergenceBoundMs),
        .count(
            "partitions_per_day",
            "random outages per device per day on average, each cutting the device off "
                + "both ways; drawn from the seed, up to convergence_bound before the end", "0", \.partitionsPerDay),
        .delay("partition_length", "how long a random outage lasts", "lognormal 30m 1.0", \.partitionLength),
        .choice(
            "points_design",
            "how parents' points adjustments travel: one record each, or one shared "
                + "balance record merged by last edit (kept to show the update it loses)", .ledgerEntries,
            \.pointsDesign),
        .choice(
            "overdraft_notice",
            "what the child's device does when copies of its other devices' entries take "
                + "the balance below zero: notify the child, or stay silent (kept to show what the intent "
                + "checker catches)", .notify, \.overdraftNotice),
        .choice(
            "app_store",
            "whether the organizer's phone reaches a simulated App Store: the family then starts "
                + "on the 14-day trial and the entitlement gates new reward rules (see Subscriptions)", .off,
            \.appStore),
        .choice(
            "parent_reports",
            "whether each child's closed days go up to the parents' phones as daily summaries, "
                + "announced there as they arrive (see Daily reports)", .off, \.parentReports),
        .choice(
            "unknown_fields",
            "what a parent's phone on an older app version does with a field of the settings record it does not "
                + "know when it saves the record: keep it (it edits the record it fetched) or drop it (it builds the "
                + "record afresh; kept to show what that loses)", .keep, \.unknownFields),
    ]

    /// `sync: on` for every default, or a block of the keys above.
    mutating func decodeSync(_ node: YAMLNode) -> SyncSpec {
        var spec = SyncSpec()
        spec.location = node.location
        if case .scalar(let scalar) = node {
            if scalar.value != "on" {
                fail(
                    "'sync' is 'on' or a block of sync keys", at: scalar.location, length: scalar.length,
                    help: "write sync: on for the defaults")
            }
            return spec
        }
        decodeBlock(node, named: "sync", keys: Self.syncKeys, into: &spec)
        return spec
    }
}
