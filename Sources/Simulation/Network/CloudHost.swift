/// The process a cloud connection answers to: the app on a child's device or a parent's phone.
/// Answers, timers and pushes reach the app only while its process lives; a process that was
/// force-quit and launched again is a new generation, and what was meant for the old one is lost.
protocol CloudHost: AnyObject {
    var appGeneration: UInt32 { get }
    /// Not force-quit. A suspended app still gets its answers: CloudKit runs operations in a
    /// system daemon and hands the results over when the app next runs.
    var isAppAlive: Bool { get }
    var isAppInForeground: Bool { get }
    /// Whether the system would wake the app for a silent push at all (Low Power Mode and
    /// Background App Refresh switched off block it).
    var acceptsBackgroundPushes: Bool { get }
}
