import Platform
import Simulation

// The child and the screen: locking, waking, unlocking and putting the device down.

/// `lock: DEVICE`: the side button.
struct LockAction: DeviceValueAction {
    static let name = "lock"
    static let meaning = "side button: locked, screen off; nothing accrues"
    let device: DeviceID

    func perform(on device: SimulatedChildDevice, _ step: TimelineAction, in state: RunState) {
        device.lock()
    }
}

/// `sleep: DEVICE`: on iOS the same as `lock`, a word of its own for readable timelines.
struct SleepAction: DeviceValueAction {
    static let name = "sleep"
    static let meaning =
        "the device goes to sleep — on iOS the same as `lock`, kept as its own word for readable "
        + "timelines"
    let device: DeviceID

    func perform(on device: SimulatedChildDevice, _ step: TimelineAction, in state: RunState) {
        device.lock()
    }
}

/// `wake: DEVICE`: the lock screen lights up.
struct WakeAction: DeviceValueAction {
    static let name = "wake"
    static let meaning = "the lock screen lights up for 10 s; nothing accrues, the device stays locked"
    let device: DeviceID

    func perform(on device: SimulatedChildDevice, _ step: TimelineAction, in state: RunState) {
        device.wake()
    }
}

/// `unlock: DEVICE`, optionally for a while of interaction.
struct UnlockAction: ChildDeviceAction {
    static let name = "unlock"
    static let meaning =
        "unlocks; the app that was frontmost comes back. Without `for` the child does not touch it "
        + "and Auto-Lock runs"
    static let keys: [ActionKey] = [
        .ownDevice(name), .duration(.optional, "how long the child interacts; absent, Auto-Lock decides"), .then,
        .label(.defaulted("engaged")),
    ]

    let device: DeviceID
    let durationMs: Int64?
    let lockAfter: Bool

    static func decode(_ reader: StepReader, _ decoder: inout ScenarioDecoder) -> (Self, summary: String)? {
        guard let stay = reader.deviceStay(&decoder) else { return nil }
        let action = Self(device: stay.device, durationMs: stay.durationMs, lockAfter: stay.lockAfter)
        return (action, "\(name) \(stay.device.rawValue)")
    }

    var foregroundMs: Int64 { durationMs ?? 0 }

    func perform(on device: SimulatedChildDevice, _ step: TimelineAction, in state: RunState) {
        device.unlock()
        if let durationMs { device.interact(forMs: durationMs, lockAfter: lockAfter, label: step.label ?? .engaged) }
    }
}

/// `idle: DEVICE` with `for`: the child puts the unlocked device down, and comes back.
struct IdleAction: ChildDeviceAction {
    static let name = "idle"
    static let meaning =
        "the child puts the unlocked device down: Auto-Lock runs (unless the app keeps the screen "
        + "on); after the duration the child comes back and locks it. Refused if the device is locked"
    static let keys: [ActionKey] = [.ownDevice(name), .duration(.required, "how long the device lies there")]

    let device: DeviceID
    let durationMs: Int64

    static func decode(_ reader: StepReader, _ decoder: inout ScenarioDecoder) -> (Self, summary: String)? {
        guard let device = reader.device(reader.value, &decoder),
            case .success(let durationMs?) = reader.duration(&decoder, required: true)
        else { return nil }
        return (
            Self(device: device, durationMs: durationMs),
            "\(name) \(device.rawValue) for \(ScenarioTimeFormat.describe(milliseconds: durationMs))"
        )
    }

    func perform(on device: SimulatedChildDevice, _ step: TimelineAction, in state: RunState) {
        guard !device.isLocked else {
            return ActionPerformer.refuse(step, "\(device.id) is already locked", in: state)
        }
        device.leaveIdle(forMs: durationMs)
    }
}
