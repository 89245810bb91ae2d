import Platform
import RewardEngine

// A parent changes the family's rewards: points by hand, a setting, an app's category or rate.
// Each goes through the parent channel: the parent's phone and the cloud when the scenario
// models sync, else straight into the child's devices.

/// `adjust: ±N points` with `by`: a parent adds or removes points by hand.
struct AdjustAction: TimelineActionType {
    static let name = "adjust"
    static let meaning =
        "a parent adds or removes points by hand. With `sync`: on the parent's phone (the app comes "
        + "to the front), as an adjustment record the child's device books once when it fetches it"
    static let keys: [ActionKey] = [
        ActionKey(name, "±N points", .required, "the points added (`+5 points`) or removed (`-3 points`)"),
        .child, .by,
        ActionKey("reason", "TEXT", .defaulted("none"), "why, as the parent writes it"),
    ]

    let points: Int
    let child: ChildID
    let parent: ParentID
    let reason: String

    static func decode(_ reader: StepReader, _ decoder: inout ScenarioDecoder) -> (Self, summary: String)? {
        let points = decoder.parsed(reader.value) { ScenarioDecoder.points($0, signed: true) }
        let child = reader.child(&decoder)
        let parent = reader.parent(&decoder)
        let reason = reader.field("reason", &decoder)?.value ?? ""
        guard let points, let child, let parent else { return nil }
        let signed = points > 0 ? "+\(points)" : "\(points)"
        return (
            Self(points: points, child: child, parent: parent, reason: reason),
            "\(parent.rawValue) adjusts \(child.rawValue) by \(signed) points"
        )
    }

    func perform(_ step: TimelineAction, in state: RunState) {
        state.parentChannel.adjust(child, by: points, parent: parent, reason: reason, step, in: state)
    }
}

/// `set: SETTING` with `to` and `by`: a parent changes a setting.
struct SetAction: TimelineActionType {
    static let name = "set"
    static let meaning =
        "a parent changes a setting (any key of `settings`, same formats); an invalid combination "
        + "is refused with a warning. With `sync`: on the parent's phone, as a stamped field of the settings record "
        + "plus a command the child's device answers; refused if the phone has not received the settings yet"
    static let keys: [ActionKey] = [
        ActionKey(name, "SETTING", .required, "a key of `settings`"),
        ActionKey("to", "VALUE", .required, "the new value, written as under `settings`"), .by, .children,
    ]

    let change: SettingChange
    let children: [ChildID]
    let parent: ParentID

    static func decode(_ reader: StepReader, _ decoder: inout ScenarioDecoder) -> (Self, summary: String)? {
        let value = reader.value
        let keys = SettingKey.all.map(\.name)
        guard let key = decoder.reference(value, kind: "setting", known: keys).flatMap(SettingKey.named) else {
            return nil
        }
        guard let toScalar = reader.field("to", &decoder) else {
            decoder.fail(
                "'set' needs 'to', the new value", at: reader.step.location,
                help: "add to: \(key.defaultText)")
            return nil
        }
        let change = decoder.parsed(toScalar, key.parse)
        if reader.names.isSyncModelled && key.name == SettingKey.rewardStrategyKey {
            decoder.fail(
                "'\(key.name)' is not carried by sync", at: value.location, length: value.length,
                help: "choose the strategy under settings: the family picks it when it sets the app up")
            return nil
        }
        let parent = reader.parent(&decoder)
        let children = reader.children(&decoder)
        guard let change, let parent, let children else { return nil }
        return (
            Self(change: change, children: children, parent: parent),
            "\(parent.rawValue) sets \(key.name) to \(toScalar.value)"
        )
    }

    func perform(_ step: TimelineAction, in state: RunState) {
        state.parentChannel.set(change, for: children, parent: parent, step, in: state)
    }
}

/// `set_app: APP` with `category` and/or `points_per_hour`: a parent re-sorts an app or changes its rate.
struct SetAppAction: TimelineActionType {
    static let name = "set_app"
    static let meaning =
        "a parent re-sorts an app of `apps` or changes its rate (`default`: the settings' "
        + "`default_points_per_hour`); a change builds on the app as it is then (a rate given to an app that is a "
        + "reward app is refused with a warning). Nothing already credited is repriced: minutes credited before the "
        + "change keep their points, and the day's tally of the app carries on at the new rate. The app's session "
        + "ends at the change, as if the child had stopped. With `sync`: on the parent's phone (the app comes to the "
        + "front), building on the app as the phone knows it, as a stamped field `app.<id>` of the child's settings "
        + "record plus a command the child's device answers; the change applies on each child device when it "
        + "arrives there. Refused with a warning when the phone has not received the settings, or the app already "
        + "is so on the phone"
    static let keys: [ActionKey] = [
        ActionKey(name, "APP", .required, "an app of `apps`"),
        ActionKey(
            "category", AppChange.Sort.allCases.map(\.rawValue).joined(separator: "|"), .optional,
            "the app's new category (this or `points_per_hour`, or both)"),
        ActionKey(
            "points_per_hour", "N|default", .optional,
            "the learning app's new rate; `default`: the settings' `default_points_per_hour`"),
        .by, .children,
    ]

    let app: AppID
    let change: AppChange
    let children: [ChildID]
    let parent: ParentID

    static func decode(_ reader: StepReader, _ decoder: inout ScenarioDecoder) -> (Self, summary: String)? {
        let app = decoder.reference(reader.value, kind: "app", known: reader.names.appNames)
        var change = AppChange()
        if let categoryScalar = reader.field("category", &decoder) {
            let sorts = AppChange.Sort.allCases.map(\.rawValue)
            guard let sort = decoder.reference(categoryScalar, kind: "category", known: sorts) else { return nil }
            change.sort = AppChange.Sort(rawValue: sort)
        }
        if let rateScalar = reader.field("points_per_hour", &decoder) {
            if change.sort == .reward {
                decoder.fail(
                    "a reward app does not earn points", at: rateScalar.location, length: rateScalar.length,
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
            decoder.fail(
                "'set_app' needs 'category' or 'points_per_hour'", at: reader.step.location,
                help: "add category: learning|reward, or points_per_hour: 120")
            return nil
        }
        let parent = reader.parent(&decoder)
        let children = reader.children(&decoder)
        guard let app, let parent, let children else { return nil }
        return (
            Self(app: AppID(app), change: change, children: children, parent: parent),
            "\(parent.rawValue) sets \(app)'s \(change.summary)"
        )
    }

    func perform(_ step: TimelineAction, in state: RunState) {
        state.parentChannel.setApp(app, change, for: children, parent: parent, step, in: state)
    }
}

private extension StepReader {
    /// `child:`, or every child of the family when it is absent.
    func children(_ decoder: inout ScenarioDecoder) -> [ChildID]? {
        step.entry("child") == nil ? names.children.map(\.id) : child(&decoder).map { [$0] }
    }
}
