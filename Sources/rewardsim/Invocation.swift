import AntiGaming
import Exploration
import Foundation
import Scenarios
import YAMLSubset

/// The whole command line, parsed before any work starts.
struct Invocation {
    enum Command: String, CaseIterable {
        case run, check, merge, explore, shrink, diff, localize, bench, calibrate, mutate, functions, schema, reference,
            help, version, attack, plan
        case blastRadius = "blast-radius"
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
    /// `--shard auto`: the shard is read from the environment (`resolveShard`) before any work.
    var shardFromEnvironment = false
    /// `--recheck-share F`: the share of a campaign's runs run again to compare trace hashes.
    var recheckShare = DeterminismRecheck.defaultShare
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
    /// `blast-radius --ios VERSION`: the release whose profile is measured.
    var iosVersion: String?

    /// `localize --reseeds N`: reseeded runs per moment.
    var reseeds = defaultReseeds
    static let defaultReseeds = 20
    /// `localize --moments N`: moments per round of the search.
    var moments = defaultMoments
    static let defaultMoments = 24
    /// `--ledger FILE`: the findings ledger a campaign records into; `--build-id ID`: the build
    /// it records (e.g. the commit).
    var ledgerPath: String?
    var buildID: String?
    /// `plan --effect X%`: the effect to detect, in percent of the baseline's mean.
    var effectPercent: Double?

    /// `reference --check`: compare the pages, write nothing.
    var checksOnly = false

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

    /// `attack --honest`: search the honest space instead of the gaming one.
    var honest = false
    /// `attack --budget N`: simulations the search may spend.
    var budget: Int?
    /// `attack --level L,L`: the strictness levels searched (default every one).
    var levels: [ValidationStrictness]?
    /// `attack --from DIR`: start from an earlier search's best; `--keep DIR`: write each level's best there.
    var fromDirectory: String?
    var keepDirectory: String?

    /// Options each command accepts; `--help` and `--version` work everywhere. Read from the
    /// help table, so an option cannot be parsed without being documented.
    static let valueOptions = CommandLineHelp.options.filter(CommandLineHelp.takesValue).flatMap(CommandLineHelp.names)
    static let flagOptions = CommandLineHelp.options.filter { !CommandLineHelp.takesValue($0) }
        .flatMap(CommandLineHelp.names)

    static var usage: String { CommandLineHelp.usage }

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
                throw UsageError(
                    message: "unknown command '\(first)'",
                    help: suggestion.map { "did you mean '\($0)'?" }
                        ?? "commands: " + Command.allCases.map(\.rawValue).joined(separator: ", "))
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
                throw UsageError(
                    message: "unknown option '\(name)'",
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
            throw UsageError(
                message: "--seed and --seeds cannot be used together",
                help: "--seed N reproduces one run; --seeds A..B runs each scenario once per seed of a range")
        }
        if invocation.failsFast && (invocation.shard != nil || invocation.shardFromEnvironment) {
            throw UsageError(
                message: "--fail-fast cannot be used with --shard",
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
            throw UsageError(
                message: "'\(text)' is not a seed range",
                help: "write --seeds A..B, e.g. --seeds 1..50 (ends decimal or 0x-hex, both included)")
        }
        guard first <= last else {
            throw UsageError(
                message: "the seed range \(text) is empty: \(first) is above \(last)",
                help: "write the lower seed first, e.g. --seeds \(last)..\(first)")
        }
        guard last - first < SeedChoice.rangeCountMax else {
            throw UsageError(
                message: "--seeds \(text) is more than \(SeedChoice.rangeCountMax) seeds",
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
            throw UsageError(
                message: "shard \(index) of \(count) does not exist",
                help: "shards are numbered from 1 to \(count)")
        }
        return Shard(index: index, count: count)
    }

    /// `--shard auto`: sets the shard from the environment's variables (``ShardEnvironment``) and
    /// returns the line that says which engine's they were; nil when the shard was not `auto`.
    mutating func resolveShard(from environment: [String: String]) throws(UsageError) -> String? {
        guard shardFromEnvironment else { return nil }
        do {
            let found = try ShardEnvironment.read(environment)
            shard = Shard(index: found.index, count: found.count)
            return found.description
        } catch {
            throw UsageError(message: error.message, help: error.help)
        }
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
        case "--check": checksOnly = true
        case "--honest": honest = true
        default: colour = false
        }
    }

    mutating func apply(option: String, value: String) throws(UsageError) {
        switch option {
        case "--seed":
            guard let parsed = Self.seed(value) else {
                throw UsageError(
                    message: "'\(value)' is not a seed", help: "a seed is a whole number, decimal or 0x-hex")
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
            shardFromEnvironment = value == "auto"
            shard = shardFromEnvironment ? nil : try Self.shard(value)
        case "--recheck-share":
            let number = value.hasSuffix("%") ? Double(value.dropLast()).map { $0 / 100 } : Double(value)
            guard let share = number, (0...1).contains(share) else {
                throw UsageError(
                    message: "'\(value)' is not a share of runs",
                    help: "write --recheck-share 0.05 or 5% (0 checks none, 1 every run)")
            }
            recheckShare = share
        case "--effect":
            var text = value.trimmingCharacters(in: .whitespaces)
            if text.hasSuffix("%") { text.removeLast() }
            guard let percent = Double(text), percent > 0, percent < 100 else {
                throw UsageError(
                    message: "'\(value)' is not an effect", help: "write --effect 2% (of the baseline's mean)")
            }
            effectPercent = percent
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
                throw UsageError(
                    message: "'\(value)' is not a number of runs", help: "write --runs 1000 (1 to 1,000,000)")
            }
            runs = count
        case "--time-budget":
            guard let seconds = Double(value), seconds > 0, seconds.isFinite else {
                throw UsageError(
                    message: "'\(value)' is not a time budget", help: "write --time-budget 60 (seconds, > 0)")
            }
            timeBudgetSeconds = seconds
        case "--reseeds", "--moments":
            let limit = option == "--reseeds" ? 1...1_000 : 2...1_000
            guard let count = Int(value), limit.contains(count) else {
                throw UsageError(
                    message: "'\(value)' is not a number for \(option)",
                    help: "write \(option) \(option == "--reseeds" ? 20 : 24) (\(limit.lowerBound) to 1,000)")
            }
            if option == "--reseeds" { reseeds = count } else { moments = count }
        case "--run-seed":
            guard let parsed = Self.seed(value) else {
                throw UsageError(
                    message: "'\(value)' is not a run seed", help: "copy it from the failure's reproduce line")
            }
            runSeed = parsed
        case "--budget":
            guard let count = Int(value), (1...10_000_000).contains(count) else {
                throw UsageError(message: "'\(value)' is not a budget of runs", help: "write --budget 600 (at least 1)")
            }
            budget = count
        case "--level":
            let names = value.split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces) }
            var chosen: [ValidationStrictness] = []
            for name in names {
                guard let level = ValidationStrictness(rawValue: name) else {
                    throw UsageError(
                        message: "'\(name)' is not a strictness level",
                        help: "levels: " + ValidationStrictness.allCases.map(\.rawValue).joined(separator: ", "))
                }
                if !chosen.contains(level) { chosen.append(level) }
            }
            guard !chosen.isEmpty else { throw UsageError(message: "--level needs a level", help: nil) }
            levels = ValidationStrictness.allCases.filter(chosen.contains)
        case "--from", "--keep":
            guard !value.isEmpty else { throw UsageError(message: "\(option) needs a folder", help: nil) }
            if option == "--from" { fromDirectory = value } else { keepDirectory = value }
        case "--modules":
            let names = value.split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces) }.filter {
                !$0.isEmpty
            }
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
        case "--ledger", "--build-id":
            guard !value.isEmpty, !value.contains("\n") else {
                throw UsageError(message: "\(option) needs a value on one line", help: nil)
            }
            if option == "--ledger" { ledgerPath = value } else { buildID = value }
        case "--ios":
            guard !value.isEmpty else { throw UsageError(message: "--ios needs a release, e.g. --ios 26.2", help: nil) }
            iosVersion = value
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
