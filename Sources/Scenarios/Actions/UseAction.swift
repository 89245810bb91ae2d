import Platform
import Simulation

/// `use: APP`: the child unlocks the device, brings the app to the front and interacts with it.
struct UseAction: ChildDeviceAction {
    static let name = "use"
    static let meaning =
        "the child unlocks the device if needed, brings APP to the front and interacts for the "
        + "duration; then locks it, or (`stay`) leaves it on for Auto-Lock to decide"
    static let keys: [ActionKey] = [
        ActionKey(name, "APP", .required, "the app the child brings to the front"), .device,
        .duration(.required), .then, .label(.defaulted("engaged")),
    ]

    let app: AppID
    let device: DeviceID
    let durationMs: Int64
    let lockAfter: Bool

    /// How long a child glances at a shield before giving up.
    static let glanceAtShieldMs: Int64 = 10_000

    static func decode(_ reader: StepReader, _ decoder: inout ScenarioDecoder) -> (Self, summary: String)? {
        guard let step = AppStep(reader, &decoder, durationRequired: true), let durationMs = step.durationMs else {
            return nil
        }
        return (
            Self(app: step.app, device: step.device, durationMs: durationMs, lockAfter: step.lockAfter),
            step.summary(name)
        )
    }

    var foregroundMs: Int64 { durationMs }

    func perform(on device: SimulatedChildDevice, _ step: TimelineAction, in state: RunState) {
        device.unlock()
        device.open(app)
        device.interact(
            forMs: givesUp(step, on: device) ? Self.glanceAtShieldMs : durationMs,
            lockAfter: lockAfter, label: step.label ?? .engaged)
    }

    /// A persona's child who opens a reward app and finds it shielded (the redemption was
    /// refused, or has run out) leaves it — unless sitting on the shield is the plan. Written
    /// timelines say exactly how long the child stays, so they are taken at their word.
    func givesUp(_ step: TimelineAction, on device: SimulatedChildDevice) -> Bool {
        step.isPlanned && step.label != .technique(.shieldSitting) && device.enforcedShieldedApplications.contains(app)
    }
}

/// `switch: APP`: the child brings another app to the front of the unlocked device.
struct SwitchAction: ChildDeviceAction {
    static let name = "switch"
    static let meaning =
        "brings APP to the front of the **unlocked** device; the current interaction goes on (or, "
        + "with `for`, a new one of that length starts). On a locked device the step is refused and reported as a "
        + "warning"
    static let keys: [ActionKey] = [
        ActionKey(name, "APP", .required, "the app the child brings to the front"), .device,
        .duration(.optional, "how long the child interacts with the app; absent, the current interaction goes on"),
        .then, .label(.defaulted("engaged")),
    ]

    let app: AppID
    let device: DeviceID
    let durationMs: Int64?
    let lockAfter: Bool

    static func decode(_ reader: StepReader, _ decoder: inout ScenarioDecoder) -> (Self, summary: String)? {
        guard let step = AppStep(reader, &decoder, durationRequired: false) else { return nil }
        return (
            Self(app: step.app, device: step.device, durationMs: step.durationMs, lockAfter: step.lockAfter),
            step.summary(name)
        )
    }

    var foregroundMs: Int64 { durationMs ?? 0 }

    func perform(on device: SimulatedChildDevice, _ step: TimelineAction, in state: RunState) {
        guard !device.isLocked else {
            return ActionPerformer.refuse(
                step, "\(device.id) is locked; 'use' unlocks the device and opens an app",
                in: state)
        }
        device.open(app)
        if let durationMs { device.interact(forMs: durationMs, lockAfter: lockAfter, label: step.label ?? .engaged) }
    }
}

/// The fields `use` and `switch` share: the app, the device, `for` and `then`.
private struct AppStep {
    let app: AppID
    let device: DeviceID
    let durationMs: Int64?
    let lockAfter: Bool

    init?(_ reader: StepReader, _ decoder: inout ScenarioDecoder, durationRequired: Bool) {
        let app = decoder.reference(reader.value, kind: "app", known: reader.names.appNames)
        let device = reader.device(reader.field("device", &decoder), &decoder)
        guard case .success(let durationMs) = reader.duration(&decoder, required: durationRequired),
            let lockAfter = reader.lockAfter(&decoder), let app, let device
        else { return nil }
        self.app = AppID(app)
        self.device = device
        self.durationMs = durationMs
        self.lockAfter = lockAfter
    }

    func summary(_ action: String) -> String {
        let forText = durationMs.map { " for \(ScenarioTimeFormat.describe(milliseconds: $0))" } ?? ""
        return "\(action) \(app)\(forText) on \(device.rawValue)"
    }
}
