import FamilyApp
import Platform
import Simulation

// The app's versions: a phone updated, and the product's remote switch for co-parents.

/// `update_app: DEVICE`: the App Store installs a newer build on a parent's phone.
struct UpdateAppAction: SyncAction {
    static let name = "update_app"
    static let meaning =
        "the App Store installs a newer version of the app on a parent's phone: nothing the phone holds is lost, "
        + "and the parent's next step runs on the new build (a phone that runs that version or a later one already "
        + "is a refused step)"
    static let keys: [ActionKey] = [
        ActionKey(name, "DEVICE", .required, "a parent's phone"),
        ActionKey("to", "1.0|1.1", .defaulted("the latest version"), "the version installed"),
    ]

    let device: DeviceID
    let version: AppVersion

    static func decode(_ reader: StepReader, _ decoder: inout ScenarioDecoder) -> (Self, summary: String)? {
        let device = decoder.reference(reader.value, kind: "parent device", known: reader.names.parentDeviceNames)
        var version = AppVersion.latest
        if let scalar = reader.field("to", &decoder) {
            guard let named = decoder.appVersion(scalar) else { return nil }
            version = named
        }
        guard let device else { return nil }
        return (Self(device: DeviceID(device), version: version), "\(device) updates the app to \(version.rawValue)")
    }

    var target: DeviceID? { device }

    func perform(in sync: SyncRun, _ step: TimelineAction, in state: RunState) {
        guard sync.updateApp(on: device, to: version) else {
            return ActionPerformer.refuse(
                step, "\(device) already runs \(version.rawValue) or later, or was replaced", in: state)
        }
    }
}

/// `co_parents: on|off`: the product's remote configuration switches co-parents on or off.
struct CoParentsAction: SyncAction {
    static let name = "co_parents"
    static let meaning =
        "the product's remote configuration switches co-parents (1.1) on or off, and every parent's app fetches it "
        + "at once. Off, an invitation or acceptance of a second parent is refused (`co_parents_off`) and a "
        + "co-parent's phone refuses settings and app changes; the co-parent keeps reading, and nothing a parent did "
        + "is deleted"
    static let keys: [ActionKey] = [ActionKey(name, "on|off", .required, "co-parents on or off")]

    let isOn: Bool

    static func decode(_ reader: StepReader, _ decoder: inout ScenarioDecoder) -> (Self, summary: String)? {
        switch reader.value.value {
        case "on": return (Self(isOn: true), "co-parents switched on")
        case "off": return (Self(isOn: false), "co-parents switched off")
        default:
            decoder.fail(
                "'co_parents' is on or off, not '\(reader.value.value)'", at: reader.value.location,
                length: reader.value.length, help: "write co_parents: on or co_parents: off")
            return nil
        }
    }

    func perform(in sync: SyncRun, _ step: TimelineAction, in state: RunState) {
        sync.switchCoParents(on: isOn)
    }
}
