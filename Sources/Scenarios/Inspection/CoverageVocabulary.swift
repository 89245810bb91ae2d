import FamilyApp
import Platform
import SyncEngine
import YAMLSubset

/// Every property a run can reach (`RunCoverage`), so that a `sometimes` property naming one
/// that cannot be reached — a typo — is an error where it is written, not a campaign that fails
/// for ever. Faults are the caller's: explore counts the kinds it switches on; a scenario states
/// its faults itself, so it has none to count.
public enum CoverageVocabulary {
    /// The kinds a run's coverage counts, in the order the reports list them.
    public static let runKinds = ["conflict", "decision", "engine", "error", "outcome"]

    /// Every property of `kind` a run can reach, sorted.
    public static func properties(of kind: String) -> [String] {
        let values: [String]
        switch kind {
        case "conflict": values = DiscardReason.allCases.map(\.rawValue)
        case "decision": values = AppDecision.Kind.allCases.map(\.rawValue)
        case "engine": values = engineEvents
        case "error": values = CloudErrorCode.allCases.filter { !notTheServicesAnswers.contains($0) }.map(\.description)
        case "outcome": values = intentOutcomes
        default: values = []
        }
        return values.map { RunCoverage.property(kind, $0) }.sorted()
    }

    /// Codes a device makes up itself — no link, no account, an answer that never came — which
    /// the service, whose answers `error(…)` counts, never gives.
    static let notTheServicesAnswers: [CloudErrorCode] = [.networkUnavailable, .notAuthenticated, .serverResponseLost]

    /// What `RunCoverage` counts of the sync engines' counters.
    static let engineEvents = ["conflict resolved", "retry scheduled", "full refetch", "change failed"]

    /// Each intent kind with each outcome it can have: only a setting can be superseded.
    static let intentOutcomes: [String] =
        ["setting", "adjustment", "redemption", "invite", "accept", "remove"]
        .flatMap { kind in ["refused", "applied", "lost"].map { "\(kind) \($0)" } } + ["setting superseded"]

    /// Why `text` is not a property the run can reach (message and hint), or nil when it is one.
    /// `faults` are the fault kinds `fault(…)` may name; nil when `fault(…)` is not counted at all.
    public static func problem(with text: String, faults: [String]?) -> (message: String, help: String)? {
        let kinds = runKinds + (faults == nil ? [] : ["fault"])
        let open = text.firstIndex(of: "(")
        let kind = open.map { String(text[..<$0]) } ?? text
        guard let open, text.hasSuffix(")"), text.index(after: open) < text.index(before: text.endIndex) else {
            return (
                "'\(text)' is not a property a run can reach",
                "write KIND(VALUE) with KIND one of \(kinds.sorted().joined(separator: ", ")), e.g. "
                    + "conflict(field_merge)"
            )
        }
        guard kinds.contains(kind) else {
            if kind == "fault" {
                return (
                    "a scenario cannot require fault(…): it states its faults itself",
                    "require what the faults lead to, e.g. engine(retry_scheduled); fault(…) is for explore files"
                )
            }
            return (
                "unknown property kind '\(kind)'",
                NearestMatch.suggestion(for: kind, among: kinds).map { "did you mean '\($0)'?" }
                    ?? "kinds: " + kinds.sorted().joined(separator: ", ")
            )
        }
        let known =
            kind == "fault" ? (faults ?? []).map { RunCoverage.property("fault", $0) }.sorted() : properties(of: kind)
        guard !known.contains(text) else { return nil }
        return (
            "unknown property '\(text)'",
            NearestMatch.suggestion(for: text, among: known).map { "did you mean '\($0)'?" }
                ?? "\(kind) properties: " + known.joined(separator: ", ")
        )
    }
}
