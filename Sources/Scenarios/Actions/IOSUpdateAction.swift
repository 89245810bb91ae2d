import Platform
import Simulation

/// `update_ios: VERSION`: the device installs an iOS release, and with it the release's profile.
struct UpdateIOSAction: ChildDeviceAction {
    static let name = "update_ios"
    static let meaning =
        "the device installs an iOS release (`\"26.2\"`): from then on the release's profile, if it has one, acts "
        + "on the device (Reference: iOS releases), on top of the scenario's faults; the restart an update needs "
        + "is not simulated. Refused on a device that runs that release already"
    static let keys: [ActionKey] = [ActionKey(name, "VERSION", .required, "the iOS release installed"), .device]

    let version: String
    let device: DeviceID

    static func decode(_ reader: StepReader, _ decoder: inout ScenarioDecoder) -> (Self, summary: String)? {
        let version = decoder.iosVersion(reader.value)
        let device = reader.device(reader.field("device", &decoder), &decoder)
        guard let version, let device else { return nil }
        return (Self(version: version, device: device), "\(device.rawValue) updates to iOS \(version)")
    }

    func perform(on device: SimulatedChildDevice, _ step: TimelineAction, in state: RunState) {
        guard device.iosVersion != version else {
            return ActionPerformer.refuse(step, "\(device.id.rawValue) already runs iOS \(version)", in: state)
        }
        device.updateIOS(to: version)
    }
}
