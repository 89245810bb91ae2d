import Platform
import Simulation

/// Percentiles over the durations a run measured: how late background tasks started, how
/// late notifications came.
extension ExpectationCatalog {
    struct Sample: Sendable {
        let name: String
        let meaning: String
        /// Every measured duration in milliseconds, narrowed by the call's device or child, in no
        /// particular order (some come from a dictionary): read them through `sortedValues`.
        let read: @Sendable (BoundArguments, RunState) -> [Int64]

        /// The durations in ascending order: the same for every run of the same seed.
        func sortedValues(_ args: BoundArguments, _ run: RunState) -> [Int64] {
            read(args, run).sorted()
        }
    }

    static let samples: [Sample] = [
        Sample(name: "refresh_delay", meaning: "refresh task start minus its earliest begin date") { args, run in
            taskDelays(.refresh, args, run)
        },
        Sample(name: "processing_delay", meaning: "processing task start minus its earliest begin date") { args, run in
            taskDelays(.processing, args, run)
        },
        Sample(
            name: "notification_delay",
            meaning: "notification posted minus the moment its news became true"
        ) { args, run in
            run.world.notifications.filter { posted in
                (args.device == nil || posted.device == args.device)
                    && (args.child == nil || run.scenario.devices.first { $0.id == posted.device }?.child == args.child)
            }.map { $0.time.milliseconds(since: $0.notification.occurredAt) }
        },
        Sample(
            name: "reconciliation_gap",
            meaning: "time from one finished reconciliation pass to the next (the first: from the start of "
                + "the run; the last: to now), per child"
        ) { args, run in
            let children = run.scenario.children.map(\.id).filter { args.child == nil || $0 == args.child }
            return children.flatMap { child in
                let finishes = run.works(child).flatMap(\.reconciliations)
                    .filter { args.device == nil || $0.device == args.device }.compactMap(\.finishedAt).sorted()
                let moments = [run.scenario.start.instant] + finishes + [run.world.now]
                return zip(moments.dropFirst(), moments).map { $0.milliseconds(since: $1) }
            }
        },
    ]

    /// Sync latencies, in true time: from a parent's change to the child's device carrying it
    /// out, and from a ledger entry made on the child's device to a parent's phone receiving it.
    static let syncSamples: [Sample] = [
        Sample(
            name: "config_sync_latency",
            meaning: "a parent's command carried out on the child's device minus the moment the parent made "
                + "it (the device: where it was carried out)"
        ) { args, run in
            guard let sync = run.sync else { return [] }
            return sync.issuedAtMs.sorted { $0.key < $1.key }.compactMap { command, issuedAtMs -> Int64? in
                guard let run = sync.executions[command]?.first,
                    args.device == nil || run.device == args.device,
                    args.child == nil
                        || sync.childApps.contains(where: { $0.device == run.device && $0.child == args.child })
                else { return nil }
                return run.timeMs - issuedAtMs
            }
        },
        Sample(
            name: "usage_sync_latency",
            meaning: "a ledger entry received on a parent's phone minus the moment the child's device made it "
                + "— the entry's time on the device's clock, less that clock's offset from true time when the app "
                + "queued it; the wait for the app to run, after the extension counted the minute, is included "
                + "(the device: the receiving phone)"
        ) { args, run in
            guard let sync = run.sync else { return [] }
            // The child is read off the record name (`entry.<child>.<sequence>`) only when asked for.
            return sync.entryCrossings.flatMap { entry, crossing -> [Int64] in
                guard args.child == nil || args.child?.rawValue == String(entry.split(separator: ".")[1]) else {
                    return []
                }
                return crossing.latenciesMs(on: args.device)
            }
        },
    ]

    /// Every sample a percentile reads, in the reference's order.
    static let allSamples = samples + syncSamples + freshnessSamples

    static let percentileFunctions: [Function] = [("p50", 50), ("p95", 95), ("p99", 99), ("max", 100)].map {
        name, rank in
        Function(
            name: name,
            parameters: [
                (.choice(name: "sample", options: allSamples.map(\.name)), false), (.anyDevice, true),
                (.child, true),
            ],
            result: .duration,
            meaning: rank == 100
                ? "the largest of a sample's durations (on one device / for one child)"
                : "the \(rank)th percentile (nearest rank) of a sample's durations (on one device / for one child)"
        ) { args, run throws(FunctionFailure) in
            let sample = allSamples.first { $0.name == args.choice }!
            let values = sample.sortedValues(args, run)
            guard !values.isEmpty else {
                throw FunctionFailure(
                    message: "no \(sample.name) was measured in this run",
                    help: "count them first, e.g. background_runs(device, refresh) > 0")
            }
            return .duration(milliseconds: NearestRank.percentile(rank, of: values))
        }
    }

    static func taskDelays(_ kind: BackgroundTaskKind, _ args: BoundArguments, _ run: RunState) -> [Int64] {
        let devices = run.scenario.devices.filter { spec in
            (args.device == nil || spec.id == args.device) && (args.child == nil || spec.child == args.child)
        }
        return devices.flatMap { spec in
            run.device(spec.id).backgroundRuns.filter { $0.kind == kind }.map(\.delayMs)
        }
    }
}
