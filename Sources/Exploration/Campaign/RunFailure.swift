/// A checker that failed a run, and the failure's shape: the checker and its detail with every
/// number and moment taken out, so that one cause found at other times, amounts or seeds is one
/// cause, and `shrink` keeps a reduction only while it fails the same way.
public struct RunFailure: Hashable, Sendable {
    /// `intents`, `convergence`, … or `draw` / `event budget` for a run that could not be judged.
    public let checker: String
    /// What the checker said.
    public let detail: String

    public init(checker: String, detail: String) {
        self.checker = checker
        self.detail = detail
    }

    /// The checker and its detail, without the "first seen at … on …:" preamble and with every
    /// digit replaced by `#`, and runs of them by one.
    public var signature: String {
        var text = detail
        if let colon = text.range(of: ": "), text.hasPrefix("first seen at ") {
            text = String(text[colon.upperBound...])
        }
        var shape = ""
        for character in text {
            if character.isNumber {
                if shape.last != "#" { shape.append("#") }
            } else {
                shape.append(character)
            }
        }
        return checker + ": " + String(shape.prefix(160))
    }
}
