import Foundation
import Scenarios
import YAMLSubset

/// The whole command line, parsed before any work starts.
struct Invocation {
    enum Command: String, CaseIterable {
        case run, check, merge, explore, shrink, diff, bench, calibrate, mutate, functions, schema, help, version
    }

    /// `--shard i/n`: this process runs slice `index` of `count`.
    struct Shard: Equatable {
        let index: Int
        let count: Int
    }

    var command: Command = .help
    var paths: [String] = []
    var seed: UInt64?
    /// `--seeds A..B`, inclusive.
    var seedRange: ClosedRange<UInt64>?
    var filter: String?
    var tags: [String] = []
    var reportDirectory = "Reports"
    /// Whether `--report-dir` was given (`mutate` writes to Reports/mutation otherwise).
    var reportDirectoryGiven = false
    var junitPath: String?
    var tracePath: String?
    var jobs = 1
    var shard: Shard?
    var variant: String?
    /// `bench fleet`: families; `bench fleet|family|offline`: simulated days.
    var families = 100
    var days = 7
    var colour: Bool?
    /// `--list`: print the selected scenarios and their runs; simulate nothing.
    var listsOnly = false
    /// `--fail-fast`: stop at the first failed simulation.
    var failsFast = false
    /// `--quiet`: print failures and the verdict only.
    var quiet = false
    /// `--detail`: results.json keeps each child's days and ledger and each device's usage.
    var detail = false
    /// `explore --runs N`.
    var runs = 100
    /// `explore --time-budget S`: no run starts after S seconds; `mutate`: no mutant's gate run.
    var timeBudgetSeconds: Double?
    /// `explore`/`shrink --run-seed N`: the one run of that seed.
    var runSeed: UInt64?
    /// `shrink --out DIR`, `calibrate --out FILE`.
    var out: String?
    var outDirectory: String { out ?? "Scenarios/regressions" }
    /// `calibrate --child NAME`: fit one child's rows only.
    var child: String?
    /// `calibrate --base PRESET`, `--name NAME`.
    var base: String?
    var personaName: String?
    /// `run --until MOMENT`: stop there and print every device's state as JSON.
    var until: String?
    /// `diff --write PATH`: keep one run's record for a later diff.
    var writePath: String?
    /// `run --sessions CHILD`: print the child's judged sessions instead of a report.
    var sessionsChild: String?

    /// `mutate --modules A,B`: the engine modules to mutate.
    var modules: [String]?
    /// `mutate --since REF`: only lines changed since the git revision REF.
    var since: String?
    /// `mutate --sample N`: a sample of N mutants, drawn with `--seed`.
    var sample: Int?
    /// `mutate --gate KIND`: what judges the mutants.
    var gate: String?
    /// `mutate --equivalents PATH`: the list of equivalent mutants.
    var equivalentsPath: String?
    /// `mutate --fail-on-survivor`: exit 1 when a mutant outside the equivalent list goes unnoticed.
    var failsOnSurvivor = false

    /// Options each command accepts; `--help` and `--version` work everywhere.
    static let valueOptions = [
        "--seed", "--seeds", "--filter", "--tags", "--report-dir", "--junit", "--trace", "--jobs", "--shard", "--variant",
        "--families", "--days", "-j",
        "--runs", "--time-budget", "--run-seed", "--out", "--until", "--write", "--sessions",
        "--child", "--base", "--name", "--modules", "--since", "--sample", "--gate", "--equivalents",
    ]
    static let flagOptions = [
        "--help", "-h", "--version", "--color", "--no-color", "--list", "--fail-fast", "--quiet", "-q", "--detail",
        "--fail-on-survivor",
    ]

    static let usage = """
        USAGE: rewardsim <command> [PATH…] [options]

        COMMANDS:
          run [PATH…]      run scenario files or folders (default: Scenarios)
          check [PATH…]    parse and validate only; nothing is simulated
          merge DIR…       combine the partial results of every shard into the reports of one run
                           (or an explore campaign's shards into its results)
          explore PATH…    swarm testing: runs drawn from the seed (family, workload, fault mix),
                           judged by every checker, with a coverage report (see README "Explore")
          shrink PATH…     reduce a failing explore run (--run-seed N) to a small scenario file in
                           --out DIR (default Scenarios/regressions)
          diff A B         the first point two runs part: FILE@SEED, or a record written by
                           diff FILE@SEED --write PATH
          bench kernel     time the event kernel: 1,000 timers, 10,000,000 events
          bench kernel compare [DIR]   the kernel beside a C timing wheel, a C heap and SimPy
                           (their sources in DIR, default Benchmarks/Kernel), medians of 5 rounds
          bench fleet      time a fleet of synced families (--families N, --days D, --jobs N)
          bench family     time the heavy family over --days D (at most 366)
          bench offline    time a child's iPad offline for --days D (at most 364; --trace PATH)
          calibrate CSV    fit a persona file from a CSV of real sessions: --base PRESET --out FILE
                           [--child NAME] [--name NAME] (see README "Calibration")
          mutate [PATH…]   mutation analysis: small faults put into the engines one at a time, each
                           judged by the gate (--gate scenarios|seeds|explore|tests); reports in
                           --report-dir (default Reports/mutation)
          functions        list the functions expectations can call
          schema           print the JSON Schema of scenario files (Schemas/scenario.schema.json)
          help, version

        OPTIONS:
          --seed N           run every scenario with seed N instead of its own
          --seeds A..B       run every scenario once per seed from A to B (at most 10,000 seeds);
                             a scenario tagged pinned runs once, at its own seed
          --filter TEXT      only scenarios whose name or path contains TEXT (case-insensitive)
          --tags A,B         only scenarios with at least one of these tags
          --list             print the selected scenarios and how many runs each makes; run nothing
          --report-dir DIR   where reports are written (default: Reports); a run replaces the
                             whole set there: results.json, junit.xml, summary.md, report.html,
                             results.csv
          --junit PATH       JUnit XML file (default: <report-dir>/junit.xml)
          --trace PATH       write the sync trace of every scenario with a sync block as JSON Lines
          --detail           results.json keeps each child's days and ledger and each device's usage
          -j, --jobs N       run N simulations at a time (default 1); the reports are the same for every N
          --shard I/N        run slice I of N of all the simulations and write
                             <report-dir>/partial-I-of-N.json
          --variant LABEL    run only the sweep variant with this label (as reports print it): a
                             partial experiment, whose conclusions are not checked
          --fail-fast        stop at the first failed simulation (explore: run); the reports hold the runs done
          -q, --quiet        print only failures and the verdict
          progress           on a terminal, stderr shows runs done, time elapsed and an estimate
          --runs N           explore: how many runs (default 100)
          --time-budget S    explore: start no run after S seconds; mutate: start no mutant's gate
                             run after S seconds of judging (those left are reported as not run)
          --run-seed N       explore, shrink: the one run of this seed (as a failure prints it)
          --out DIR          shrink: where the reduced scenario goes (default Scenarios/regressions);
                             calibrate: the persona file to write
          --child NAME       calibrate: fit only this child's rows (default: every child together)
          --base PRESET      calibrate: the preset the persona file builds on
          --name NAME        calibrate: the persona's name (default: the --out file's name without .persona)
          --until MOMENT     run one scenario up to MOMENT (as a timeline's 'at') and print every
                             device's state and the service's as JSON
          --write PATH       diff: write one run's record (FILE@SEED) for a later diff
          --sessions CHILD   run one scenario and print the child's judged sessions (device, app,
                             times, minutes real and credited, verdict, truth, minutes withheld by rule)
          --modules A,B      mutate: the modules to mutate (default RewardEngine,AntiGaming,SyncEngine,FamilyApp)
          --since REF        mutate: only lines changed since the git revision REF
          --sample N         mutate: a sample of N mutants, drawn with --seed (default 1)
          --gate KIND        mutate: scenarios (default: at their own seeds), seeds (--seeds A..B),
                             explore (PATH… --runs N) or tests (swift test, --filter F)
          --equivalents PATH mutate: the list of equivalent mutants
                             (default Tests/MutationTests/equivalent-mutants.txt)
          --fail-on-survivor mutate: exit 1 when a mutant not listed as equivalent survives or is
                             not reached
          --families N, --days D   a benchmark's size (default 100 families, 7 days)
          --color, --no-color  force colour on or off (default: on a terminal, unless NO_COLOR is set;
                             NO_COLOR removes colour only, never the progress line)
          -h, --help         show this help
          --version          show the version

        EXIT CODES: 0 all expectations held · 1 an expectation failed · 2 usage or scenario
        errors (nothing was simulated) · 3 internal error
        """

    struct UsageError: Error {
        let message: String
        let help: String?
    }

    static func parse(_ arguments: [String]) throws(UsageError) -> Invocation {
        var invocation = Invocation()
        var remaining = arguments[...]
        if let first = remaining.first, !first.hasPrefix("-") {
            guard let command = Command(rawValue: first) else {
                let suggestion = NearestMatch.suggestion(for: first, among: Command.allCases.map(\.rawValue))
                throw UsageError(message: "unknown command '\(first)'",
                                 help: suggestion.map { "did you mean '\($0)'?" }
                                     ?? "commands: run, check, merge, explore, shrink, diff, bench, calibrate, mutate, functions, schema")
            }
            invocation.command = command
            remaining = remaining.dropFirst()
        }
        var optionsEnded = false
        while let argument = remaining.popFirst() {
            if optionsEnded || !argument.hasPrefix("-") || argument == "-" {
                invocation.paths.append(argument)
                continue
            }
            if argument == "--" {
                optionsEnded = true
                continue
            }
            let (name, inlineValue) = split(argument)
            if flagOptions.contains(name) {
                guard inlineValue == nil else { throw UsageError(message: "\(name) takes no value", help: nil) }
                try invocation.apply(flag: name)
                continue
            }
            guard valueOptions.contains(name) else {
                let suggestion = NearestMatch.suggestion(for: name, among: valueOptions + flagOptions)
                throw UsageError(message: "unknown option '\(name)'",
                                 help: suggestion.map { "did you mean '\($0)'?" } ?? "see rewardsim --help")
            }
            // `--trace --report-dir r` is a forgotten value, not a file named `--report-dir`; a
            // value that really starts like an option is written `--trace=--report-dir`.
            let nextIsOption = remaining.first.map { (valueOptions + flagOptions).contains(split($0).0) } ?? false
            guard let value = inlineValue ?? (nextIsOption ? nil : remaining.popFirst()) else {
                throw UsageError(message: "\(name) needs a value", help: "write \(name) VALUE or \(name)=VALUE")
            }
            try invocation.apply(option: name, value: value)
        }
        if invocation.seed != nil && invocation.seedRange != nil {
            throw UsageError(message: "--seed and --seeds cannot be used together",
                             help: "--seed N reproduces one run; --seeds A..B runs each scenario once per seed of a range")
        }
        if invocation.failsFast && invocation.shard != nil {
            throw UsageError(message: "--fail-fast cannot be used with --shard",
                             help: "a merge needs every simulation of every shard")
        }
        return invocation
    }

    /// `--junit`'s path when it is not the report set's own `junit.xml`: written beside the set.
    var namedJUnitPath: String? {
        guard let junitPath else { return nil }
        let own = (reportDirectory as NSString).appendingPathComponent("junit.xml")
        return (junitPath as NSString).standardizingPath == (own as NSString).standardizingPath ? nil : junitPath
    }

    /// Which seeds the selected scenarios run with.
    var seedChoice: SeedChoice {
        if let seedRange { return .range(seedRange) }
        return seed.map(SeedChoice.one) ?? .own
    }

    /// `42` or `0x2a`.
    static func seed(_ text: some StringProtocol) -> UInt64? {
        UInt64(text) ?? (text.hasPrefix("0x") ? UInt64(text.dropFirst(2), radix: 16) : nil)
    }

    /// `1..50` → seeds 1 to 50; at most `SeedChoice.rangeCountMax` of them.
    static func seedRange(_ text: String) throws(UsageError) -> ClosedRange<UInt64> {
        let ends = text.components(separatedBy: "..")
        guard ends.count == 2, let first = seed(ends[0]), let last = seed(ends[1]) else {
            throw UsageError(message: "'\(text)' is not a seed range",
                             help: "write --seeds A..B, e.g. --seeds 1..50 (ends decimal or 0x-hex, both included)")
        }
        guard first <= last else {
            throw UsageError(message: "the seed range \(text) is empty: \(first) is above \(last)",
                             help: "write the lower seed first, e.g. --seeds \(last)..\(first)")
        }
        guard last - first < SeedChoice.rangeCountMax else {
            throw UsageError(message: "--seeds \(text) is more than \(SeedChoice.rangeCountMax) seeds",
                             help: "a run takes at most \(SeedChoice.rangeCountMax) seeds: split the range over several runs")
        }
        return first...last
    }

    /// `3/8` → shard 3 of 8, numbered from 1.
    static func shard(_ text: String) throws(UsageError) -> Shard {
        let parts = text.split(separator: "/", omittingEmptySubsequences: false)
        guard parts.count == 2, let index = Int(parts[0]), let count = Int(parts[1]) else {
            throw UsageError(message: "'\(text)' is not a shard", help: "write --shard I/N, e.g. --shard 2/4")
        }
        guard count >= 1 else { throw UsageError(message: "a run has at least one shard, not \(count)", help: nil) }
        guard (1...count).contains(index) else {
            throw UsageError(message: "shard \(index) of \(count) does not exist",
                             help: "shards are numbered from 1 to \(count)")
        }
        return Shard(index: index, count: count)
    }

    /// `--opt=value` → ("--opt", "value").
    static func split(_ argument: String) -> (String, String?) {
        guard let equals = argument.firstIndex(of: "=") else { return (argument, nil) }
        return (String(argument[..<equals]), String(argument[argument.index(after: equals)...]))
    }

    mutating func apply(flag: String) throws(UsageError) {
        switch flag {
        case "--help", "-h": command = .help
        case "--version": command = .version
        case "--color": colour = true
        case "--list": listsOnly = true
        case "--fail-fast": failsFast = true
        case "--quiet", "-q": quiet = true
        case "--detail": detail = true
        case "--fail-on-survivor": failsOnSurvivor = true
        default: colour = false
        }
    }

    mutating func apply(option: String, value: String) throws(UsageError) {
        switch option {
        case "--seed":
            guard let parsed = Self.seed(value) else {
                throw UsageError(message: "'\(value)' is not a seed", help: "a seed is a whole number, decimal or 0x-hex")
            }
            seed = parsed
        case "--seeds":
            seedRange = try Self.seedRange(value)
        case "--filter": filter = value
        case "--tags": tags += value.split(separator: ",").map { String($0) }.filter { !$0.isEmpty }
        case "--report-dir":
            guard !value.isEmpty else { throw UsageError(message: "--report-dir needs a folder", help: nil) }
            reportDirectory = value
            reportDirectoryGiven = true
        case "--jobs", "-j":
            guard let count = Int(value), count >= 1 else {
                throw UsageError(message: "'\(value)' is not a number of jobs", help: "write --jobs 2 (at least 1)")
            }
            jobs = count
        case "--shard":
            shard = try Self.shard(value)
        case "--variant":
            guard !value.isEmpty else { throw UsageError(message: "--variant needs a label", help: nil) }
            variant = value
        case "--families", "--days":
            guard let count = Int(value), count >= 1 else {
                throw UsageError(message: "'\(value)' is not a positive whole number", help: "write \(option) 10")
            }
            if option == "--families" { families = count } else { days = count }
        case "--trace":
            guard !value.isEmpty else { throw UsageError(message: "--trace needs a file path", help: nil) }
            tracePath = value
        case "--runs":
            guard let count = Int(value), (1...1_000_000).contains(count) else {
                throw UsageError(message: "'\(value)' is not a number of runs", help: "write --runs 1000 (1 to 1,000,000)")
            }
            runs = count
        case "--time-budget":
            guard let seconds = Double(value), seconds > 0, seconds.isFinite else {
                throw UsageError(message: "'\(value)' is not a time budget", help: "write --time-budget 60 (seconds, > 0)")
            }
            timeBudgetSeconds = seconds
        case "--run-seed":
            guard let parsed = Self.seed(value) else {
                throw UsageError(message: "'\(value)' is not a run seed", help: "copy it from the failure's reproduce line")
            }
            runSeed = parsed
        case "--modules":
            let names = value.split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces) }.filter { !$0.isEmpty }
            guard !names.isEmpty else { throw UsageError(message: "--modules needs module names", help: nil) }
            modules = names
        case "--sample":
            guard let count = Int(value), count >= 1 else {
                throw UsageError(message: "'\(value)' is not a sample size", help: "write --sample 300 (at least 1)")
            }
            sample = count
        case "--since", "--gate", "--equivalents":
            guard !value.isEmpty else { throw UsageError(message: "\(option) needs a value", help: nil) }
            switch option {
            case "--since": since = value
            case "--gate": gate = value
            default: equivalentsPath = value
            }
        case "--out", "--until", "--write", "--sessions", "--child", "--base", "--name":
            guard !value.isEmpty else { throw UsageError(message: "\(option) needs a value", help: nil) }
            switch option {
            case "--out": out = value
            case "--child": child = value
            case "--base": base = value
            case "--name": personaName = value
            case "--until": until = value
            case "--sessions": sessionsChild = value
            default: writePath = value
            }
        default:
            guard !value.isEmpty else { throw UsageError(message: "--junit needs a file path", help: nil) }
            junitPath = value
        }
    }
}
