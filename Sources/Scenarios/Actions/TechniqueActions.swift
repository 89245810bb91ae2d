import Platform
import Simulation

// Ways a child games the rewards that need more than a use: a video left playing, apps
// switched on a timer.

/// `leave_on: APP` with `for`: a learning video left playing, nobody there.
struct LeaveOnAction: ChildDeviceAction {
    static let name = "leave_on"
    static let meaning =
        "the child unlocks, brings APP to the front and leaves it: nobody touches it and the screen "
        + "stays on for the duration whatever Auto-Lock says (a video playing); then it locks"
    static let keys: [ActionKey] = [
        ActionKey(name, "APP", .required, "the app left in front"), .device,
        .duration(.required, "how long the app is left on"), .label(.defaulted("passive")),
    ]

    let app: AppID
    let device: DeviceID
    let durationMs: Int64

    static func decode(_ reader: StepReader, _ decoder: inout ScenarioDecoder) -> (Self, summary: String)? {
        let app = decoder.reference(reader.value, kind: "app", known: reader.names.appNames)
        let device = reader.device(reader.field("device", &decoder), &decoder)
        guard case .success(let durationMs?) = reader.duration(&decoder, required: true), let app, let device else {
            return nil
        }
        return (
            Self(app: AppID(app), device: device, durationMs: durationMs),
            "leave \(app) on for \(ScenarioTimeFormat.describe(milliseconds: durationMs)) on \(device.rawValue)"
        )
    }

    var foregroundMs: Int64 { durationMs }

    func perform(on device: SimulatedChildDevice, _ step: TimelineAction, in state: RunState) {
        device.unlock()
        device.leaveOn(app, forMs: durationMs, label: step.label ?? .technique(.passive))
    }
}

/// `switch_rapidly: [APP, APP…]` with `interval` and `for`.
struct SwitchRapidlyAction: ChildDeviceAction {
    static let name = "switch_rapidly"
    static let meaning =
        "unlocks, then brings the next app of the list to the front every interval, for the "
        + "duration; then locks"
    static let keys: [ActionKey] = [
        ActionKey(name, "[APP, APP…]", .required, "the apps, at least two, brought to the front in turn"), .device,
        ActionKey("interval", "DURATION", .required, "how often the app changes, at least 1s"),
        .duration(.required), .label(.defaulted("rapid_switching")),
    ]
    static let takesList = true
    /// The shortest interval between two changes of app.
    static let intervalMsMin: Int64 = 1_000

    let apps: [AppID]
    let device: DeviceID
    let intervalMs: Int64
    let durationMs: Int64

    static func decode(_ reader: StepReader, _ decoder: inout ScenarioDecoder) -> (Self, summary: String)? {
        let apps = reader.items.compactMap { decoder.reference($0, kind: "app", known: reader.names.appNames) }
        let device = reader.device(reader.field("device", &decoder), &decoder)
        var intervalMs: Int64?
        if let scalar = reader.field("interval", &decoder) {
            intervalMs = decoder.parsed(scalar, ScenarioTimeFormat.duration)
            if let ms = intervalMs, ms < intervalMsMin {
                decoder.fail("'interval' must be at least 1s", at: scalar.location, length: scalar.length)
                intervalMs = nil
            }
        } else {
            decoder.fail(
                "'switch_rapidly' needs 'interval', how often the app changes", at: reader.step.location,
                help: "add e.g. interval: 30s")
        }
        guard case .success(let durationMs?) = reader.duration(&decoder, required: true), let device, let intervalMs,
            apps.count == reader.items.count
        else { return nil }
        return (
            Self(apps: apps.map(AppID.init), device: device, intervalMs: intervalMs, durationMs: durationMs),
            "switch between \(apps.joined(separator: ", ")) every "
                + "\(ScenarioTimeFormat.describe(milliseconds: intervalMs)) "
                + "for \(ScenarioTimeFormat.describe(milliseconds: durationMs)) on \(device.rawValue)"
        )
    }

    var foregroundMs: Int64 { durationMs }
    var appChanges: Int64 { durationMs / intervalMs + 1 }

    func perform(on device: SimulatedChildDevice, _ step: TimelineAction, in state: RunState) {
        device.switchRapidly(
            between: apps, everyMs: intervalMs, forMs: durationMs,
            label: step.label ?? .technique(.rapidSwitching))
    }
}
