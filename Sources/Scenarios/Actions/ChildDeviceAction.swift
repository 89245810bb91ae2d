import Platform
import Simulation

/// A step that acts on one child device, named in the file and resolved by the decoder, so
/// the run finds it among the world's child devices.
protocol ChildDeviceAction: TimelineActionType {
    var device: DeviceID { get }
    func perform(on device: SimulatedChildDevice, _ step: TimelineAction, in state: RunState)
}

extension ChildDeviceAction {
    var target: DeviceID? { device }
    var isChildsStep: Bool { true }

    func perform(_ step: TimelineAction, in state: RunState) {
        guard let simulated = state.childDevice(device) else {
            preconditionFailure("'\(Self.name)' acts on \(device), which the decoder resolved as a child device")
        }
        perform(on: simulated, step, in: state)
    }
}

/// A child-device step whose value is the device and nothing more (`lock: alex-ipad`).
protocol DeviceValueAction: ChildDeviceAction {
    init(device: DeviceID)
}

extension DeviceValueAction {
    static var keys: [ActionKey] { [.ownDevice(name)] }

    static func decode(_ reader: StepReader, _ decoder: inout ScenarioDecoder) -> (Self, summary: String)? {
        reader.device(reader.value, &decoder).map { (Self(device: $0), "\(name) \($0.rawValue)") }
    }
}
