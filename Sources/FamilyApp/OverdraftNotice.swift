/// What the child's device does when copies of its siblings' entries take the balance below
/// zero. The app ships `notify`; `silent` is the design without the notice, kept so that a
/// scenario can show what the intent checker catches when nobody is told.
public enum OverdraftNotice: String, Hashable, Sendable, CaseIterable {
    /// The child hears of it at once (a notification that cannot be switched off), and the
    /// parents' phones show the balance below zero as an overdraft.
    case notify
    /// Nothing is said; the balance just reads below zero.
    case silent
}
