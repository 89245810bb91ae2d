import Platform
import Simulation
import YAMLSubset

/// Reads the fields of one timeline step once its action is known: the helpers every action's
/// `decode` shares, each reporting its own problems.
struct StepReader {
    let step: YAMLMapping
    /// The action's name, for messages.
    let action: String
    let value: YAMLScalar
    /// The value's items: `switch_rapidly`'s apps; for every other action, just the value.
    let items: [YAMLScalar]
    let names: ScenarioNames

    func field(_ key: String, _ decoder: inout ScenarioDecoder) -> YAMLScalar? {
        step.entry(key).flatMap { decoder.scalar($0.value, "'\(key)'") }
    }

    /// A problem that has already been reported as a diagnostic.
    struct Reported: Error {}

    /// The `for:` field: `.success(nil)` when it is absent and optional, `.failure` once a
    /// problem (missing when required, malformed, not positive) has been reported.
    func duration(_ decoder: inout ScenarioDecoder, required: Bool) -> Result<Int64?, Reported> {
        guard let scalar = field("for", &decoder) else {
            guard required else { return .success(nil) }
            decoder.fail("'\(action)' needs 'for', how long it lasts", at: step.location, help: "add e.g. for: 30m")
            return .failure(Reported())
        }
        guard let ms = decoder.parsed(scalar, ScenarioTimeFormat.duration) else { return .failure(Reported()) }
        guard ms > 0 else {
            decoder.fail("'for' must be longer than zero", at: scalar.location, length: scalar.length)
            return .failure(Reported())
        }
        return .success(ms)
    }

    /// A step that keeps the child on its own device for a while: the device named by the
    /// action's value, an optional `for` (absent: Auto-Lock decides) and `then`. One reading for
    /// every action of that shape (`unlock`, `launch`).
    func deviceStay(_ decoder: inout ScenarioDecoder) -> (device: DeviceID, durationMs: Int64?, lockAfter: Bool)? {
        guard let device = device(value, &decoder),
            case .success(let durationMs) = duration(&decoder, required: false),
            let lockAfter = lockAfter(&decoder)
        else { return nil }
        return (device, durationMs, lockAfter)
    }

    /// `then: lock` (the default) or `then: stay`.
    func lockAfter(_ decoder: inout ScenarioDecoder) -> Bool? {
        guard let scalar = field("then", &decoder) else { return true }
        switch scalar.value {
        case "lock": return true
        case "stay": return false
        default:
            decoder.fail(
                "'then' is lock or stay, not '\(scalar.value)'", at: scalar.location, length: scalar.length,
                help: "lock: the child locks the device; stay: it is left on, and Auto-Lock decides")
            return nil
        }
    }

    /// The `device:` field, or the family's only child device when it is omitted.
    func device(_ scalar: YAMLScalar?, _ decoder: inout ScenarioDecoder) -> DeviceID? {
        if let scalar {
            return decoder.reference(scalar, kind: "device", known: names.deviceNames).map(DeviceID.init)
        }
        guard names.deviceNames.count == 1 else {
            decoder.fail(
                "'\(action)' needs 'device' when the family has \(names.deviceNames.count) child devices",
                at: step.location, help: "add device: \(names.deviceNames.first ?? "…")")
            return nil
        }
        return DeviceID(names.deviceNames[0])
    }

    /// `as:` — what the child was really doing: `engaged`, `idle` or a technique.
    func label(_ decoder: inout ScenarioDecoder) -> Result<UsageLabel?, Reported> {
        guard let scalar = field("as", &decoder) else { return .success(nil) }
        let words = ["engaged", "idle"] + Technique.allCases.map(\.rawValue)
        guard let word = decoder.reference(scalar, kind: "label", known: words) else { return .failure(Reported()) }
        switch word {
        case "engaged": return .success(.engaged)
        case "idle": return .success(.idle)
        default:
            guard let technique = Technique(rawValue: word) else { preconditionFailure("'\(word)' names a technique") }
            return .success(.technique(technique))
        }
    }

    func child(_ decoder: inout ScenarioDecoder) -> ChildID? {
        if let scalar = field("child", &decoder) {
            return decoder.reference(scalar, kind: "child", known: names.childNames).map(ChildID.init)
        }
        guard names.childNames.count == 1 else {
            decoder.fail(
                "'\(action)' needs 'child' when the family has \(names.childNames.count) children",
                at: step.location, help: "add child: \(names.childNames.first ?? "…")")
            return nil
        }
        return ChildID(names.childNames[0])
    }

    func parent(_ decoder: inout ScenarioDecoder) -> ParentID? {
        guard let scalar = field("by", &decoder) else {
            decoder.fail(
                "'\(action)' needs 'by', the parent who does it", at: step.location,
                help: "add by: \(names.parentNames.first ?? "…") (declare parents under family.parents)")
            return nil
        }
        return decoder.reference(scalar, kind: "parent", known: names.parentNames).map(ParentID.init)
    }

    /// `low_power: on` and `background_refresh: off`, on the `device:` or the only device.
    func onOffSwitch(_ decoder: inout ScenarioDecoder) -> (isOn: Bool, device: DeviceID, summary: String)? {
        let isOn: Bool?
        switch value.value {
        case "on": isOn = true
        case "off": isOn = false
        default:
            decoder.fail(
                "'\(action)' is on or off, not '\(value.value)'", at: value.location, length: value.length,
                help: "write \(action): on or \(action): off")
            isOn = nil
        }
        guard let device = device(field("device", &decoder), &decoder), let isOn else { return nil }
        return (isOn, device, "\(action) \(value.value) on \(device.rawValue)")
    }

    /// A whole number from 1 to ``countMax`` (`count:`, `requests:`), 1 when absent.
    func count(_ scalar: YAMLScalar?, _ decoder: inout ScenarioDecoder) -> Int? {
        guard let scalar else { return 1 }
        guard let value = Int(scalar.value), value > 0, value <= Self.countMax else {
            decoder.fail(
                "expected a whole number from 1 to \(Self.countMax), not '\(scalar.value)'",
                at: scalar.location, length: scalar.length)
            return nil
        }
        return value
    }

    /// Far more failed requests or lost answers than any run sends, small enough that no count
    /// of them overflows.
    static let countMax = 1_000_000
}
