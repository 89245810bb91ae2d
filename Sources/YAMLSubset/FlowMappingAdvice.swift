/// Builds the error for `{a: 1, b: 2}`, whose help shows the same entries in block form so
/// that the fix can be copied.
enum FlowMappingAdvice {
    static func error(_ line: SourceLine, at start: Int) -> YAMLSyntaxError {
        precondition(line.scalars[start] == "{", "a flow mapping opens with '{'")
        guard let close = line.scalars[(start + 1)...].firstIndex(of: "}") else {
            return .flowMapping(at: line.location(start), length: 1, blockForm: [])
        }
        let inner = line.text((start + 1)..<close)
        return .flowMapping(
            at: line.location(start), length: close + 1 - start, blockForm: blockForm(of: inner)
        )
    }

    /// The entries one per line, or nothing when the content is more than simple
    /// `key: value` pairs (quotes or nesting), where a wrong suggestion would mislead.
    static func blockForm(of inner: String) -> [String] {
        let nesting: Set<Character> = ["{", "[", "\"", "'"]
        guard !inner.contains(where: { nesting.contains($0) }) else {
            return []
        }
        var entries: [String] = []
        for part in inner.split(separator: ",") {
            let entry = part.trimmingWhitespace()
            guard let colon = entry.firstIndex(of: ":"), colon != entry.startIndex else {
                return []
            }
            let key = entry[..<colon].trimmingWhitespace()
            let value = entry[entry.index(after: colon)...].trimmingWhitespace()
            entries.append(value.isEmpty ? "\(key):" : "\(key): \(value)")
        }
        return entries
    }
}

extension StringProtocol {
    fileprivate func trimmingWhitespace() -> String {
        let isSpace: (Character) -> Bool = { $0 == " " || $0 == "\t" }
        guard let first = firstIndex(where: { !isSpace($0) }),
            let last = lastIndex(where: { !isSpace($0) })
        else {
            return ""
        }
        return String(self[first...last])
    }
}
