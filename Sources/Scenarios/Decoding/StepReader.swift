import Platform
import Simulation
import YAMLSubset

/// Reads the fields of one timeline step once its action is known.
struct StepReader {
    let step: YAMLMapping
    let action: String
    let value: YAMLScalar
    /// The value's items: `switch_rapidly`'s apps; for every other action, just the value.
    let items: [YAMLScalar]
    let names: ScenarioNames

    typealias Decoded = (kind: TimelineAction.Kind, device: DeviceID?, summary: String)

    func decode(into decoder: inout ScenarioDecoder) -> Decoded? {
        switch action {
        case "use", "switch": return decodeAppStep(&decoder)
        case "lock", "sleep", "wake", "unlock", "idle", "plug", "unplug", "force_quit", "launch", "reboot", "power_off",
             "power_on":
            return decodeDeviceStep(&decoder)
        case "low_power", "background_refresh": return decodeSwitch(&decoder)
        case "run_task": return decodeRunTask(&decoder)
        case "leave_on": return decodeLeaveOn(&decoder)
        case "switch_rapidly": return decodeSwitchRapidly(&decoder)
        case "set_clock": return decodeSetClock(&decoder)
        case "set_time_zone", "travel": return decodeSetTimeZone(&decoder)
        case "revoke_permission": return decodeDeviceStep(&decoder)
        case "restore_permission": return decodeDeviceStep(&decoder)
        case "delete_app", "reinstall_app": return decodeDeviceStep(&decoder)
        case "redeem": return decodeRedeem(&decoder)
        case "adjust": return decodeAdjust(&decoder)
        case "set": return decodeSet(&decoder)
        case "set_app": return decodeSetApp(&decoder)
        case "request_reward": return decodeRequestReward(&decoder)
        case "approve_reward", "deny_reward": return decodeDecideReward(&decoder)
        case "partition", "heal": return decodePartition(&decoder)
        case "lose_answers": return decodeLoseAnswers(&decoder)
        case "cloud_error": return decodeCloudError(&decoder)
        case "expire_tokens": return decodeExpireTokens(&decoder)
        case "invite": return decodeInvite(&decoder)
        case "accept_invitation": return decodeAcceptInvitation(&decoder)
        case "open_app": return decodeOpenApp(&decoder)
        case "remove_parent": return decodeRemoveParent(&decoder)
        case "subscribe": return decodeSubscribe(&decoder)
        case "cancel_renewal", "restore_purchases": return decodeOrganizerStoreStep(&decoder)
        case "replace_phone": return decodeReplacePhone(&decoder)
        default: preconditionFailure("every action in actionKeys is decoded")
        }
    }

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

    /// `then: lock` (the default) or `then: stay`.
    func lockAfter(_ decoder: inout ScenarioDecoder) -> Bool? {
        guard let scalar = field("then", &decoder) else { return true }
        switch scalar.value {
        case "lock": return true
        case "stay": return false
        default:
            decoder.fail("'then' is lock or stay, not '\(scalar.value)'", at: scalar.location, length: scalar.length,
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
            decoder.fail("'\(action)' needs 'device' when the family has \(names.deviceNames.count) child devices",
                         at: step.location, help: "add device: \(names.deviceNames.first ?? "…")")
            return nil
        }
        return DeviceID(names.deviceNames[0])
    }

    func decodeAppStep(_ decoder: inout ScenarioDecoder) -> Decoded? {
        let app = decoder.reference(value, kind: "app", known: names.appNames)
        let device = device(field("device", &decoder), &decoder)
        guard case let .success(durationMs) = duration(&decoder, required: action == "use"),
              let lockAfter = lockAfter(&decoder), let app, let device else { return nil }
        let forText = durationMs.map { " for \(ScenarioTimeFormat.describe(milliseconds: $0))" } ?? ""
        let summary = "\(action) \(app)\(forText) on \(device.rawValue)"
        if action == "use", let durationMs {
            return (.use(app: AppID(app), durationMs: durationMs, lockAfter: lockAfter), device, summary)
        }
        return (.switchApp(app: AppID(app), durationMs: durationMs, lockAfter: lockAfter), device, summary)
    }

    /// Device steps name their device as their value.
    func decodeDeviceStep(_ decoder: inout ScenarioDecoder) -> Decoded? {
        if action == "force_quit", names.parentDeviceNames.contains(value.value) {
            return (.forceQuit, DeviceID(value.value), "force_quit \(value.value)")
        }
        guard let device = device(value, &decoder) else { return nil }
        let summary = "\(action) \(device.rawValue)"
        switch action {
        case "lock": return (.lock, device, summary)
        case "sleep": return (.sleep, device, summary)
        case "wake": return (.wake, device, summary)
        case "plug": return (.plug, device, summary)
        case "unplug": return (.unplug, device, summary)
        case "reboot": return (.reboot, device, summary)
        case "power_off": return (.powerOff, device, summary)
        case "power_on": return (.powerOn, device, summary)
        case "force_quit": return (.forceQuit, device, summary)
        case "revoke_permission": return (.revokePermission, device, summary)
        case "restore_permission": return (.restorePermission, device, summary)
        case "delete_app": return (.deleteApp, device, summary)
        case "reinstall_app": return (.reinstallApp, device, summary)
        case "unlock", "launch":
            guard case let .success(durationMs) = duration(&decoder, required: false),
                  let lockAfter = lockAfter(&decoder)
            else { return nil }
            if action == "launch" { return (.launch(durationMs: durationMs, lockAfter: lockAfter), device, summary) }
            return (.unlock(durationMs: durationMs, lockAfter: lockAfter), device, summary)
        default:
            guard case let .success(durationMs?) = duration(&decoder, required: true) else { return nil }
            return (.idle(durationMs: durationMs), device, summary + " for \(ScenarioTimeFormat.describe(milliseconds: durationMs))")
        }
    }

    /// `low_power: on` and `background_refresh: off`, on the `device:` or the only device.
    func decodeSwitch(_ decoder: inout ScenarioDecoder) -> Decoded? {
        let isOn: Bool?
        switch value.value {
        case "on": isOn = true
        case "off": isOn = false
        default:
            decoder.fail("'\(action)' is on or off, not '\(value.value)'", at: value.location, length: value.length,
                         help: "write \(action): on or \(action): off")
            isOn = nil
        }
        guard let device = device(field("device", &decoder), &decoder), let isOn else { return nil }
        let summary = "\(action) \(value.value) on \(device.rawValue)"
        return (action == "low_power" ? .lowPower(isOn) : .backgroundRefresh(isOn), device, summary)
    }

    /// `run_task: refresh`: the system launches the pending request of that kind now.
    func decodeRunTask(_ decoder: inout ScenarioDecoder) -> Decoded? {
        let kinds = BackgroundTaskKind.allCases.map(\.rawValue)
        let kind = decoder.reference(value, kind: "task kind", known: kinds).flatMap(BackgroundTaskKind.init)
        guard let device = device(field("device", &decoder), &decoder), let kind else { return nil }
        return (.runTask(kind), device, "run_task \(kind.rawValue) on \(device.rawValue)")
    }

    /// `as:` — what the child was really doing: `engaged`, `idle` or a technique.
    func label(_ decoder: inout ScenarioDecoder) -> Result<UsageLabel?, Reported> {
        guard let scalar = field("as", &decoder) else { return .success(nil) }
        let words = ["engaged", "idle"] + Technique.allCases.map(\.rawValue)
        guard let word = decoder.reference(scalar, kind: "label", known: words) else { return .failure(Reported()) }
        switch word {
        case "engaged": return .success(.engaged)
        case "idle": return .success(.idle)
        default: return .success(.technique(Technique(rawValue: word)!))
        }
    }

    /// `leave_on: APP` with `for:`: a learning video left playing, nobody there.
    func decodeLeaveOn(_ decoder: inout ScenarioDecoder) -> Decoded? {
        let app = decoder.reference(value, kind: "app", known: names.appNames)
        let device = device(field("device", &decoder), &decoder)
        guard case let .success(durationMs?) = duration(&decoder, required: true), let app, let device else { return nil }
        return (.leaveOn(app: AppID(app), durationMs: durationMs), device,
                "leave \(app) on for \(ScenarioTimeFormat.describe(milliseconds: durationMs)) on \(device.rawValue)")
    }

    /// `switch_rapidly: [a, b]` with `interval:` and `for:`.
    func decodeSwitchRapidly(_ decoder: inout ScenarioDecoder) -> Decoded? {
        let apps = items.map { decoder.reference($0, kind: "app", known: names.appNames) }
        let device = device(field("device", &decoder), &decoder)
        var intervalMs: Int64?
        if let scalar = field("interval", &decoder) {
            intervalMs = decoder.parsed(scalar, ScenarioTimeFormat.duration)
            if let ms = intervalMs, ms < 1_000 {
                decoder.fail("'interval' must be at least 1s", at: scalar.location, length: scalar.length)
                intervalMs = nil
            }
        } else {
            decoder.fail("'switch_rapidly' needs 'interval', how often the app changes", at: step.location,
                         help: "add e.g. interval: 30s")
        }
        guard case let .success(durationMs?) = duration(&decoder, required: true), let device, let intervalMs,
              apps.allSatisfy({ $0 != nil }) else { return nil }
        let list = apps.map { $0! }
        return (.switchRapidly(apps: list.map(AppID.init), everyMs: intervalMs, durationMs: durationMs), device,
                "switch between \(list.joined(separator: ", ")) every \(ScenarioTimeFormat.describe(milliseconds: intervalMs)) "
                    + "for \(ScenarioTimeFormat.describe(milliseconds: durationMs)) on \(device.rawValue)")
    }

    /// `set_clock: +2h`, `-30m`, or `0` (back to the true time).
    func decodeSetClock(_ decoder: inout ScenarioDecoder) -> Decoded? {
        let offsetMs = decoder.parsed(value, ScenarioTimeFormat.signedDuration)
        let device = device(field("device", &decoder), &decoder)
        guard let offsetMs, let device else { return nil }
        return (.setClock(offsetMs: offsetMs), device, "set \(device.rawValue)'s clock to true time \(value.value)")
    }

    /// `set_time_zone: +05:00` or `set_time_zone: America/New_York`; `travel: Asia/Tokyo`.
    func decodeSetTimeZone(_ decoder: inout ScenarioDecoder) -> Decoded? {
        let zone = decoder.timeZone(value)
        let device = device(field("device", &decoder), &decoder)
        guard let zone, let device else { return nil }
        if action == "travel" {
            return (.travel(zone), device, "\(device.rawValue) travels to \(value.value)")
        }
        return (.setTimeZone(zone), device, "set \(device.rawValue)'s time zone to \(value.value)")
    }

    func decodeRedeem(_ decoder: inout ScenarioDecoder) -> Decoded? {
        let points = decoder.parsed(value) { ScenarioDecoder.points($0, signed: false) }
        let device = device(field("device", &decoder), &decoder)
        guard let appScalar = field("for_app", &decoder) else {
            decoder.fail("'redeem' needs 'for_app', the reward app the minutes are for", at: step.location,
                         help: "add for_app: \(names.rewardAppNames.first ?? "…")")
            return nil
        }
        guard let app = decoder.reference(appScalar, kind: "app", known: names.appNames),
              let points, let device else { return nil }
        return (.redeem(points: points, app: AppID(app)), device, "redeem \(points) points for \(app) on \(device.rawValue)")
    }

    func decodeAdjust(_ decoder: inout ScenarioDecoder) -> Decoded? {
        let points = decoder.parsed(value) { ScenarioDecoder.points($0, signed: true) }
        let child = self.child(&decoder)
        let parent = self.parent(&decoder)
        let reason = field("reason", &decoder)?.value ?? ""
        guard let points, let child, let parent else { return nil }
        let signed = points > 0 ? "+\(points)" : "\(points)"
        return (.adjust(points: points, child: child, parent: parent, reason: reason), nil,
                "\(parent.rawValue) adjusts \(child.rawValue) by \(signed) points")
    }

    func decodeSet(_ decoder: inout ScenarioDecoder) -> Decoded? {
        let keys = SettingKey.all.map(\.name)
        guard let key = decoder.reference(value, kind: "setting", known: keys).flatMap(SettingKey.named) else {
            return nil
        }
        guard let toScalar = field("to", &decoder) else {
            decoder.fail("'set' needs 'to', the new value", at: step.location, help: "add to: \(key.defaultText)")
            return nil
        }
        let change = decoder.parsed(toScalar, key.parse)
        if names.isSyncModelled && key.name == SettingKey.rewardStrategyKey {
            decoder.fail("'\(key.name)' is not carried by sync", at: value.location, length: value.length,
                         help: "choose the strategy under settings: the family picks it when it sets the app up")
            return nil
        }
        let parent = self.parent(&decoder)
        let children: [ChildID]? = step.entry("child") == nil ? names.children.map(\.id) : child(&decoder).map { [$0] }
        guard let change, let parent, let children else { return nil }
        return (.set(change, children: children, parent: parent), nil,
                "\(parent.rawValue) sets \(key.name) to \(toScalar.value)")
    }

    /// `set_app: duolingo` with `category: reward` and/or `points_per_hour: 120` (or `default`).
    func decodeSetApp(_ decoder: inout ScenarioDecoder) -> Decoded? {
        let app = decoder.reference(value, kind: "app", known: names.appNames)
        var change = AppChange()
        let categoryScalar = field("category", &decoder)
        if let categoryScalar {
            guard let sort = decoder.reference(categoryScalar, kind: "category", known: AppChange.Sort.allCases.map(\.rawValue))
            else { return nil }
            change.sort = AppChange.Sort(rawValue: sort)
        }
        if let rateScalar = field("points_per_hour", &decoder) {
            if change.sort == .reward {
                decoder.fail("a reward app does not earn points", at: rateScalar.location, length: rateScalar.length,
                             help: "remove points_per_hour, or make the app a learning app")
                return nil
            }
            if rateScalar.value == "default" {
                change.rate = .settingsDefault
            } else {
                guard let rate = decoder.parsed(rateScalar, { SettingKey.count($0, minimum: 0) }) else { return nil }
                change.rate = .pointsPerHour(rate)
            }
        }
        if change.sort == nil && change.rate == nil {
            decoder.fail("'set_app' needs 'category' or 'points_per_hour'", at: step.location,
                         help: "add category: learning|reward, or points_per_hour: 120")
            return nil
        }
        let parent = self.parent(&decoder)
        let children: [ChildID]? = step.entry("child") == nil ? names.children.map(\.id) : child(&decoder).map { [$0] }
        guard let app, let parent, let children else { return nil }
        return (.setApp(AppID(app), change, children: children, parent: parent), nil,
                "\(parent.rawValue) sets \(app)'s \(change.summary)")
    }

    func child(_ decoder: inout ScenarioDecoder) -> ChildID? {
        if let scalar = field("child", &decoder) {
            return decoder.reference(scalar, kind: "child", known: names.childNames).map(ChildID.init)
        }
        guard names.childNames.count == 1 else {
            decoder.fail("'\(action)' needs 'child' when the family has \(names.childNames.count) children",
                         at: step.location, help: "add child: \(names.childNames.first ?? "…")")
            return nil
        }
        return ChildID(names.childNames[0])
    }

    func parent(_ decoder: inout ScenarioDecoder) -> ParentID? {
        guard let scalar = field("by", &decoder) else {
            decoder.fail("'\(action)' needs 'by', the parent who does it", at: step.location,
                         help: "add by: \(names.parentNames.first ?? "…") (declare parents under family.parents)")
            return nil
        }
        return decoder.reference(scalar, kind: "parent", known: names.parentNames).map(ParentID.init)
    }
}
