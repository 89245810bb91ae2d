/// One key of a timeline action, as the reference and the schema describe it.
struct ActionKey: Sendable {
    /// Whether a step must write the key, and what holds when it does not.
    enum Presence: Sendable, Equatable {
        case required
        case optional
        /// Absent, the key takes this value (`lock`, `the family's only child device`).
        case defaulted(String)
    }

    let name: String
    /// How the value is written: a placeholder (`APP`, `DURATION`) or the words it takes (`lock|stay`).
    let value: String
    let presence: Presence
    let meaning: String

    init(_ name: String, _ value: String, _ presence: Presence, _ meaning: String) {
        self.name = name
        self.value = value
        self.presence = presence
        self.meaning = meaning
    }
}

/// The keys several actions share, described once.
extension ActionKey {
    /// `device:` of a child's step; only a family with one child device may leave it out.
    static let device = ActionKey(
        "device", "DEVICE", .defaulted("the family's only child device"),
        "the child device the step happens on")
    static let then = ActionKey(
        "then", "lock|stay", .defaulted("lock"),
        "lock: the child locks the device at the end; stay: it is left on, and Auto-Lock decides"
    )
    static let by = ActionKey("by", "PARENT", .required, "the parent who does it")
    static let child = ActionKey("child", "CHILD", .defaulted("the family's only child"), "the child it is for")
    static let children = ActionKey("child", "CHILD", .defaulted("every child"), "the child it is for")

    /// `for:`, how long the step lasts.
    static func duration(_ presence: Presence, _ meaning: String = "how long the step lasts") -> ActionKey {
        ActionKey("for", "DURATION", presence, meaning)
    }

    /// `as:`, what the child was really doing, for ground truth and anti-gaming scoring.
    static func label(_ presence: Presence) -> ActionKey {
        ActionKey(
            "as", "engaged|idle|TECHNIQUE", presence,
            "what the child was really doing, for the ground truth anti-gaming verdicts are scored against")
    }

    /// The action's own key when its value names a child device (`lock: alex-ipad`).
    static func ownDevice(_ action: String) -> ActionKey {
        ActionKey(action, "DEVICE", .required, "the child device")
    }
}
