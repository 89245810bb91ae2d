import Platform

/// One occurrence of an injected fault on a device: a lost or duplicated callback, a hold
/// opened, a flood, a dropped registration.
public struct FaultFiring: Hashable, Sendable {
    public let kind: FaultKind
    /// True time.
    public let time: Instant

    public init(kind: FaultKind, time: Instant) {
        self.kind = kind
        self.time = time
    }
}
