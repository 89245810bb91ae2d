import YAMLSubset

/// The whole command line, parsed before any work starts.
struct Invocation {
    enum Command: String, CaseIterable {
        case run, check, functions, help, version
    }

    var command: Command = .help
    var paths: [String] = []
    var seed: UInt64?
    var filter: String?
    var tags: [String] = []
    var reportDirectory = "Reports"
    var junitPath: String?
    var tracePath: String?
    var colour: Bool?

    /// Options each command accepts; `--help` and `--version` work everywhere.
    static let valueOptions = ["--seed", "--filter", "--tags", "--report-dir", "--junit", "--trace"]
    static let flagOptions = ["--help", "-h", "--version", "--color", "--no-color"]

    static let usage = """
        USAGE: rewardsim <command> [PATH…] [options]

        COMMANDS:
          run [PATH…]      run scenario files or folders (default: Scenarios)
          check [PATH…]    parse and validate only; nothing is simulated
          functions        list the functions expectations can call
          help, version

        OPTIONS:
          --seed N           run every scenario with seed N instead of its own
          --filter TEXT      only scenarios whose name or path contains TEXT (case-insensitive)
          --tags A,B         only scenarios with at least one of these tags
          --report-dir DIR   where reports are written (default: Reports)
          --junit PATH       JUnit XML file (default: <report-dir>/junit.xml)
          --trace PATH       write the sync trace of every scenario with a sync block as JSON Lines
          --color, --no-color  force colour on or off (default: on a terminal, unless NO_COLOR is set)
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
                                 help: suggestion.map { "did you mean '\($0)'?" } ?? "commands: run, check, functions")
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
            guard let value = inlineValue ?? remaining.popFirst() else {
                throw UsageError(message: "\(name) needs a value", help: "write \(name) VALUE or \(name)=VALUE")
            }
            try invocation.apply(option: name, value: value)
        }
        return invocation
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
        default: colour = false
        }
    }

    mutating func apply(option: String, value: String) throws(UsageError) {
        switch option {
        case "--seed":
            guard let parsed = UInt64(value) ?? (value.hasPrefix("0x") ? UInt64(value.dropFirst(2), radix: 16) : nil) else {
                throw UsageError(message: "'\(value)' is not a seed", help: "a seed is a whole number, decimal or 0x-hex")
            }
            seed = parsed
        case "--filter": filter = value
        case "--tags": tags += value.split(separator: ",").map { String($0) }.filter { !$0.isEmpty }
        case "--report-dir":
            guard !value.isEmpty else { throw UsageError(message: "--report-dir needs a folder", help: nil) }
            reportDirectory = value
        case "--trace":
            guard !value.isEmpty else { throw UsageError(message: "--trace needs a file path", help: nil) }
            tracePath = value
        default:
            guard !value.isEmpty else { throw UsageError(message: "--junit needs a file path", help: nil) }
            junitPath = value
        }
    }
}
