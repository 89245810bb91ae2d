import Foundation

/// The whole analysis: find the mutants, build them all into a scratch copy of the package
/// once (mutant schemata), find which sites the gate reaches, then run the gate once per
/// reached mutant on several workers, each under a time limit.
public struct MutationCampaign: Sendable {
    public struct Configuration: Sendable {
        public var packageRoot: String
        public var modules: [String]
        /// `--since REF`: only mutants on lines changed since REF.
        public var since: String?
        /// `--sample N --seed S`.
        public var sampleCount: Int?
        public var sampleSeed: UInt64
        public var gate: MutationGate
        public var jobs: Int
        /// `--time-budget S`: no mutant's gate run starts after S seconds of judging.
        public var timeBudgetSeconds: Double?
        public var equivalents: EquivalentMutants
        /// Where the scratch copy and the gate's runs go; kept between runs for incremental builds.
        public var scratchDirectory: String
        /// The gate's scenario files, found in its paths as `rewardsim run` finds them: each
        /// mutant then runs only the files that reach its site (``ScenarioFileCoverage``).
        /// Nil: every mutant runs the whole gate in one process.
        public var scenarioFiles: [String]?

        public init(
            packageRoot: String, modules: [String], since: String?, sampleCount: Int?, sampleSeed: UInt64,
            gate: MutationGate, jobs: Int, timeBudgetSeconds: Double? = nil, equivalents: EquivalentMutants,
            scratchDirectory: String, scenarioFiles: [String]? = nil
        ) {
            self.packageRoot = packageRoot
            self.modules = modules
            self.since = since
            self.sampleCount = sampleCount
            self.sampleSeed = sampleSeed
            self.gate = gate
            self.jobs = jobs
            self.timeBudgetSeconds = timeBudgetSeconds
            self.equivalents = equivalents
            self.scratchDirectory = scratchDirectory
            self.scenarioFiles = scenarioFiles
        }
    }

    public struct Failure: Error {
        public let message: String
        /// The output of the command that failed, when there is one.
        public let log: String?
        /// The user asked for something that cannot be (a revision git does not know).
        public var isUsageError = false
    }

    public let configuration: Configuration
    /// Progress and timings for the terminal (never for the reports).
    let say: @Sendable (String) -> Void

    public init(configuration: Configuration, say: @escaping @Sendable (String) -> Void) {
        self.configuration = configuration
        self.say = say
    }

    var root: String { configuration.packageRoot }
    var scratchPackage: String { configuration.scratchDirectory + "/package" }

    // MARK: - Mutants

    /// Every engine file of the chosen modules, sorted by path.
    public func sourceFiles() throws(Failure) -> [MutationSourceFile] {
        var files: [MutationSourceFile] = []
        for module in configuration.modules {
            let directory = root + "/Sources/" + module
            guard let walker = FileManager.default.enumerator(atPath: directory) else {
                throw Failure(message: "no module folder Sources/\(module)", log: nil)
            }
            let paths = walker.compactMap { $0 as? String }.filter { $0.hasSuffix(".swift") }.sorted()
            for path in paths {
                let relative = "Sources/\(module)/\(path)"
                guard let text = try? String(contentsOfFile: root + "/" + relative, encoding: .utf8) else {
                    throw Failure(message: "cannot read \(relative)", log: nil)
                }
                do {
                    files.append(try MutationSourceFile(module: module, path: relative, text: text))
                } catch {
                    throw Failure(message: "\(relative):\(error.line): \(error.message)", log: nil)
                }
            }
        }
        return files
    }

    /// Every mutant of `files`, numbered from 1 in file order.
    public static func allMutants(_ files: [MutationSourceFile]) -> [Mutant] {
        var mutants: [Mutant] = []
        for file in files { mutants += file.mutants(firstID: mutants.count + 1) }
        return mutants
    }

    /// The mutants `--since` and `--sample` choose.
    public func chosenMutants(_ all: [Mutant]) throws(Failure) -> [Mutant] {
        var chosen = all
        if let since = configuration.since {
            let diffPath = configuration.scratchDirectory + "/since.diff"
            try? FileManager.default.createDirectory(
                atPath: configuration.scratchDirectory,
                withIntermediateDirectories: true)
            let outcome = ChildProcess.run(
                ["git", "diff", "-U0", "--no-color", "--no-ext-diff", since, "--"]
                    + configuration.modules.map { "Sources/\($0)" },
                directory: root, outputPath: diffPath)
            let diff = (try? String(contentsOfFile: diffPath, encoding: .utf8)) ?? ""
            guard outcome == .exited(0) else {
                throw Failure(message: "git diff against '\(since)' failed", log: diff, isUsageError: true)
            }
            let changed = ChangedLines(diff: diff)
            chosen = chosen.filter(changed.touches)
        }
        if let count = configuration.sampleCount {
            chosen = MutantSample.choose(chosen, count: count, seed: configuration.sampleSeed)
        }
        return chosen
    }

    // MARK: - The schemata build

    /// Copies the package into the scratch folder, rewriting only files whose bytes differ so
    /// that the scratch build stays incremental.
    func prepareScratch() throws(Failure) {
        let manager = FileManager.default
        try? manager.createDirectory(atPath: scratchPackage, withIntermediateDirectories: true)
        for entry in ["Package.swift", "Sources", "Tests"] {
            try mirror(root + "/" + entry, to: scratchPackage + "/" + entry)
        }
    }

    private func mirror(_ source: String, to destination: String) throws(Failure) {
        let manager = FileManager.default
        var isDirectory: ObjCBool = false
        guard manager.fileExists(atPath: source, isDirectory: &isDirectory) else { return }
        if isDirectory.boolValue {
            try? manager.createDirectory(atPath: destination, withIntermediateDirectories: true)
            let children = ((try? manager.contentsOfDirectory(atPath: source)) ?? []).sorted()
            let present = (try? manager.contentsOfDirectory(atPath: destination)) ?? []
            let stale = present.filter { !children.contains($0) }
            for name in stale { try? manager.removeItem(atPath: destination + "/" + name) }
            for name in children { try mirror(source + "/" + name, to: destination + "/" + name) }
        } else {
            guard let data = manager.contents(atPath: source) else {
                throw Failure(message: "cannot read \(source)", log: nil)
            }
            try writeIfChanged(data, to: destination)
        }
    }

    private func writeIfChanged(_ data: Data, to path: String) throws(Failure) {
        if FileManager.default.contents(atPath: path) == data { return }
        do {
            try data.write(to: URL(fileURLWithPath: path))
        } catch {
            throw Failure(message: "cannot write \(path): \(error.localizedDescription)", log: nil)
        }
    }

    /// Writes the schemata files and builds them; mutants the compiler rejects are dropped and
    /// the build repeated. Returns the dropped mutants with the compiler's message.
    func buildSchemata(files: [MutationSourceFile], mutants: [Mutant]) throws(Failure) -> [Int: String] {
        var dropped: [Int: String] = [:]
        let idMax = mutants.map(\.id).max() ?? 0
        for attempt in 1...12 {
            let compiled = mutants.filter { dropped[$0.id] == nil }
            var branchesByPath: [String: (text: String, branches: [SchemataWriter.Branch])] = [:]
            for file in files {
                var chosen: [SchemataWriter.SiteVariant: Int] = [:]
                for mutant in compiled where mutant.file == file.path {
                    chosen[.init(site: mutant.siteIndex, variant: mutant.variantIndex)] = mutant.id
                }
                var writer = SchemataWriter(file: file, chosen: chosen)
                let written = writer.write()
                branchesByPath[file.path] = written
                try writeIfChanged(Data(written.text.utf8), to: scratchPackage + "/" + file.path)
            }
            for module in configuration.modules {
                let helper = SchemataWriter.helper(module: module, idMax: idMax)
                try writeIfChanged(Data(helper.utf8), to: scratchPackage + "/Sources/\(module)/MutantSwitch.swift")
            }
            let started = Date()
            say(
                "building \(compiled.count) mutants into one \(configuration.gate.usesTests ? "debug" : "release") "
                    + "build (attempt \(attempt)) …")
            let (succeeded, output) = build()
            say("  built in \(Int(Date().timeIntervalSince(started).rounded())) s")
            if succeeded { return dropped }
            let errors = CompilerErrors.parse(output, scratchRoot: scratchPackage)
            var blamed = 0
            for error in errors {
                guard let written = branchesByPath[error.path] else { continue }
                let offset = CompilerErrors.offset(line: error.line, column: error.column, in: written.text)
                for id in SchemataWriter.culprits(at: offset, in: written.branches) where dropped[id] == nil {
                    dropped[id] = error.message
                    blamed += 1
                }
            }
            guard blamed > 0 else {
                throw Failure(message: "the schemata build failed and no mutant could be blamed", log: output)
            }
            say("  \(blamed) mutants did not compile; rebuilding without them")
        }
        throw Failure(message: "the schemata build still fails after 12 attempts", log: nil)
    }

    /// The mutated modules first, one at a time, so that a mutant the compiler rejects costs a
    /// rebuild of the engines only; then the gate's tool or tests.
    private func build() -> (succeeded: Bool, output: String) {
        let configurationArguments = configuration.gate.usesTests ? [] : ["-c", "release"]
        let steps =
            configuration.modules.map { ["swift", "build"] + configurationArguments + ["--target", $0] }
            + [
                configuration.gate.usesTests
                    ? ["swift", "build", "--build-tests"]
                    : ["swift", "build", "-c", "release", "--product", "rewardsim"]
            ]
        let log = configuration.scratchDirectory + "/build.log"
        for step in steps {
            let outcome = ChildProcess.run(step, directory: scratchPackage, outputPath: log)
            guard outcome == .exited(0) else {
                return (false, (try? String(contentsOfFile: log, encoding: .utf8)) ?? "")
            }
        }
        return (true, "")
    }

    // MARK: - Running the gate

    /// Runs the gate without a mutant, recording which sites it reaches; returns the reached
    /// ids and the seconds it took.
    func coverageRun() throws(Failure) -> (reached: Set<Int>, seconds: Double) {
        let directory = configuration.scratchDirectory + "/coverage"
        try? FileManager.default.removeItem(atPath: directory)
        try? FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
        let (arguments, workingDirectory) = configuration.gate.command(
            scratch: scratchPackage, packageRoot: root, reportDirectory: directory + "/reports")
        let started = Date()
        say("running the gate without mutants, recording the sites it reaches …")
        let outcome = ChildProcess.run(
            arguments, directory: workingDirectory,
            environment: Self.gateEnvironment(mutant: 0, coveragePath: directory + "/reached"),
            outputPath: directory + "/output.txt")
        let seconds = Date().timeIntervalSince(started)
        guard outcome == .exited(0) else {
            let output = (try? String(contentsOfFile: directory + "/output.txt", encoding: .utf8)) ?? ""
            throw Failure(
                message: "the gate fails without any mutant (\(outcome)); mutants cannot be judged by it",
                log: output)
        }
        var reached = Set<Int>()
        for module in configuration.modules {
            let text = (try? String(contentsOfFile: directory + "/reached-\(module)", encoding: .utf8)) ?? ""
            reached.formUnion(text.split(separator: "\n").compactMap { Int($0) })
        }
        say("  the gate passed in \(String(format: "%.1f", seconds)) s and reached \(reached.count) sites")
        return (reached, seconds)
    }

    /// Runs one mutant through the gate.
    func judge(_ mutant: Mutant, worker: Int, timeoutSeconds: Double) -> (MutantStatus, String?) {
        let directory = configuration.scratchDirectory + "/worker-\(worker)"
        try? FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
        let (arguments, workingDirectory) = configuration.gate.command(
            scratch: scratchPackage, packageRoot: root, reportDirectory: directory + "/reports")
        let outputPath = directory + "/output.txt"
        let outcome = ChildProcess.run(
            arguments, directory: workingDirectory,
            environment: Self.gateEnvironment(mutant: mutant.id),
            outputPath: outputPath, timeoutSeconds: timeoutSeconds)
        let output = (try? String(contentsOfFile: outputPath, encoding: .utf8)) ?? ""
        switch outcome {
        case .exited(0): return (.survived, nil)
        case .exited(1): return (.killed, configuration.gate.killer(output: output) ?? configuration.gate.kind.rawValue)
        case .exited(let code): return (.crashed, "\(configuration.gate.kind.rawValue): exit code \(code)")
        case .signalled(let signal): return (.crashed, "\(configuration.gate.kind.rawValue): signal \(signal)")
        case .timedOut: return (.timedOut, "\(configuration.gate.kind.rawValue): over \(Int(timeoutSeconds)) s")
        }
    }

    /// The whole campaign: every mutant's verdict, in the order of `mutants`.
    public func run(_ mutants: [Mutant], files: [MutationSourceFile]) throws(Failure) -> [MutantResult] {
        guard !mutants.isEmpty else { return [] }
        try prepareScratch()
        let dropped = try buildSchemata(files: files, mutants: mutants)
        let judge: @Sendable (Mutant, Int) -> (MutantStatus, String?)
        let reached: Set<Int>
        let limitText: String
        if let scenarioFiles = configuration.scenarioFiles, configuration.gate.judgesByScenarioFile {
            let coverage = try fileCoverageRun(scenarioFiles)
            reached = coverage.reached
            judge = { mutant, worker in judgeByFiles(mutant, coverage.files(reaching: mutant.id), worker: worker) }
            limitText =
                "only the scenario files that reach it, cheapest first, each stopped after three times "
                + "its own time and 10 s"
        } else {
            let (wholeReached, baseSeconds) = try coverageRun()
            let timeoutSeconds = (baseSeconds * 3 + 10).rounded(.up)
            reached = wholeReached
            judge = { mutant, worker in self.judge(mutant, worker: worker, timeoutSeconds: timeoutSeconds) }
            limitText = "each stopped after \(Int(timeoutSeconds)) s"
        }
        var results: [Int: MutantResult] = [:]
        var toRun: [Mutant] = []
        for mutant in mutants {
            if let message = dropped[mutant.id] {
                results[mutant.id] = MutantResult(mutant: mutant, status: .notCompiled, detail: message)
            } else if !reached.contains(mutant.id) {
                results[mutant.id] = classified(mutant, .notReached, nil)
            } else {
                toRun.append(mutant)
            }
        }
        say("running \(toRun.count) mutants on \(configuration.jobs) workers, \(limitText) …")
        let lock = NSLock()
        nonisolated(unsafe) var gathered: [Int: MutantResult] = [:]
        let started = Date()
        let deadline = configuration.timeBudgetSeconds.map { started.addingTimeInterval($0) }
        let queue = MutantSample.shuffled(toRun, seed: configuration.sampleSeed)
        onWorkers(count: queue.count, mayStart: { deadline.map { Date() < $0 } ?? true }) { index, worker in
            let mutant = queue[index]
            let (status, detail) = judge(mutant, worker)
            let result = classified(mutant, status, detail)
            let done: Int = lock.withLock {
                gathered[mutant.id] = result
                return gathered.count
            }
            let elapsed = Date().timeIntervalSince(started)
            let left = elapsed / Double(done) * Double(queue.count - done)
            say(
                "[\(done)/\(queue.count)] #\(mutant.id) \(result.status.rawValue)"
                    + (result.status == .survived ? "  \(mutant.title)" : "")
                    + "  (\(Int(elapsed)) s, about \(Int(left)) s left)")
        }
        results.merge(gathered) { first, _ in first }
        let notRun = queue.filter { results[$0.id] == nil }
        if !notRun.isEmpty { say("the time budget ran out: \(notRun.count) mutants not run") }
        for mutant in notRun { results[mutant.id] = MutantResult(mutant: mutant, status: .notRun, detail: nil) }
        return mutants.compactMap { results[$0.id] }
    }

    /// Calls `body(index, worker)` for `0..<count` on `jobs` threads, each index once, in
    /// order of claiming; no index is claimed once `mayStart` answers false.
    func onWorkers(
        count: Int, mayStart: @escaping @Sendable () -> Bool = { true }, _ body: @Sendable (Int, Int) -> Void
    ) {
        let lock = NSLock()
        nonisolated(unsafe) var next = 0
        DispatchQueue.concurrentPerform(iterations: min(configuration.jobs, max(count, 1))) { worker in
            while true {
                let index: Int? = lock.withLock {
                    guard next < count, mayStart() else { return nil }
                    next += 1
                    return next - 1
                }
                guard let index else { return }
                body(index, worker)
            }
        }
    }

    /// The environment of every gate run: the mutant to activate (0: none), where to record the
    /// sites reached, and hashing seeded the same in every process, so that a run with a
    /// mutant follows the unmutated run step for step until it reaches the mutant.
    static func gateEnvironment(mutant: Int, coveragePath: String? = nil) -> [String: String] {
        var environment = ["REWARDSIM_MUTANT": String(mutant), "SWIFT_DETERMINISTIC_HASHING": "1"]
        if let coveragePath { environment["REWARDSIM_MUTANT_COVERAGE"] = coveragePath }
        return environment
    }

    /// Survivors and unreached mutants on the equivalent list are reported as equivalent.
    func classified(_ mutant: Mutant, _ status: MutantStatus, _ detail: String?) -> MutantResult {
        if status.isUndetected, let entry = configuration.equivalents.entry(for: mutant) {
            return MutantResult(mutant: mutant, status: .equivalent, detail: entry.reason)
        }
        return MutantResult(mutant: mutant, status: status, detail: detail)
    }
}
