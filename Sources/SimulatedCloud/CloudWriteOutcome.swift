import Platform

/// The server's answer to a modify request, and the devices it would notify: the network layer
/// decides when (or whether) each push arrives.
public struct CloudWriteOutcome: Hashable, Sendable {
    public let result: Result<CloudModifyResult, CloudError>
    /// Subscribed devices of every account that reads a changed zone, minus the writing device, sorted.
    public let pushes: [DeviceID]

    public init(result: Result<CloudModifyResult, CloudError>, pushes: [DeviceID] = []) {
        precondition(pushes == pushes.sorted(), "pushes are listed in device order")
        self.result = result
        self.pushes = pushes
    }
}
