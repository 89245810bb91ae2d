import Platform
import Reports
import Simulation

/// Runs a scenario to look inside it: recorded for `diff`, or stopped at a moment for a dump of
/// every device's state and the service's.
public enum RunInspector {
    /// Device states are read every minute of virtual time for a recorded run.
    public static let checkpointIntervalMs: Int64 = 60_000

    /// The scenario run with `seed` as `run` runs it (same trace hash), recorded.
    public static func record(_ scenario: Scenario, seed: UInt64, label: String) -> RunRecord {
        var record: RunRecord?
        let outcome = ScenarioRunner.run(scenario, seed: seed, tracing: false) { state in
            state.world.startRecording(checkpointEveryMs: checkpointIntervalMs)
        } inspect: { state, _ in
            record = RunRecord(
                label: label, traceHash: "", utcOffsetSeconds: scenario.start.utcOffsetSeconds,
                steps: state.world.recordedSteps, checkpoints: state.world.recordedCheckpoints)
        }
        return RunRecord(
            label: label, traceHash: outcome.traceHash, utcOffsetSeconds: scenario.start.utcOffsetSeconds,
            steps: record!.steps, checkpoints: record!.checkpoints)
    }

    /// Every device's state and the service's once every event up to and including `moment` ran.
    public static func dump(_ scenario: Scenario, seed: UInt64, until moment: Instant) -> JSONValue {
        let state = RunState(scenario: scenario, seed: seed)
        defer { state.world.discardPendingWork() }
        for (index, action) in state.steps.enumerated() {
            state.world.scheduleScriptStep(Int32(index), at: action.time)
        }
        let limit = min(moment, scenario.end)
        state.world.run(until: limit, eventBudget: ScenarioRunner.eventBudget) { step in
            ActionPerformer.perform(state.steps[Int(step)], in: state)
        }
        let offset = scenario.start.utcOffsetSeconds
        let format = { (ms: Int64) in
            LocalTimestamp(instant: Instant(millisecondsSinceEpoch: ms), utcOffsetSeconds: offset).description
        }
        let probes = state.world.stateProbes.compactMap { $0 as? StateDumpable }
        let devices = probes.filter { !($0 is ServiceProbe) }.map { $0.stateDump(formatTime: format) }
        let service = probes.first { $0 is ServiceProbe }?.stateDump(formatTime: format) ?? .null
        return JSONValue(object: [
            ("scenario", .string(scenario.file)), ("seed", .integer(Int64(bitPattern: seed))),
            ("at", .string(format(limit.millisecondsSinceEpoch))),
            ("events", .integer(Int64(state.world.loop.executedEventCount))),
            ("devices", .array(devices)), ("service", service),
        ])
    }
}
