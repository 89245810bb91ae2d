/// What a level does with a minute that raised a suspicion.
public enum SuspicionResponse: Hashable, Sendable {
    /// Credit the minute, but mark it and its session.
    case flag
    /// Do not credit the minute.
    case withhold
}
