import Checkers
import FamilyApp
import Platform
import Reports
import Simulation
import SyncEngine

/// What a synced run reports: latencies, conflicts, retries, pushes and traffic per device and
/// day, and the lines of its trace.
extension SyncRun {
    func metricsJSON(state: RunState) -> JSONValue {
        let args = BoundArguments()
        let latency: (String) -> JSONValue = { name in
            let sample = ExpectationCatalog.syncSamples.first { $0.name == name }!
            return Self.latencyJSON(sample.sortedValues(args, state))
        }
        let counters = syncedDevices.map(\.state.counters)
        let total: ((SyncCounters) -> Int) -> Int64 = { read in Int64(counters.reduce(0) { $0 + read($1) }) }
        let detected = counters.reduce(0) { $0 + $1.conflictsDetected }
        let resolved = counters.reduce(0) { $0 + $1.conflictsResolved }
        return JSONValue(object: [
            ("configSyncLatency", latency("config_sync_latency")),
            ("usageSyncLatency", latency("usage_sync_latency")),
            ("conflictsDetected", .integer(Int64(detected))),
            ("conflictsResolved", .integer(Int64(resolved))),
            (
                "autoResolutionRate",
                detected == 0 ? .null : .number(Double(resolved) / Double(detected), fractionDigits: 4)
            ),
            ("valuesDiscarded", .integer(total { $0.valuesDiscarded })),
            ("retries", .integer(total { $0.retries })),
            ("failedChanges", .integer(Int64(syncedDevices.reduce(0) { $0 + $1.state.failedChanges.count }))),
            ("fullRefetches", .integer(total { $0.fullRefetches })),
            (
                "commands",
                JSONValue(
                    object: ExpectationCatalog.commandStatuses.map { status in
                        (status, .integer(Int64(commandCount(status, child: nil))))
                    })
            ),
            (
                "discarded",
                .array(
                    syncedDevices.flatMap { device, state in
                        state.discardedValues.map { Self.discardedJSON($0, device: device) }
                    })
            ),
            ("devices", .array(world.connections.map(Self.deviceJSON))),
            (
                "violations",
                .array(
                    checkers.log.violations.map { violation in
                        JSONValue(object: [
                            ("checker", .string(violation.checker.rawValue)),
                            ("at", .string(formatTime(violation.timeMs))),
                            ("devices", .array(violation.devices.map { .string($0.rawValue) })),
                            ("detail", .string(violation.detail)),
                        ])
                    })
            ),
        ])
    }

    static func latencyJSON(_ sorted: [Int64]) -> JSONValue {
        let rank: (Int) -> JSONValue = { sorted.isEmpty ? .null : .integer(NearestRank.percentile($0, of: sorted)) }
        return JSONValue(object: [
            ("count", .integer(Int64(sorted.count))), ("p50Ms", rank(50)), ("p95Ms", rank(95)), ("p99Ms", rank(99)),
            ("maxMs", rank(100)),
        ])
    }

    static func discardedJSON(_ value: DiscardedValue, device: DeviceID) -> JSONValue {
        JSONValue(object: [
            ("device", .string(device.rawValue)), ("record", .string(value.recordID.description)),
            ("field", .string(value.field)), ("discarded", .string(value.discardedValue?.description ?? "none")),
            ("kept", .string(value.keptValue?.description ?? "none")), ("reason", .string(value.reason.rawValue)),
        ])
    }

    static func deviceJSON(_ connection: CloudConnection) -> JSONValue {
        JSONValue(object: [
            ("device", .string(connection.device.rawValue)),
            (
                "pushes",
                JSONValue(object: [
                    ("sent", .integer(Int64(connection.pushes.sent))),
                    ("delivered", .integer(Int64(connection.pushes.delivered))),
                    ("dropped", .integer(Int64(connection.pushes.dropped))),
                    ("coalesced", .integer(Int64(connection.pushes.coalesced))),
                ])
            ),
            (
                "days",
                .array(
                    connection.traffic.enumerated().map { day, traffic in
                        JSONValue(object: [
                            ("day", .integer(Int64(day + 1))), ("requests", .integer(Int64(traffic.requests))),
                            ("bytesSent", .integer(Int64(traffic.bytesSent))),
                            ("bytesReceived", .integer(Int64(traffic.bytesReceived))),
                        ])
                    })
            ),
        ])
    }

    /// The run's trace as JSON Lines: one object per line, in the order things happened.
    func traceLines(scenario: Scenario, seed: UInt64) -> [String] {
        world.syncTrace.map { line in
            JSONValue(object: [
                ("scenario", .string(scenario.file)), ("seed", .integer(Int64(bitPattern: seed))),
                (
                    "time",
                    .string(
                        LocalTimestamp(
                            instant: Instant(millisecondsSinceEpoch: line.timeMs),
                            utcOffsetSeconds: scenario.start.utcOffsetSeconds
                        ).iso8601)
                ),
                ("device", line.device.map { .string($0.rawValue) } ?? .null), ("event", .string(line.event)),
                ("records", .array(line.records.map(JSONValue.string))),
                ("tags", .array(line.tags.map(JSONValue.string))),
                ("decision", .string(line.decision)),
            ]).serializedLine()
        }
    }
}
