/// Which way a device's link to the cloud is cut. A device cut both ways knows it is offline
/// (`networkUnavailable` at once); a one-way cut is invisible to it: a request that never
/// arrives, or an answer that never returns after the server acted, shows only as a timeout.
public enum LinkPartition: String, Hashable, Sendable, CaseIterable {
    case none
    case both
    /// Requests from the device are lost; answers and pushes still arrive.
    case outbound
    /// Requests arrive and are acted on; answers and pushes are lost.
    case inbound

    var blocksRequests: Bool { self == .both || self == .outbound }
    var blocksAnswers: Bool { self == .both || self == .inbound }
}
