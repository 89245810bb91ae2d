import Simulation

/// The ground truth of a planned step: what the child was really doing, so that reports can
/// score what the app concluded against it.
public enum PlannedLabel: Hashable, Sendable {
    /// Genuinely using the device (learning, a redeemed reward, plugging in).
    case engaged
    /// An honest pause inside a session.
    case idle
    /// Part of a gaming episode, every step of it, including the honest-looking ones.
    case technique(Technique)
}
