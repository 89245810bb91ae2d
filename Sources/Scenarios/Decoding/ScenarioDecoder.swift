import Personas
import Platform
import RewardEngine
import YAMLSubset

/// Turns a parsed YAML tree into a ``Scenario``, collecting every problem as a located
/// diagnostic rather than stopping at the first, so one `check` shows them all.
struct ScenarioDecoder {
    /// The keys of a scenario file, in the order the manual lists them.
    static let topLevelKeyTable = [
        DocumentedKey("version", "the format version; must be `1`"),
        DocumentedKey("name", "the scenario's name, shown in output and reports"),
        DocumentedKey("description", "free text (a `|` block is handy)", default: "empty"),
        DocumentedKey(
            "tags",
            "list of names, for `--tags`; `pinned` marks a scenario that reproduces one particular "
                + "run, which `--seeds` leaves at its own seed", default: "none"),
        DocumentedKey(
            "seed", "the run's root seed, decimal or `0x` hex; `--seed` and `--seeds` override it",
            default: "`\(seedDefault)`"),
        DocumentedKey(
            "start",
            "first instant: `YYYY-MM-DD HH:MM[:SS] [±HH:MM|Z]` (no offset = UTC); day 1 is its date"),
        DocumentedKey(
            "time_zone",
            "every device's time zone unless it gives its own `utc_offset`, and the clock "
                + "timeline moments are read on: a zone's identifier (`Europe/Paris`) or `±HH:MM`; a named zone "
                + "must be "
                + "at the start's offset at the start", default: "the start's offset"),
        DocumentedKey("duration", "how long the run lasts (a duration, > 0)"),
        DocumentedKey(
            "persona_files",
            "list of persona files, paths relative to the scenario's folder; their "
                + "personas join the presets", default: "none"),
        DocumentedKey("family", "parents and children with their devices"),
        DocumentedKey(
            "settings", "the family's reward settings and the run's anti-gaming choices",
            default: "all defaults"),
        DocumentedKey(
            "background", "how the system schedules background tasks on every device",
            default: "all defaults"),
        DocumentedKey(
            "sync", "model CloudKit sync between the family's devices (`on`, or a block of keys)",
            default: "no sync: a parent's change reaches the child at once"),
        DocumentedKey("faults", "iOS quirks injected into the devices", default: "none"),
        DocumentedKey("population", "children generated from personas", default: "none"),
        DocumentedKey("apps", "the app catalogue"),
        DocumentedKey("timeline", "what happens, in order of time", default: "nothing"),
        DocumentedKey("expect", "what must hold", default: "nothing"),
        DocumentedKey(
            "sweep", "run the scenario over a matrix of settings or persona parameters, times seeds",
            default: "the scenario as written, with its seed"),
        DocumentedKey(
            "conclude", "expectations over the sweep's variants, checked once every run is done",
            default: "nothing"),
        DocumentedKey(
            "sometimes", "properties `KIND(VALUE)` some run of the scenario in the invocation must reach",
            default: "none"),
        DocumentedKey(
            "seeds",
            "run the scenario as a sample of this many seeds — its `seed` and the ones after it, "
                + "a whole number from 2 to \(seedCountMax); not with a `sweep`", default: "one run, at `seed`"),
        DocumentedKey(
            "expect_over_seeds",
            "expectations over the sample: each reads an anti-gaming figure's "
                + "distribution over the seeds, checked once every run is done; needs `seeds`", default: "nothing"),
        DocumentedKey(
            "guard",
            "guardrails over the sweep's variants: each one call of `rises_at_most` or `falls_at_most` "
                + "(one-sided non-inferiority at 5 %), checked with the conclusions", default: "none"),
        DocumentedKey(
            "power",
            "the effect the experiment must be able to see, and how surely; `rewardsim plan` sizes the seeds "
                + "for it", default: "2 % at 80 % power and a 5 % level, from a pilot of 5 seeds"),
    ]
    static let topLevelKeys = topLevelKeyTable.map(\.name)
    static let seedDefault: UInt64 = 1

    let source: SourceFile
    private(set) var diagnostics: [Diagnostic] = []
    /// Timeline items expanded so far, repetitions included (at most ``timelineItemsMax``).
    var timelineItemCount = 0
    /// The personas children and populations may name: the presets, then the persona files'.
    var personas = PersonaProfile.presets
    /// Persona files' names whose files have errors: naming them is not an error again.
    var unreadablePersonaNames: [String] = []
    let personaFileSource: PersonaFileSource
    /// Files read besides the scenario (persona files), to render their diagnostics.
    var includedSources: [SourceFile] = []

    init(source: SourceFile, personaFileSource: PersonaFileSource = .none) {
        self.source = source
        self.personaFileSource = personaFileSource
    }

    // MARK: Reporting

    /// Whether reporting has stopped: once the cap is reached, later checks skip the costly
    /// parts of their messages (nearest-match searches), so the cap bounds the work too.
    var isSaturated: Bool { diagnostics.count >= YAMLLimits.default.diagnosticsMax }

    mutating func fail(
        _ message: String, at location: SourceLocation, length: Int = 1, help: String? = nil,
        notes: [String] = []
    ) {
        guard !isSaturated else { return }
        diagnostics.append(
            Diagnostic(
                path: source.path, location: location, length: max(1, length), message: message,
                help: help, notes: notes
            ))
    }

    /// Problems found by another decoder (a persona file's), up to the cap.
    mutating func absorb(_ problems: [Diagnostic]) {
        for problem in problems where !isSaturated { diagnostics.append(problem) }
    }

    mutating func fail(_ problem: FormatProblem, at scalar: YAMLScalar) {
        fail(problem.message, at: scalar.location, length: scalar.length, help: problem.help)
    }

    // MARK: Shapes

    mutating func mapping(_ node: YAMLNode, _ what: String) -> YAMLMapping? {
        if case .mapping(let mapping) = node { return mapping }
        fail(
            "\(what) must be a mapping of keys to values, not \(node.kindDescription)", at: node.location,
            help: "write one 'key: value' per line, indented under \(what)")
        return nil
    }

    mutating func list(_ node: YAMLNode, _ what: String) -> [YAMLNode]? {
        if case .sequence(let sequence) = node { return sequence.items }
        fail(
            "\(what) must be a list, not \(node.kindDescription)", at: node.location,
            help: "write each item on its own line starting with '- ', or [a, b] on one line")
        return nil
    }

    mutating func scalar(_ node: YAMLNode, _ what: String) -> YAMLScalar? {
        if case .scalar(let scalar) = node { return scalar }
        fail("\(what) must be a single value, not \(node.kindDescription)", at: node.location)
        return nil
    }

    /// Reports keys outside `allowed` (with the nearest valid key) and absent `required` ones.
    mutating func checkKeys(
        _ mapping: YAMLMapping, allowed: [String], required: [String], in context: String
    ) {
        var misspelt: [String] = []
        for entry in mapping.entries where !allowed.contains(entry.key.value) && !isSaturated {
            let suggestion = NearestMatch.suggestion(for: entry.key.value, among: allowed)
            if let suggestion { misspelt.append(suggestion) }
            var seen = Set<String>()
            let distinct = allowed.filter { seen.insert($0).inserted }
            fail(
                "unknown key '\(entry.key.value)' in \(context)", at: entry.key.location,
                length: entry.key.length,
                help: suggestion.map { "did you mean '\($0)'?" } ?? "valid keys: \(distinct.joined(separator: ", "))",
                notes: DiagnosticText.unusualCharacters(in: entry.key.value).map { [$0] } ?? [])
        }
        for key in required where mapping.entry(key) == nil && !misspelt.contains(key) {
            fail("missing key '\(key)' in \(context)", at: mapping.location, help: "add '\(key): …'")
        }
    }

    /// The scalar under `key`, or nil when the key is absent (``checkKeys`` reports a missing
    /// required key) or holds a list or mapping (reported here).
    mutating func scalarValue(_ mapping: YAMLMapping, _ key: String, in context: String) -> YAMLScalar? {
        guard let entry = mapping.entry(key) else { return nil }
        return scalar(entry.value, "'\(key)' in \(context)")
    }

    /// A value in the `parse` format, or nil after reporting why not.
    mutating func parsed<Value>(
        _ scalar: YAMLScalar, _ parse: (String) -> Result<Value, FormatProblem>
    ) -> Value? {
        switch parse(scalar.value) {
        case .success(let value): return value
        case .failure(let problem):
            fail(problem, at: scalar)
            return nil
        }
    }

    /// Names of people, devices and apps: letters, digits, `-` and `_`, starting with a letter
    /// or digit — they appear inside expectations and event names.
    mutating func identifier(_ scalar: YAMLScalar, _ what: String) -> String? {
        let text = scalar.value
        guard Self.isIdentifier(text) else {
            fail(
                "'\(text)' is not a valid \(what) name", at: scalar.location, length: scalar.length,
                help: "use letters, digits, '-' and '_' (e.g. alex-ipad), starting with a letter or digit")
            return nil
        }
        return text
    }

    /// Letters, digits, `-` and `_`, starting with a letter or digit, without a trailing or
    /// doubled `-`.
    static func isIdentifier(_ text: String) -> Bool {
        let allowed = text.unicodeScalars.allSatisfy {
            ($0.isASCII && ($0.properties.isAlphabetic || ("0"..."9").contains($0))) || $0 == "-" || $0 == "_"
        }
        guard let first = text.unicodeScalars.first else { return false }
        return allowed && first != "-" && first != "_" && text.last != "-" && !text.contains("--")
    }

    mutating func boolean(_ scalar: YAMLScalar) -> Bool? {
        parsed(scalar, Self.boolean)
    }

    static func boolean(_ text: String) -> Result<Bool, FormatProblem> {
        switch text {
        case "true": .success(true)
        case "false": .success(false)
        default:
            .failure(
                FormatProblem(
                    "'\(text)' is not true or false",
                    help: "write true or false (yes/no/on/off are not booleans here)"))
        }
    }

    /// A name that must be one of `known` (a child, a device, an app…).
    mutating func reference(_ scalar: YAMLScalar, kind: String, known: [String]) -> String? {
        reference(scalar, kind: kind, known: KnownNames(known))
    }

    mutating func reference(_ scalar: YAMLScalar, kind: String, known: KnownNames) -> String? {
        if known.contains(scalar.value) { return scalar.value }
        guard !isSaturated else { return nil }
        let listed =
            known.count <= Self.namesListedMax
            ? "known \(kind)s: \(known.joined(separator: ", "))"
            : "\(known.count) \(kind)s are declared"
        let help =
            NearestMatch.suggestion(for: scalar.value, among: Array(known)).map { "did you mean '\($0)'?" }
            ?? (known.isEmpty ? "declare it first" : listed)
        fail(
            "unknown \(kind) '\(scalar.value)'", at: scalar.location, length: scalar.length, help: help,
            notes: DiagnosticText.unusualCharacters(in: scalar.value).map { [$0] } ?? [])
        return nil
    }

    /// A help line lists the known names only up to this many.
    static let namesListedMax = 30
}
