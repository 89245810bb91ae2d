import Platform

/// The child's steps on a device that wait while the child waits for the app there (see
/// ``InAppStep``): one child does one thing at a time on one device, so a step due meanwhile
/// is done once the child has acted, in the order the steps were due.
final class WaitingSteps {
    /// Looked up by device only, never iterated: no dictionary order reaches the run.
    private var stepsByDevice: [DeviceID: [TimelineAction]] = [:]

    func isHolding(_ device: DeviceID) -> Bool {
        stepsByDevice[device] != nil
    }

    /// From now on the child's steps on the device wait.
    func hold(_ device: DeviceID) {
        precondition(!isHolding(device), "the child waits for one app at a time on \(device)")
        stepsByDevice[device] = []
    }

    func append(_ step: TimelineAction, on device: DeviceID) {
        precondition(isHolding(device), "a step waits only while the child waits on \(device)")
        stepsByDevice[device, default: []].append(step)
    }

    /// The steps that waited, in order; the device's steps no longer wait.
    func release(_ device: DeviceID) -> [TimelineAction] {
        stepsByDevice.removeValue(forKey: device) ?? []
    }
}
