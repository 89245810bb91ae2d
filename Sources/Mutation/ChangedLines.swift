/// The lines a change touched, from `git diff -U0 REF -- PATHS`: the added or changed lines
/// of each file as it is now. A mutant is chosen by `--since` when its span meets one of them.
public struct ChangedLines: Sendable, Equatable {
    /// File path from the repository root → changed line numbers of the new file.
    public let lines: [String: Set<Int>]

    public init(diff: String) {
        var lines: [String: Set<Int>] = [:]
        var file: String?
        for line in diff.split(separator: "\n", omittingEmptySubsequences: false) {
            if line.hasPrefix("+++ ") {
                let path = line.dropFirst(4)
                file = path.hasPrefix("b/") ? String(path.dropFirst(2)) : nil
            } else if line.hasPrefix("@@"), let file, let range = Self.newRange(line) {
                lines[file, default: []].formUnion(range)
            }
        }
        self.lines = lines
    }

    /// `@@ -12,3 +14,5 @@` → 14..<19; `+14` alone is one line; `+14,0` (a deletion) marks
    /// line 14 too, so that a removed line counts against the code around it.
    static func newRange(_ header: Substring) -> Range<Int>? {
        guard let plus = header.split(separator: " ").first(where: { $0.hasPrefix("+") }) else { return nil }
        let parts = plus.dropFirst().split(separator: ",")
        guard let start = parts.first.flatMap({ Int($0) }) else { return nil }
        let count = parts.count > 1 ? Int(parts[1]) ?? 1 : 1
        return count == 0 ? max(start, 1)..<(max(start, 1) + 1) : start..<(start + count)
    }

    public func touches(_ mutant: Mutant) -> Bool {
        guard let changed = lines[mutant.file] else { return false }
        return (mutant.line...mutant.endLine).contains { changed.contains($0) }
    }
}
