import Platform

/// How the network between the devices and the cloud behaves, for every link alike: a one-way
/// latency drawn per message, a chance that a message is lost, and how long a client waits
/// for an answer before it gives up.
public struct NetworkModel: Hashable, Sendable {
    /// One way, per message.
    public var latency = DelayDistribution.logNormal(medianMs: 80, sigmaThousandths: 500)
    /// Chance in a hundred that a request, or separately its answer, is lost on the way.
    public var lossPercent = 0
    /// A client that has no answer after this long fails the call with `networkFailure`.
    public var timeoutMs: Int64 = 30_000
    public var push = PushModel()

    public init() {}
}

/// Silent pushes (APNs, priority 5): best effort. Each is delayed, may be dropped, is coalesced
/// with one still waiting for the same device (APNs keeps one per app), and a device whose app
/// is not in the foreground accepts only a few an hour.
public struct PushModel: Hashable, Sendable {
    public var delay = DelayDistribution.logNormal(medianMs: 2_000, sigmaThousandths: 1_000)
    /// Chance in a hundred that a push is never delivered.
    public var dropPercent = 5
    /// Pushes a backgrounded app is woken for per rolling hour; more are dropped.
    public var backgroundPerHourMax = 3

    public init() {}
}
