/// The learning minutes of one app on one device, each at most the session gap after the one
/// before (trusted time), across midnight too — where a session ends — so that where the run
/// began decides what its minutes in the odd-hours window get (see
/// ``StrictnessPolicy/oddHoursCarriedMinutesMax``).
struct NightRun: Hashable, Sendable {
    let appNumber: Int
    /// Whether the run's first minute lay outside the window: homework carried on into the
    /// night, not a night begun.
    let hasBegunOutsideWindow: Bool
    /// The trusted instant of its last minute.
    var lastMs: Int64
    /// Its minutes inside the window so far.
    var minutesInWindow: Int
}
