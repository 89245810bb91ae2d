import Foundation

/// `rewardsim bench kernel compare [DIR]`: the kernel beside reference implementations of the
/// same model (1,000 self-rescheduling timers, delays of 1 to 1,000 ms) — a C timing wheel, a C
/// binary heap and SimPy, from DIR (default ``defaultDirectory``) — each run as a whole process,
/// one after another in every round, so that the machine's load drifts over all of them alike.
///
/// A contender whose tool is missing (no C compiler, no SimPy) is reported and left out. Rates
/// are each program's own timing of its event loop, medians over the rounds; the whole
/// process's wall time and the load average before each run are printed beside them.
struct KernelComparison {
    /// The reference programs' sources, from the package root.
    static let defaultDirectory = "Sources/rewardsim/Benchmarks/Kernel"
    static let rounds = 5
    static let barWidth = 40

    struct Contender {
        let name: String
        /// Run through `/usr/bin/env`, so a bare program name is looked up on `PATH`.
        let command: [String]
    }

    /// One whole-process run: the program's own `events_per_second`, the process's wall time,
    /// and the one-minute load average just before it started.
    struct Sample {
        let eventsPerSecond: Double
        let wallSeconds: Double
        let load: Double
    }

    let referenceDirectory: String
    let seed: UInt64
    let console: Console

    func execute() -> Int32 {
        let buildDirectory = FileManager.default.temporaryDirectory
            .appendingPathComponent("rewardsim-kernel-compare-\(ProcessInfo.processInfo.processIdentifier)").path
        defer { try? FileManager.default.removeItem(atPath: buildDirectory) }
        try? FileManager.default.createDirectory(atPath: buildDirectory, withIntermediateDirectories: true)

        var contenders = [
            Contender(name: "kernel", command: [Self.ownExecutable, "bench", "kernel", "--seed", "\(seed)"])
        ]
        for (name, source) in [("C wheel", "wheel"), ("C heap", "heap")] {
            switch compile(source, into: buildDirectory) {
            case .success(let binary): contenders.append(Contender(name: name, command: [binary]))
            case .failure(let reason): console.out("\(name): not available (\(reason))")
            }
        }
        let simpyScript = referenceDirectory + "/timers_simpy.py"
        if !FileManager.default.fileExists(atPath: simpyScript) {
            console.out("SimPy: not available (no \(simpyScript))")
        } else if Self.run(["python3", "-c", "import simpy"])?.status != 0 {
            console.out("SimPy: not available (python3 cannot import simpy)")
        } else {
            // A tenth of the events: SimPy is two orders of magnitude slower, and a rate is a rate.
            contenders.append(Contender(name: "SimPy", command: ["python3", simpyScript, "1000000"]))
        }

        var samples = [[Sample]](repeating: [], count: contenders.count)
        for _ in 0..<Self.rounds {
            for (index, contender) in contenders.enumerated() {
                guard let sample = Self.sample(contender) else {
                    console.error(
                        "rewardsim: error: \(contender.name) (\(contender.command.joined(separator: " "))) failed")
                    return ExitCode.internalError
                }
                samples[index].append(sample)
            }
        }
        let medianRates = samples.map { Self.median($0.map(\.eventsPerSecond)) }
        let fastest = medianRates.max() ?? 1
        let nameWidth = contenders.map(\.name.count).max() ?? 0
        for (index, contender) in contenders.enumerated() {
            let loads = samples[index].map(\.load)
            console.out(
                contender.name.padding(toLength: nameWidth, withPad: " ", startingAt: 0) + "  "
                    + Self.bar(medianRates[index] / fastest) + "  "
                    + String(
                        format: "%8.2f M events/s, wall %.3f s, load %.1f–%.1f",
                        medianRates[index] / 1e6, Self.median(samples[index].map(\.wallSeconds)),
                        loads.min() ?? 0, loads.max() ?? 0))
        }
        if let wheel = contenders.firstIndex(where: { $0.name == "C wheel" }) {
            let perRound = zip(samples[0], samples[wheel]).map {
                String(format: "%.2f", $0.eventsPerSecond / $1.eventsPerSecond)
            }
            console.out(
                "ratio_to_c_wheel=" + String(format: "%.2f", medianRates[0] / medianRates[wheel])
                    + " (medians of \(Self.rounds) whole-process runs each, run alternately; per round: "
                    + perRound.joined(separator: " ") + ")")
        }
        return ExitCode.success
    }

    enum CompileResult {
        case success(String)
        case failure(String)
    }

    func compile(_ name: String, into directory: String) -> CompileResult {
        let source = referenceDirectory + "/\(name).c"
        guard FileManager.default.fileExists(atPath: source) else { return .failure("no \(source)") }
        let binary = directory + "/\(name)"
        guard let result = Self.run(["cc", "-O2", "-o", binary, source]) else { return .failure("no C compiler") }
        return result.status == 0 ? .success(binary) : .failure("cc -O2 \(source) failed")
    }

    static func sample(_ contender: Contender) -> Sample? {
        let load = loadAverage()
        let started = Date()
        guard let result = run(contender.command), result.status == 0 else { return nil }
        let wallSeconds = Date().timeIntervalSince(started)
        guard let rate = field("events_per_second", in: result.output) else { return nil }
        return Sample(eventsPerSecond: rate, wallSeconds: wallSeconds, load: load)
    }

    /// The value of `name=` in a line of `key=value` words.
    static func field(_ name: String, in output: String) -> Double? {
        for word in output.split(whereSeparator: { $0 == " " || $0 == "\n" }) where word.hasPrefix(name + "=") {
            return Double(word.dropFirst(name.count + 1))
        }
        return nil
    }

    static func run(_ arguments: [String]) -> (status: Int32, output: String)? {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = arguments
        let pipe = Pipe()
        process.standardOutput = pipe
        process.standardError = FileHandle.nullDevice
        do { try process.run() } catch { return nil }
        let data = pipe.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return (process.terminationStatus, String(decoding: data, as: UTF8.self))
    }

    /// The one-minute load average (`/proc/loadavg`; 0 where there is none, as on macOS).
    static func loadAverage() -> Double {
        guard let text = try? String(contentsOfFile: "/proc/loadavg", encoding: .utf8) else { return 0 }
        return text.split(separator: " ").first.flatMap { Double($0) } ?? 0
    }

    static var ownExecutable: String {
        Bundle.main.executablePath ?? CommandLine.arguments[0]
    }

    static func median(_ values: [Double]) -> Double {
        let sorted = values.sorted()
        guard !sorted.isEmpty else { return 0 }
        let middle = sorted.count / 2
        return sorted.count % 2 == 1 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2
    }

    /// A bar of `fraction` of `barWidth` cells; at least a sliver, so a slow contender still shows.
    static func bar(_ fraction: Double) -> String {
        let cells = Int((fraction * Double(barWidth)).rounded())
        let filled = cells == 0 ? "▏" : String(repeating: "█", count: cells)
        return filled.padding(toLength: barWidth, withPad: " ", startingAt: 0)
    }
}
