import Foundation

/// The scenario gate judged file by file: one unmutated run of each file records the sites it
/// reaches, and each mutant then runs only the files that reach it (``ScenarioFileCoverage``).
extension MutationCampaign {
    /// Runs each of the gate's scenario files once without a mutant, on `jobs` workers.
    func fileCoverageRun(_ paths: [String]) throws(Failure) -> ScenarioFileCoverage {
        let directory = configuration.scratchDirectory + "/coverage"
        try? FileManager.default.removeItem(atPath: directory)
        try? FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
        say("running the gate's \(paths.count) scenario files without mutants, recording the sites each reaches …")
        let started = Date()
        let lock = NSLock()
        nonisolated(unsafe) var runs: [(file: ScenarioFileCoverage.File, reached: Set<Int>)?] =
            Array(repeating: nil, count: paths.count)
        nonisolated(unsafe) var failures: [(path: String, outcome: ChildProcess.Outcome, output: String)] = []
        onWorkers(count: paths.count) { index, _ in
            let prefix = directory + "/file-\(index)"
            let (arguments, workingDirectory) = configuration.gate.command(
                scratch: scratchPackage, packageRoot: root, reportDirectory: prefix + "-reports",
                scenarioFile: paths[index])
            let began = Date()
            let (outcome, cpuSeconds) = ChildProcess.measured(
                arguments, directory: workingDirectory,
                environment: Self.gateEnvironment(mutant: 0, coveragePath: prefix),
                outputPath: prefix + ".txt")
            let wallSeconds = Date().timeIntervalSince(began)
            let output = (try? String(contentsOfFile: prefix + ".txt", encoding: .utf8)) ?? ""
            if outcome == .exited(2) && configuration.gate.filter != nil
                && output.contains("no scenario matches the filter")
            {
                return  // a file with nothing the filter chooses is not part of the gate
            }
            var reached = Set<Int>()
            for module in configuration.modules {
                let text = (try? String(contentsOfFile: prefix + "-\(module)", encoding: .utf8)) ?? ""
                reached.formUnion(text.split(separator: "\n").compactMap { Int($0) })
            }
            let file = ScenarioFileCoverage.File(path: paths[index], cpuSeconds: cpuSeconds, wallSeconds: wallSeconds)
            lock.withLock {
                if outcome == .exited(0) {
                    runs[index] = (file, reached)
                } else {
                    failures.append((paths[index], outcome, output))
                }
            }
        }
        if let failure = failures.min(by: { $0.path < $1.path }) {
            throw Failure(
                message: "the gate fails without any mutant on \(failure.path) (\(failure.outcome)); "
                    + "mutants cannot be judged by it",
                log: failure.output)
        }
        let kept = runs.compactMap { $0 }
        let coverage = ScenarioFileCoverage(files: kept.map(\.file), reachedByFile: kept.map(\.reached))
        let cpu = kept.map(\.file.cpuSeconds).reduce(0, +)
        say(
            "  the gate passed in \(String(format: "%.1f", Date().timeIntervalSince(started))) s "
                + "(\(String(format: "%.1f", cpu)) s of CPU) and reached \(coverage.reached.count) sites")
        return coverage
    }

    /// Runs `files` (those that reach the mutant, cheapest first) with the mutant active until
    /// one fails; the mutant survives when all pass.
    func judgeByFiles(
        _ mutant: Mutant, _ files: [ScenarioFileCoverage.File], worker: Int
    ) -> (MutantStatus, String?) {
        let directory = configuration.scratchDirectory + "/worker-\(worker)"
        try? FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
        let gateName = configuration.gate.kind.rawValue
        for file in files {
            let (arguments, workingDirectory) = configuration.gate.command(
                scratch: scratchPackage, packageRoot: root, reportDirectory: directory + "/reports",
                scenarioFile: file.path)
            let outputPath = directory + "/output.txt"
            let timeoutSeconds = ScenarioFileCoverage.timeoutSeconds(file)
            let outcome = ChildProcess.run(
                arguments, directory: workingDirectory, environment: Self.gateEnvironment(mutant: mutant.id),
                outputPath: outputPath, timeoutSeconds: timeoutSeconds)
            let output = (try? String(contentsOfFile: outputPath, encoding: .utf8)) ?? ""
            switch outcome {
            case .exited(0): continue
            case .exited(1):
                return (.killed, configuration.gate.killer(output: output) ?? "\(gateName): \(file.path)")
            case .exited(let code): return (.crashed, "\(gateName): \(file.path): exit code \(code)")
            case .signalled(let signal): return (.crashed, "\(gateName): \(file.path): signal \(signal)")
            case .timedOut: return (.timedOut, "\(gateName): \(file.path): over \(Int(timeoutSeconds)) s")
            }
        }
        return (.survived, nil)
    }
}
