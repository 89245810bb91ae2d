import Foundation

/// The checked-in list of mutants that cannot be killed because they change nothing a user
/// could see (a bound that no reachable value meets, a cap already applied elsewhere).
///
/// One entry a line: `FILE:LINE:OPERATOR: LINE TEXT  # why it is equivalent`. An entry matches
/// a mutant of that file and operator whose line, without indentation, is LINE TEXT; the line
/// number only picks the nearest of several identical lines. Edits elsewhere in the file move
/// the line without breaking the entry; an edit of the line itself asks for a new judgement.
/// Blank lines and lines starting with `#` are comments.
public struct EquivalentMutants: Sendable {
    public struct Entry: Sendable, Equatable {
        public let file: String
        public let line: Int
        public let mutationOperator: MutationOperator
        public let lineText: String
        public let reason: String
        /// 1-based line of the entry in the list, for messages.
        public let listLine: Int
    }

    public let entries: [Entry]

    public struct ParseError: Error, Equatable {
        public let line: Int
        public let column: Int
        public let message: String
        public let help: String
    }

    public init(entries: [Entry]) {
        self.entries = entries
    }

    public static func parse(_ text: String) throws(ParseError) -> EquivalentMutants {
        var entries: [Entry] = []
        for (offset, raw) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            let line = raw.trimmingCharacters(in: .whitespaces)
            guard !line.isEmpty, !line.hasPrefix("#") else { continue }
            guard let hash = raw.range(of: "  # ", options: .backwards) else {
                throw ParseError(
                    line: offset + 1, column: raw.count + 1, message: "the entry gives no reason",
                    help: "end it with two spaces, '# ' and one line saying why the mutant is equivalent")
            }
            let key = raw[..<hash.lowerBound]
            let reason = raw[hash.upperBound...].trimmingCharacters(in: .whitespaces)
            let fields = key.split(separator: ":", maxSplits: 3, omittingEmptySubsequences: false)
            guard fields.count == 4, let number = Int(fields[1]) else {
                throw ParseError(
                    line: offset + 1, column: 1, message: "'\(key)' is not FILE:LINE:OPERATOR: LINE TEXT",
                    help: "copy the entry rewardsim mutate prints under a survivor")
            }
            guard let kind = MutationOperator(rawValue: String(fields[2])) else {
                let column = fields[0].count + fields[1].count + 3
                throw ParseError(
                    line: offset + 1, column: column, message: "unknown operator '\(fields[2])'",
                    help: "operators: "
                        + MutationOperator.allCases.map(\.rawValue).joined(separator: ", "))
            }
            guard !reason.isEmpty else {
                throw ParseError(
                    line: offset + 1, column: raw.count + 1, message: "the entry gives no reason",
                    help: "say in one line why no run can tell the mutant from the original")
            }
            entries.append(
                Entry(
                    file: String(fields[0]), line: number, mutationOperator: kind,
                    lineText: fields[3].trimmingCharacters(in: .whitespaces), reason: reason,
                    listLine: offset + 1))
        }
        return EquivalentMutants(entries: entries)
    }

    /// The entry a mutant matches, if any.
    public func entry(for mutant: Mutant) -> Entry? {
        entries.filter {
            $0.file == mutant.file && $0.mutationOperator == mutant.mutationOperator && $0.lineText == mutant.lineText
        }.min { abs($0.line - mutant.focusLine) < abs($1.line - mutant.focusLine) }
    }

    /// The line to add to the list for a mutant judged equivalent.
    public static func entryLine(for mutant: Mutant) -> String {
        "\(mutant.file):\(mutant.focusLine):\(mutant.mutationOperator.rawValue): \(mutant.lineText)  # WHY"
    }
}
