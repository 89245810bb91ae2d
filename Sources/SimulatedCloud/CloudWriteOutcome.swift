import Platform

/// The server's answer to a modify request, and the devices it would notify: the network layer
/// decides when (or whether) each push arrives.
public struct CloudWriteOutcome: Hashable, Sendable {
    public let result: Result<CloudModifyResult, CloudError>
    /// Subscribed devices of every account that reads a changed zone, minus the writing device, sorted.
    public let pushes: [DeviceID]

    public init(result: Result<CloudModifyResult, CloudError>, pushes: [DeviceID] = []) {
        // Each neighbour pair in order: a sorted copy to compare with would cost an array per write.
        precondition(
            zip(pushes, pushes.dropFirst()).allSatisfy { !($1 < $0) },
            "pushes are listed in device order")
        self.result = result
        self.pushes = pushes
    }
}
