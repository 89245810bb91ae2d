import Scenarios
import YAMLSubset

/// Reads an explore file, reporting each problem as `path:line:col: error: …` with a hint.
public struct ExploreFileDecoder {
    public static let keys = ["version", "bases", "duration_hours", "steps", "fault_kinds", "faults", "sometimes"]

    private let source: SourceFile
    public private(set) var diagnostics: [Diagnostic] = []

    public init(source: SourceFile) {
        self.source = source
    }

    public static func decode(_ source: SourceFile) -> (ExploreFile?, [Diagnostic]) {
        let parsed = YAMLParser.parse(source)
        guard parsed.diagnostics.isEmpty, let root = parsed.root else { return (nil, parsed.diagnostics) }
        var decoder = ExploreFileDecoder(source: source)
        let file = decoder.decode(root)
        return (decoder.diagnostics.isEmpty ? file : nil, decoder.diagnostics)
    }

    mutating func decode(_ root: YAMLNode) -> ExploreFile? {
        guard case .mapping(let mapping) = root else {
            report(root.location, "an explore file is a mapping of keys", help: "start with 'version: 1'")
            return nil
        }
        var space = ExploreSpace()
        var bases: [String] = []
        var sawVersion = false
        var sometimesNode: YAMLNode?
        for entry in mapping.entries {
            let key = entry.key.value
            switch key {
            case "version":
                sawVersion = true
                if scalar(entry.value) != "1" {
                    report(entry.value.location, "the explore file version must be 1", help: "write 'version: 1'")
                }
            case "bases": bases = list(entry.value)
            case "duration_hours": space.durationHours = range(entry.value, at: 4) ?? space.durationHours
            case "steps": space.steps = range(entry.value, at: 0) ?? space.steps
            case "fault_kinds": space.faultKinds = range(entry.value, at: 0) ?? space.faultKinds
            case "faults": space.faults = faults(entry.value)
            case "sometimes": sometimesNode = entry.value
            default:
                let suggestion = NearestMatch.suggestion(for: key, among: Self.keys)
                report(
                    entry.key.location, "unknown key '\(key)' in an explore file",
                    help: suggestion.map { "did you mean '\($0)'?" } ?? "keys: " + Self.keys.joined(separator: ", "),
                    length: key.count)
            }
        }
        // Read after the loop: `fault(…)` may name only the kinds `faults` lets a run switch on.
        if let sometimesNode { space.sometimes = sometimes(sometimesNode, faults: space.faults) }
        if !sawVersion {
            report(mapping.location, "an explore file needs 'version: 1'", help: "add 'version: 1' as its first line")
        }
        if bases.isEmpty {
            report(
                mapping.location, "an explore file needs 'bases': scenario files or folders to draw families from",
                help: "bases: [Scenarios/sync]")
        }
        if diagnostics.isEmpty, space.faultKinds.upper > space.faults.count {
            report(
                mapping.entry("fault_kinds")?.value.location ?? mapping.location,
                "fault_kinds asks for up to \(space.faultKinds.upper) kinds, but only \(space.faults.count) are listed",
                help: "list more faults, or lower fault_kinds")
        }
        return ExploreFile(path: source.path, bases: bases, space: space)
    }

    private mutating func report(_ location: SourceLocation, _ message: String, help: String?, length: Int = 1) {
        diagnostics.append(
            Diagnostic(path: source.path, location: location, length: max(1, length), message: message, help: help))
    }

    private mutating func scalar(_ node: YAMLNode) -> String? {
        guard case .scalar(let scalar) = node else {
            report(node.location, "expected a value, found \(node.kindDescription)", help: nil)
            return nil
        }
        return scalar.value
    }

    private mutating func list(_ node: YAMLNode) -> [String] {
        guard case .sequence(let sequence) = node else {
            report(
                node.location, "expected a list, found \(node.kindDescription)",
                help: "write [a, b] or one '- item' per line")
            return []
        }
        return sequence.items.compactMap { scalar($0) }
    }

    /// `A..B` or `N`, with `lower >= minimum`.
    private mutating func range(_ node: YAMLNode, at minimum: Int) -> CountRange? {
        guard let text = scalar(node) else { return nil }
        guard let range = CountRange(text: text), range.lower >= minimum else {
            report(
                node.location, "'\(text)' is not a range of whole numbers from \(minimum)",
                help: "write A..B (e.g. \(minimum)..\(minimum + 3)) or one number", length: text.count)
            return nil
        }
        return range
    }

    private mutating func faults(_ node: YAMLNode) -> [FaultChoice] {
        guard case .sequence(let sequence) = node else {
            _ = list(node)
            return []
        }
        var choices: [FaultChoice] = []
        for item in sequence.items {
            guard let name = scalar(item) else { continue }
            guard let choice = FaultChoice(rawValue: name) else {
                let names = FaultChoice.allCases.map(\.rawValue)
                report(
                    item.location, "unknown fault kind '\(name)'",
                    help: NearestMatch.suggestion(for: name, among: names).map { "did you mean '\($0)'?" }
                        ?? "kinds: " + names.sorted().joined(separator: ", "), length: name.count)
                continue
            }
            if !choices.contains(choice) { choices.append(choice) }
        }
        return choices.sorted()
    }

    private mutating func sometimes(_ node: YAMLNode, faults: [FaultChoice]) -> [String] {
        guard case .sequence(let sequence) = node else { return list(node) }
        var properties: [String] = []
        for item in sequence.items {
            guard let text = scalar(item) else { continue }
            if let problem = CoverageVocabulary.problem(with: text, faults: faults.map(\.rawValue)) {
                report(item.location, problem.message, help: problem.help, length: text.count)
            } else if !properties.contains(text) {
                properties.append(text)
            }
        }
        return properties
    }
}
