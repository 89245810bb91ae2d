/// The findings of a run, each kept at the first moment it was seen.
public final class ViolationLog {
    public private(set) var violations: [Violation] = []
    private var subjects: Set<String> = []

    public init() {}

    public func note(_ violation: Violation) {
        let key = violation.checker.rawValue + " " + violation.subject
        guard subjects.insert(key).inserted else { return }
        violations.append(violation)
    }

    /// Each checker's findings, the first-seen first (ties in the order they were noted).
    public func found(by checker: CheckerName) -> [Violation] {
        violations.filter { $0.checker == checker }.enumerated()
            .sorted { ($0.element.timeMs, $0.offset) < ($1.element.timeMs, $1.offset) }.map(\.element)
    }
}
