import Foundation
import Scenarios
import SimulationKernel

/// `rewardsim bench kernel` and `rewardsim bench fleet`: the performance figures the README
/// records, measured in this process, in release builds (`swift run -c release rewardsim bench …`).
struct BenchCommand {
    let invocation: Invocation
    let console: Console

    func execute() -> Int32 {
        switch invocation.paths.first {
        case "kernel": return kernel()
        case "fleet": return fleet()
        default:
            console.error("rewardsim: error: bench needs what to time: kernel or fleet")
            console.error("help: rewardsim bench kernel, or rewardsim bench fleet --families 100 --days 7")
            return ExitCode.usageOrScenarioError
        }
    }

    /// 1,000 self-rescheduling timers with delays of 1 to 1,000 ms, 10,000,000 events.
    func kernel() -> Int32 {
        let started = Date()
        let result = KernelBenchmark.run(timers: 1_000, events: 10_000_000, seed: invocation.seed ?? 1)
        let seconds = Date().timeIntervalSince(started)
        console.out("events=\(result.events) seconds=\(String(format: "%.3f", seconds)) "
                    + "events_per_second=\(Int((Double(result.events) / seconds).rounded())) "
                    + "trace=\(result.traceHash.hexString)")
        return ExitCode.success
    }

    /// Families of two parents and two children with three iPads, personas and sync on, iOS
    /// quirks at their default rates, each family its own simulation, one after another on
    /// this thread.
    func fleet() -> Int32 {
        let started = Date()
        var events: UInt64 = 0
        for family in 0..<invocation.families {
            let scenario = FleetFamily.scenario(number: family + 1, days: invocation.days)
            events += ScenarioRunner.run(scenario, seed: scenario.seed).eventsExecuted
        }
        let seconds = Date().timeIntervalSince(started)
        let familyDays = Double(invocation.families * invocation.days)
        console.out("families=\(invocation.families) days=\(invocation.days) seconds=\(String(format: "%.3f", seconds)) "
                    + "family_days_per_second=\(String(format: "%.1f", familyDays / seconds)) "
                    + "events=\(events) events_per_second=\(Int((Double(events) / seconds).rounded())) "
                    + "peak_memory_mib=\(Self.peakMemoryMiB())")
        return ExitCode.success
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
