/// How hard the validator judges usage: the parent picks one level; the scorer replays the same
/// signals at the other levels to show what each would have credited. Each level's thresholds
/// live in one ``StrictnessPolicy``.
public enum ValidationStrictness: String, Hashable, Sendable, CaseIterable {
    case lenient, moderate, strict
}
