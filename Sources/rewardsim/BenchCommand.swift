import Foundation
import Scenarios
import SimulationKernel

/// `rewardsim bench kernel|fleet|family|offline`: the figures the manual's performance measurements record,
/// measured in this process, in release builds (`swift run -c release rewardsim bench …`).
struct BenchCommand {
    let invocation: Invocation
    let console: Console

    func execute() -> Int32 {
        switch invocation.paths.first {
        case "kernel": return kernel()
        case "fleet": return fleet()
        case "family": return single("heavy-family", daysMax: 366)
        case "offline": return single("offline-child", daysMax: 364)
        default:
            console.error("rewardsim: error: bench needs what to time: kernel, fleet, family or offline")
            console.error("help: rewardsim bench kernel, or rewardsim bench fleet --families 100 --days 7")
            return ExitCode.usageOrScenarioError
        }
    }

    /// 1,000 self-rescheduling timers with delays of 1 to 1,000 ms, 10,000,000 events;
    /// `bench kernel compare [DIR]`: beside the reference programs in DIR (`KernelComparison`).
    func kernel() -> Int32 {
        let words = invocation.paths.dropFirst()
        if words.first == "compare" && words.count <= 2 {
            let directory = words.dropFirst().first ?? KernelComparison.defaultDirectory
            return KernelComparison(referenceDirectory: directory, seed: invocation.seed ?? 1, console: console)
                .execute()
        }
        guard words.isEmpty else {
            console.error("rewardsim: error: bench kernel takes nothing after it but 'compare [DIR]'")
            console.error(
                "help: rewardsim bench kernel, or rewardsim bench kernel compare "
                    + KernelComparison.defaultDirectory)
            return ExitCode.usageOrScenarioError
        }
        let started = Date()
        let result = KernelBenchmark.run(timers: 1_000, events: 10_000_000, seed: invocation.seed ?? 1)
        let seconds = Date().timeIntervalSince(started)
        console.out(
            "events=\(result.events) seconds=\(String(format: "%.3f", seconds)) "
                + "events_per_second=\(Int((Double(result.events) / seconds).rounded())) "
                + "trace=\(result.traceHash.hexString)")
        return ExitCode.success
    }

    /// Families of two parents and two children with three iPads, personas and sync on, iOS
    /// quirks at their default rates, each family its own simulation, on `--jobs` threads.
    /// `traces` mixes every family's trace hash in family order: the same for every `--jobs`.
    func fleet() -> Int32 {
        guard let template = family("fleet-family") else { return ExitCode.usageOrScenarioError }
        let started = Date()
        let days = invocation.days
        let outcomes = ParallelMap.map(count: invocation.families, threads: invocation.jobs) { family in
            let number = family + 1
            let scenario = template.scenario(
                path: "fleet-family-\(number).yaml", values: ["number": number, "days": days]
            )
            let outcome = ScenarioRunner.run(scenario, seed: scenario.seed)
            return (events: outcome.eventsExecuted, trace: outcome.traceHash)
        }
        let seconds = Date().timeIntervalSince(started)
        var traces = TraceHash()
        for outcome in outcomes { traces.mix(StableHash.fnv1a64(outcome.trace)) }
        let events = outcomes.reduce(UInt64(0)) { $0 + $1.events }
        let familyDays = Double(invocation.families * invocation.days)
        console.out(
            "families=\(invocation.families) days=\(invocation.days) jobs=\(invocation.jobs) "
                + "seconds=\(String(format: "%.3f", seconds)) "
                + "family_days_per_second=\(String(format: "%.1f", familyDays / seconds)) "
                + "events=\(events) events_per_second=\(Int((Double(events) / seconds).rounded())) "
                + "peak_memory_mib=\(Self.peakMemoryMiB()) traces=\(traces.hexString)")
        return ExitCode.success
    }

    /// One simulation of `--days` days (`--trace PATH`: with the sync trace, written there), and
    /// its cost per simulated day, the figure that must not grow with the run's length.
    func single(_ name: String, daysMax: Int) -> Int32 {
        guard invocation.days <= daysMax else {
            console.error("rewardsim: error: --days \(invocation.days) is more than this benchmark's \(daysMax)")
            return ExitCode.usageOrScenarioError
        }
        guard let template = family(name) else { return ExitCode.usageOrScenarioError }
        let started = Date()
        let built = template.scenario(path: "\(name)-\(invocation.days)d.yaml", values: ["days": invocation.days])
        let outcome = ScenarioRunner.run(built, seed: built.seed, tracing: invocation.tracePath != nil)
        if let path = invocation.tracePath {
            let text = outcome.syncTrace.map { $0 + "\n" }.joined()
            guard FileManager.default.createFile(atPath: path, contents: Data(text.utf8)) else {
                console.error("rewardsim: error: cannot write the trace to \(path)")
                return ExitCode.usageOrScenarioError
            }
        }
        let seconds = Date().timeIntervalSince(started)
        let days = Double(invocation.days)
        console.out(
            "days=\(invocation.days) seconds=\(String(format: "%.3f", seconds)) "
                + "ms_per_day=\(String(format: "%.1f", seconds * 1_000 / days)) "
                + "events=\(outcome.eventsExecuted) peak_memory_mib=\(Self.peakMemoryMiB()) "
                + "checks_passed=\(outcome.checks.allSatisfy { $0.status == .passed }) trace=\(outcome.traceHash)")
        return ExitCode.success
    }

    /// The family `name`, or nil once the error is told: its file is read from the package root.
    func family(_ name: String) -> BenchFamily? {
        guard let family = BenchFamily(name) else {
            console.error("rewardsim: error: cannot read the benchmark's family \(BenchFamily.path(of: name))")
            console.error("help: run rewardsim bench from the package root")
            return nil
        }
        return family
    }

    /// The process's peak resident memory so far (`ru_maxrss`: kibibytes on Linux, bytes on macOS).
    static func peakMemoryMiB() -> Int {
        var usage = rusage()
        #if os(Linux)
            getrusage(RUSAGE_SELF.rawValue, &usage)
            return Int(usage.ru_maxrss) / 1_024
        #else
            getrusage(RUSAGE_SELF, &usage)
            return Int(usage.ru_maxrss) / (1_024 * 1_024)
        #endif
    }
}
