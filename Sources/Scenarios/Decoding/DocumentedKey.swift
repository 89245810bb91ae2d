/// A key of a scenario block as the manual describes it: what it holds and the value it takes
/// when absent. The decoder checks keys against these names, and the reference pages
/// (`rewardsim reference`) print these rows, so the manual lists exactly the keys read.
struct DocumentedKey: Sendable {
    let name: String
    let meaning: String
    /// What an absent key means; nil for a key its block requires.
    let defaultText: String?

    init(_ name: String, _ meaning: String, default defaultText: String? = nil) {
        self.name = name
        self.meaning = meaning
        self.defaultText = defaultText
    }
}
