import Platform
import Simulation

// The device's power: its charger, switching it off and on, Low Power Mode.

/// `plug: DEVICE`: on the charger.
struct PlugAction: DeviceValueAction {
    static let name = "plug"
    static let meaning = "the device goes on its charger"
    static let isPossibleWhileOff = true
    let device: DeviceID

    func perform(on device: SimulatedChildDevice, _ step: TimelineAction, in state: RunState) {
        device.plugIn()
    }
}

/// `unplug: DEVICE`: off the charger.
struct UnplugAction: DeviceValueAction {
    static let name = "unplug"
    static let meaning = "the device comes off its charger"
    static let isPossibleWhileOff = true
    let device: DeviceID

    func perform(on device: SimulatedChildDevice, _ step: TimelineAction, in state: RunState) {
        device.unplug()
    }
}

/// `reboot: DEVICE`: off now, on again `SimulatedChildDevice.restartMs` later.
struct RebootAction: DeviceValueAction {
    static let name = "reboot"
    static let meaning =
        "the device restarts: switched off (as `power_off`) and on again 30 s later, its uptime "
        + "starting at 0. Refused on a device that is off"
    let device: DeviceID

    func perform(on device: SimulatedChildDevice, _ step: TimelineAction, in state: RunState) {
        device.restart()
    }
}

/// `power_off: DEVICE`.
struct PowerOffAction: DeviceValueAction {
    static let name = "power_off"
    static let meaning =
        "the device is switched off: the screen goes dark, the app's process ends (a running task "
        + "is killed, queued work lost), nothing is used and no callback, task or push arrives until it is on again. "
        + "While it is off every written step on it but `plug`, `unplug`, `power_on` and `power_off` is refused with "
        + "a warning (`refused_actions()`); a persona's planned step is skipped instead, with no warning "
        + "(`skipped_steps()`): the child leaves a dead device"
    static let isPossibleWhileOff = true
    let device: DeviceID

    func perform(on device: SimulatedChildDevice, _ step: TimelineAction, in state: RunState) {
        device.powerOff()
    }
}

/// `power_on: DEVICE`; refused when the battery is empty.
struct PowerOnAction: DeviceValueAction {
    static let name = "power_on"
    static let meaning =
        "the device boots (locked), its uptime starting at 0; callbacks that came due while it was "
        + "off arrive now, in order. Refused on a device with `power_off_when_empty` whose battery is empty and not "
        + "charging"
    static let isPossibleWhileOff = true
    let device: DeviceID

    func perform(on device: SimulatedChildDevice, _ step: TimelineAction, in state: RunState) {
        if !device.powerOn() { ActionPerformer.refuse(step, "\(device.id)'s battery is empty; plug it in", in: state) }
    }
}

/// `low_power: on|off`.
struct LowPowerAction: ChildDeviceAction {
    static let name = "low_power"
    static let meaning = "Low Power Mode on or off: no background task starts while it is on, and Auto-Lock is 30 s"
    static let keys: [ActionKey] = [ActionKey(name, "on|off", .required, "Low Power Mode on or off"), .device]

    let isOn: Bool
    let device: DeviceID

    static func decode(_ reader: StepReader, _ decoder: inout ScenarioDecoder) -> (Self, summary: String)? {
        reader.onOffSwitch(&decoder).map { (Self(isOn: $0.isOn, device: $0.device), $0.summary) }
    }

    func perform(on device: SimulatedChildDevice, _ step: TimelineAction, in state: RunState) {
        device.setLowPowerMode(isOn)
    }
}
