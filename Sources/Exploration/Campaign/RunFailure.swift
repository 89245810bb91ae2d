/// A checker that failed a run, and the failure's shapes: the checker and its detail with every
/// number and moment taken out (`signature`: `shrink` keeps a reduction only while it fails the
/// same way), and that shape without the run's names either (`cause`: one bug found in families
/// of other names, at other times, amounts or seeds is one cause of a campaign).
public struct RunFailure: Hashable, Sendable {
    /// `intents`, `convergence`, … or `draw` / `event budget` for a run that could not be judged.
    public let checker: String
    /// What the checker said.
    public let detail: String
    /// The signature with each of the run's names replaced by its role, a number's sign taken as
    /// part of the number (`shows -12 points` and `shows 40 points` are one shape), and the
    /// trailing counts of the same (`(# more)`, `(# such requests)`) dropped:
    /// `commands: command cmd.<phone>.# was never answered`.
    public let cause: String

    /// A failure of a run that named its people, devices and apps `identities`.
    public init(checker: String, detail: String, identities: RunIdentities = .none) {
        self.init(
            checker: checker, detail: detail,
            cause: Self.shape(checker, identities.anonymized(Self.withoutPreamble(detail)), isCause: true))
    }

    /// A failure as a shard's partial file wrote it.
    public init(checker: String, detail: String, cause: String) {
        self.checker = checker
        self.detail = detail
        self.cause = cause
    }

    /// The checker and its detail, without the "first seen at … on …:" preamble and with every
    /// digit replaced by `#`, and runs of them by one.
    public var signature: String {
        Self.shape(checker, Self.withoutPreamble(detail), isCause: false)
    }

    private static func withoutPreamble(_ detail: String) -> String {
        if let colon = detail.range(of: ": "), detail.hasPrefix("first seen at ") {
            return String(detail[colon.upperBound...])
        }
        return detail
    }

    private static func shape(_ checker: String, _ text: String, isCause: Bool) -> String {
        var shape = ""
        for character in text {
            if character.isNumber {
                // A sign after a space or `(` is the number's (`-12`), not a dash (`#-#-#T…`).
                if isCause, shape.last == "+" || shape.last == "-",
                    shape.dropLast().last.map({ $0 == " " || $0 == "(" }) ?? true
                {
                    shape.removeLast()
                }
                if shape.last != "#" { shape.append("#") }
            } else {
                shape.append(character)
            }
        }
        while isCause, shape.hasSuffix(")"), let open = shape.range(of: " (# ", options: .backwards),
            shape[open.upperBound...].hasPrefix("more)") || shape[open.upperBound...].hasPrefix("such ")
        {
            shape = String(shape[..<open.lowerBound])
        }
        return checker + ": " + String(shape.prefix(160))
    }
}
