import AntiGaming
import Platform
import RewardEngine
import Simulation
import YAMLSubset

extension ScenarioDecoder {
    /// The whole file. Returns nil when anything was reported.
    mutating func decodeScenario(_ root: YAMLNode) -> Scenario? {
        guard let top = mapping(root, "a scenario file") else { return nil }
        checkKeys(
            top, allowed: Self.topLevelKeys,
            required: ["version", "name", "start", "duration", "family", "apps"], in: "the scenario")
        let version = decodeVersion(top)
        let name = scalarValue(top, "name", in: "the scenario")?.value ?? ""
        let description = top.entry("description").flatMap { scalar($0.value, "'description'")?.value } ?? ""
        let tags = top.entry("tags").map { decodeTags($0.value) } ?? []
        let seed = top.entry("seed").flatMap { decodeSeed($0.value) } ?? Self.seedDefault
        let start = scalarValue(top, "start", in: "the scenario").flatMap { parsed($0, ScenarioTimeFormat.start) }
        let duration = scalarValue(top, "duration", in: "the scenario").flatMap { scalar -> Int64? in
            guard let ms = parsed(scalar, ScenarioTimeFormat.duration) else { return nil }
            if ms <= 0 { fail("the duration must be longer than zero", at: scalar.location, length: scalar.length) }
            guard ms <= ScenarioTimeFormat.runDurationMaxMs else {
                let longest = ScenarioTimeFormat.describe(milliseconds: ScenarioTimeFormat.runDurationMaxMs)
                fail(
                    "a run lasts at most \(longest)", at: scalar.location, length: scalar.length,
                    help: "split a longer study into several scenarios")
                return nil
            }
            return ms
        }
        let zone = decodeHomeZone(top, start: start)
        if let entry = top.entry("persona_files") { decodePersonaFiles(entry.value) }
        let (parents, children) = top.entry("family").map { decodeFamily($0.value, timeZone: zone) } ?? ([], [])
        let apps = top.entry("apps").map { decodeApps($0.value) } ?? []
        let (settings, strictness, parentChoices) =
            top.entry("settings").map { decodeSettings($0.value) }
            ?? (RewardSettings(), Self.strictnessDefault, ParentChoices())
        let background = top.entry("background").map { decodeBackground($0.value) } ?? BackgroundSchedulerModel()
        let sync = top.entry("sync").map { decodeSync($0.value) }
        if let entry = top.entry("sync") {
            let phoneless = parents.filter { $0.device == nil }.map(\.id.rawValue)
            if parents.isEmpty || !phoneless.isEmpty {
                let who =
                    parents.isEmpty ? "the family has no parent" : "\(phoneless.joined(separator: ", ")) has no phone"
                fail(
                    "with 'sync', every parent needs a 'device', and there is at least one parent: \(who)",
                    at: entry.key.location, length: entry.key.length,
                    help: "add device: <name> to each parent under family.parents")
            }
        }
        guard let start else { return nil }
        // The timeline and expectations are checked even when the header has errors, so one
        // `check` shows every problem; without a valid duration, only the start bounds them.
        var names = ScenarioNames(parents: parents, children: children, apps: apps)
        names.start = start
        names.zone = top.entry("time_zone") == nil ? nil : zone
        names.end = start.instant + (duration ?? Self.unknownDurationMs)
        names.isSyncModelled = sync != nil
        names.isAppStoreModelled = sync?.appStore == .on
        let population = top.entry("population").flatMap {
            decodePopulation($0.value, taken: names.allNames, timeZone: zone)
        }
        if let population { names.addPopulation(population) }
        if let family = top.entry("family"), names.children.isEmpty, diagnostics.isEmpty {
            fail(
                "the family needs at least one child", at: family.value.location,
                help: "add a child under 'children', or a 'population'")
        }
        let timeline = top.entry("timeline").map { decodeTimeline($0.value, names: names) } ?? []
        let faults = top.entry("faults").map { decodeFaults($0.value, names: names) } ?? []
        let expectations = top.entry("expect").map { decodeExpectations($0.value, names: names) } ?? []
        let sweep = top.entry("sweep").flatMap { decodeSweep($0.value, defaultSeed: seed) }
        let conclusions =
            (top.entry("conclude").map { decodeConclusions($0.value, sweep: sweep) } ?? [])
            + (top.entry(Self.guardKey).map { decodeGuardrails($0.value, sweep: sweep) } ?? [])
        let power = top.entry(Self.powerKey).flatMap { decodePower($0.value) }
        let sometimes = top.entry("sometimes").map { decodeSometimes($0.value) } ?? []
        let overSeeds = decodeOverSeeds(top, seed: seed)
        if let sweep, let entry = top.entry("sweep") {
            checkPlannable(sweep, personas: names.children.compactMap(\.persona), at: entry.key.location)
        }
        guard diagnostics.isEmpty, let duration, let version else { return nil }
        var scenario = Scenario(
            file: source.path, version: version, name: name, description: description, tags: tags,
            seed: seed, start: start, timeZone: top.entry("time_zone") == nil ? nil : zone, durationMs: duration,
            parents: parents, children: names.children,
            settings: settings, validationStrictness: strictness, background: background, sync: sync,
            faults: faults, population: population, apps: apps, timeline: timeline, expectations: expectations,
            sweep: sweep, conclusions: conclusions, sometimes: sometimes
        )
        scenario.parentChoices = parentChoices
        scenario.deniesAppRemoval = top.entry("settings").map { decodeDenyAppRemoval($0.value) } ?? false
        scenario.overSeeds = overSeeds
        scenario.power = power
        checkEventBudget(scenario, top: top)
        return diagnostics.isEmpty ? scenario : nil
    }

    /// Stands in for a duration that did not decode: the longest run, so that no moment is
    /// wrongly "after the end".
    static let unknownDurationMs = ScenarioTimeFormat.runDurationMaxMs

    mutating func decodeVersion(_ top: YAMLMapping) -> Int? {
        guard let scalar = scalarValue(top, "version", in: "the scenario") else { return nil }
        guard scalar.value == "1" else {
            fail(
                "unsupported scenario version '\(scalar.value)'", at: scalar.location, length: scalar.length,
                help: "this RewardSim reads version 1")
            return nil
        }
        return 1
    }

    mutating func decodeTags(_ node: YAMLNode) -> [String] {
        guard let items = list(node, "'tags'") else { return [] }
        return items.compactMap { item in
            scalar(item, "a tag").flatMap { identifier($0, "tag") }
        }
    }

    mutating func decodeSeed(_ node: YAMLNode) -> UInt64? {
        guard let scalar = scalar(node, "'seed'") else { return nil }
        guard let seed = UInt64(scalar.value) ?? Self.hexSeed(scalar.value) else {
            fail(
                "'\(scalar.value)' is not a seed", at: scalar.location, length: scalar.length,
                help: "a seed is a whole number from 0 to 18446744073709551615, decimal or 0x-hex")
            return nil
        }
        return seed
    }

    static func hexSeed(_ text: String) -> UInt64? {
        text.hasPrefix("0x") ? UInt64(text.dropFirst(2), radix: 16) : nil
    }

    // MARK: Settings and apps

    static let strictnessKey = "validation_strictness"
    static let strictnessDefault = ValidationStrictness.moderate
    /// ManagedSettings' `requireAutomaticDateAndTime`, set on every child device at the start.
    static let automaticDateAndTimeKey = "require_automatic_date_and_time"
    /// How the rules that can punish an honest pattern are applied: `level`, `withhold`, `review`, `off`.
    static let oddHoursRuleKey = "odd_hours_rule"
    static let sessionLengthRuleKey = "session_length_rule"
    static let regularPatternRuleKey = "regular_pattern_rule"
    static let ruleChoiceKeys = [oddHoursRuleKey, sessionLengthRuleKey, regularPatternRuleKey]

    /// The keys of `settings` beyond the reward settings (``SettingKey``): settings of the run,
    /// which a `set` step cannot change.
    static let runSettingTable =
        [
            DocumentedKey(
                strictnessKey,
                "how hard the anti-gaming validator judges usage: "
                    + ValidationStrictness.allCases.map { "`\($0.rawValue)`" }.joined(separator: ", "),
                default: "`\(strictnessDefault.rawValue)`"),
            DocumentedKey(
                automaticDateAndTimeKey,
                "the parents require automatic date and time on every child device (true or false)",
                default: "`false`"),
            DocumentedKey(
                denyAppRemovalKey, "the app denies its own removal on every child device (true or false)",
                default: "`false`"),
        ]
        + ruleChoiceKeys.map { key in
            DocumentedKey(
                key,
                "the parents' say over the rule `\(key.dropLast("_rule".count))`: "
                    + RuleChoice.allCases.map { "`\($0.rawValue)`" }.joined(separator: ", ")
                    + " (`level`: as the strictness level says; `review`: flag the session for the parents, "
                    + "withhold nothing)",
                default: "`\(RuleChoice.level.rawValue)`")
        }

    /// The reward settings, the validator's strictness and the parents' choices beyond it
    /// (settings of the run, not ones a parent changes mid-run).
    mutating func decodeSettings(_ node: YAMLNode) -> (RewardSettings, ValidationStrictness, ParentChoices) {
        var settings = RewardSettings()
        var strictness = Self.strictnessDefault
        guard let mapping = mapping(node, "'settings'") else { return (settings, strictness, ParentChoices()) }
        checkKeys(
            mapping,
            allowed: SettingKey.all.map(\.name) + [
                Self.strictnessKey, Self.automaticDateAndTimeKey, Self.denyAppRemovalKey,
            ] + Self.ruleChoiceKeys, required: [], in: "'settings'")
        if let scalar = scalarValue(mapping, Self.strictnessKey, in: "'settings'") {
            let levels = ValidationStrictness.allCases.map(\.rawValue)
            strictness =
                reference(scalar, kind: "strictness", known: levels).flatMap(ValidationStrictness.init) ?? strictness
        }
        for entry in mapping.entries {
            guard let key = SettingKey.named(entry.key.value),
                let value = scalar(entry.value, "'\(key.name)'"),
                let change = parsed(value, key.parse)
            else { continue }
            settings = change.applied(to: settings)
        }
        for problem in settings.validated() {
            fail("invalid settings: \(problem)", at: mapping.location)
        }
        var choices = ParentChoices()
        choices.requiresAutomaticDateAndTime =
            scalarValue(mapping, Self.automaticDateAndTimeKey, in: "'settings'")
            .flatMap { boolean($0) } ?? false
        func rule(_ key: String) -> RuleChoice {
            scalarValue(mapping, key, in: "'settings'").flatMap {
                reference($0, kind: "rule choice", known: RuleChoice.allCases.map(\.rawValue)).flatMap(RuleChoice.init)
            } ?? .level
        }
        choices.oddHours = rule(Self.oddHoursRuleKey)
        choices.sessionLength = rule(Self.sessionLengthRuleKey)
        choices.regularPattern = rule(Self.regularPatternRuleKey)
        return (settings, strictness, choices)
    }

    /// ManagedSettings' `application.denyAppRemoval`, set by the app on every child device at the start.
    static let denyAppRemovalKey = "deny_app_removal"

    /// Whether the app denies its own removal; `decodeSettings` has checked the keys.
    mutating func decodeDenyAppRemoval(_ node: YAMLNode) -> Bool {
        guard case .mapping(let mapping) = node else { return false }
        return scalarValue(mapping, Self.denyAppRemovalKey, in: "'settings'").flatMap { boolean($0) } ?? false
    }

    static let appKeyTable = [
        DocumentedKey("id", "the app's name"),
        DocumentedKey("category", "`learning` or `reward`"),
        DocumentedKey(
            "points_per_hour", "learning apps only: points per hour of use",
            default: "`default_points_per_hour`"),
        DocumentedKey(
            "keeps_screen_on",
            "`true` for apps that disable the idle timer (video players): Auto-Lock "
                + "never fires while they are frontmost", default: "`false`"),
    ]
    static let appKeys = appKeyTable.map(\.name)

    mutating func decodeApps(_ node: YAMLNode) -> [AppSpec] {
        guard let items = list(node, "'apps'") else { return [] }
        var apps: [AppSpec] = []
        var declared = Set<String>()
        for item in items {
            guard let entry = mapping(item, "an app") else { continue }
            checkKeys(entry, allowed: Self.appKeys, required: ["id", "category"], in: "an app")
            guard let idScalar = scalarValue(entry, "id", in: "an app"),
                let id = identifier(idScalar, "app"),
                let categoryScalar = scalarValue(entry, "category", in: "an app")
            else { continue }
            guard declared.insert(id).inserted else {
                fail("app '\(id)' is declared twice", at: idScalar.location, length: idScalar.length)
                continue
            }
            let rate = entry.entry("points_per_hour").flatMap { scalar($0.value, "'points_per_hour'") }
            let category: AppCategory
            switch categoryScalar.value {
            case "learning":
                category = .learning(pointsPerHour: rate.flatMap { parsed($0) { SettingKey.count($0, minimum: 0) } })
            case "reward":
                if let rate {
                    fail(
                        "a reward app does not earn points", at: rate.location, length: rate.length,
                        help: "remove points_per_hour, or make the app a learning app")
                }
                category = .reward
            default:
                fail(
                    "unknown category '\(categoryScalar.value)'", at: categoryScalar.location,
                    length: categoryScalar.length, help: "an app is either learning or reward")
                continue
            }
            let keepsScreenOn =
                entry.entry("keeps_screen_on")
                .flatMap { scalar($0.value, "'keeps_screen_on'") }.flatMap { boolean($0) } ?? false
            apps.append(AppSpec(id: AppID(id), category: category, keepsScreenOn: keepsScreenOn))
        }
        return apps
    }
}
