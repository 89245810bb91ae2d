import Platform

/// One moment of a device's run, kept for the report's timeline picture when the run keeps its
/// timeline: the screen, the app in front, the app's process, each request to the cloud and
/// each change of the link. Shields and background runs are read from the device's own logs.
public struct TimelineMark: Hashable, Sendable {
    public enum Kind: String, Hashable, Sendable {
        case unlocked, locked, front, appActive, appBackground, forceQuit, request, link

        /// The mark a world decision leaves, if it is one the picture shows.
        init?(_ decision: Decision) {
            switch decision {
            case .unlock: self = .unlocked
            case .lock, .autoLock: self = .locked
            case .open: self = .front
            case .appActive: self = .appActive
            case .appBackground: self = .appBackground
            case .appForceQuit: self = .forceQuit
            default: return nil
            }
        }
    }

    public let timeMs: Int64
    public let device: DeviceID
    public let kind: Kind
    /// The app brought to the front (`front`), the link's state (`link`), or nothing.
    public let detail: String
}
