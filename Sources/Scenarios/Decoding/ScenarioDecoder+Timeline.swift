import Platform
import YAMLSubset

extension ScenarioDecoder {
    /// Each action's keys besides `at`; the action's own key comes first.
    static let actionKeys: [(action: String, keys: [String])] = [
        ("use", ["use", "device", "for", "then", "as"]),
        ("switch", ["switch", "device", "for", "then", "as"]),
        ("lock", ["lock"]),
        ("unlock", ["unlock", "for", "then", "as"]),
        ("sleep", ["sleep"]),
        ("wake", ["wake"]),
        ("idle", ["idle", "for"]),
        ("redeem", ["redeem", "for_app", "device"]),
        ("adjust", ["adjust", "child", "by", "reason"]),
        ("set", ["set", "to", "by", "child"]),
        ("set_app", ["set_app", "category", "points_per_hour", "by", "child"]),
        ("request_reward", ["request_reward", "points", "device"]),
        ("approve_reward", ["approve_reward", "child", "by"]),
        ("deny_reward", ["deny_reward", "child", "by"]),
        ("plug", ["plug"]),
        ("unplug", ["unplug"]),
        ("reboot", ["reboot"]),
        ("power_off", ["power_off"]),
        ("power_on", ["power_on"]),
        ("low_power", ["low_power", "device"]),
        ("background_refresh", ["background_refresh", "device"]),
        ("force_quit", ["force_quit", "as"]),
        ("launch", ["launch", "for", "then", "as"]),
        ("run_task", ["run_task", "device"]),
        ("leave_on", ["leave_on", "device", "for", "as"]),
        ("switch_rapidly", ["switch_rapidly", "device", "interval", "for", "as"]),
        ("set_clock", ["set_clock", "device"]),
        ("set_time_zone", ["set_time_zone", "device"]),
        ("travel", ["travel", "device"]),
        ("revoke_permission", ["revoke_permission", "as"]),
        ("restore_permission", ["restore_permission"]),
        ("delete_app", ["delete_app", "as"]),
        ("reinstall_app", ["reinstall_app"]),
        ("partition", ["partition", "direction", "for"]),
        ("heal", ["heal"]),
        ("lose_answers", ["lose_answers", "count"]),
        ("cloud_error", ["cloud_error", "retry_after", "requests"]),
        ("expire_tokens", ["expire_tokens"]),
        ("invite", ["invite", "by", "role"]),
        ("accept_invitation", ["accept_invitation", "code_of"]),
        ("open_app", ["open_app"]),
        ("remove_parent", ["remove_parent"]),
        ("subscribe", ["subscribe"]),
        ("cancel_renewal", ["cancel_renewal"]),
        ("restore_purchases", ["restore_purchases"]),
        ("replace_phone", ["replace_phone", "new_device"]),
    ]
    /// Actions that need the `sync:` block.
    static let syncActionNames = [
        "partition", "heal", "lose_answers", "cloud_error", "expire_tokens", "invite", "accept_invitation", "open_app",
        "remove_parent", "subscribe", "cancel_renewal", "restore_purchases", "replace_phone",
    ]
    static var actionNames: [String] { actionKeys.map(\.action) }

    /// Keys every step may have besides its action's own.
    static let repetitionKeys = ["every", "until"]
    /// Repetitions of one step at most: a typo such as `every: 1s` over a week stays an error.
    static let repetitionsMax = 10_000
    /// Timeline items of one file at most, every repetition counted: a run's memory and time
    /// grow with them, and a short file could otherwise ask for hundreds of millions.
    static let timelineItemsMax = 100_000

    mutating func decodeTimeline(_ node: YAMLNode, names: ScenarioNames) -> [TimelineAction] {
        guard let items = list(node, "'timeline'") else { return [] }
        let steps = items.flatMap { item -> [TimelineAction] in
            guard !isSaturated, let step = mapping(item, "a timeline step"),
                  let action = decodeStep(step, names: names) else {
                return []
            }
            let copies = repeated(action, step: step, names: names)
            timelineItemCount += copies.count
            return copies
        }
        // Steps at the same moment keep file order (a stable sort).
        return steps.enumerated().sorted { ($0.element.time, $0.offset) < ($1.element.time, $1.offset) }.map(\.element)
    }

    /// `every: 1d` (and optionally `until: day 5 23:59`) repeats a step at that interval
    /// through the end of the run.
    mutating func repeated(_ action: TimelineAction, step: YAMLMapping, names: ScenarioNames) -> [TimelineAction] {
        guard let everyScalar = scalarValue(step, "every", in: "a timeline step") else {
            if let until = step.entry("until") {
                fail("'until' needs 'every'", at: until.key.location, length: until.key.length,
                     help: "add every: 1d to repeat the step, or remove until")
            }
            return [action]
        }
        guard let intervalMs = parsed(everyScalar, ScenarioTimeFormat.duration) else { return [action] }
        guard intervalMs >= 60_000 else {
            fail("'every' must be at least 1m", at: everyScalar.location, length: everyScalar.length)
            return [action]
        }
        var last = names.end
        if let untilScalar = scalarValue(step, "until", in: "a timeline step") {
            guard let until = decodeMoment(untilScalar, names: names) else { return [action] }
            last = until
        }
        let count = last < action.time ? 1 : Int(last.milliseconds(since: action.time) / intervalMs) + 1
        guard count <= Self.repetitionsMax else {
            fail("this step would repeat \(count) times; at most \(Self.repetitionsMax)", at: everyScalar.location,
                 length: everyScalar.length, help: "use a longer interval or an earlier 'until'")
            return [action]
        }
        guard timelineItemCount + count <= Self.timelineItemsMax else {
            fail("the timeline would hold more than \(Self.timelineItemsMax) items with this step's \(count) repetitions",
                 at: everyScalar.location, length: everyScalar.length,
                 help: "use longer intervals, earlier 'until's or fewer steps")
            return [action]
        }
        return (0..<count).map { index in
            TimelineAction(time: action.time + Int64(index) * intervalMs, device: action.device, kind: action.kind,
                           label: action.label, location: action.location, summary: action.summary)
        }
    }

    mutating func decodeStep(_ step: YAMLMapping, names: ScenarioNames) -> TimelineAction? {
        let present = step.entries.filter { Self.actionNames.contains($0.key.value) }
        guard let actionEntry = present.first else {
            let allKeys = Self.actionKeys.flatMap(\.keys) + ["at"] + Self.repetitionKeys
            checkKeys(step, allowed: allKeys, required: ["at"], in: "a timeline step")
            fail("this timeline step has no action", at: step.location,
                 help: "add one of: \(Self.actionNames.joined(separator: ", "))")
            return nil
        }
        for extra in present.dropFirst() {
            fail("a timeline step takes one action, but this one also has '\(extra.key.value)'",
                 at: extra.key.location, length: extra.key.length, help: "split it into two steps")
        }
        let action = actionEntry.key.value
        if Self.syncActionNames.contains(action), !names.isSyncModelled {
            fail("'\(action)' needs the scenario's 'sync' block", at: actionEntry.key.location,
                 length: actionEntry.key.length, help: "add a top-level 'sync:' block (every key has a default)")
            return nil
        }
        let keys = Self.actionKeys.first { $0.action == action }!.keys
        // Extra action keys were reported just above; they are not also "unknown".
        checkKeys(step, allowed: ["at"] + keys + Self.repetitionKeys + present.dropFirst().map(\.key.value),
                  required: ["at"],
                  in: "a '\(action)' step")
        guard let atScalar = scalarValue(step, "at", in: "a timeline step"),
              let time = decodeMoment(atScalar, names: names),
              let (value, items) = actionValue(actionEntry.value, action: action) else { return nil }
        let reader = StepReader(step: step, action: action, value: value, items: items, names: names)
        let label = reader.label(&self)
        guard let (kind, device, summary) = reader.decode(into: &self), case let .success(label) = label else {
            return nil
        }
        return TimelineAction(time: time, device: device, kind: kind, label: label, location: step.location,
                              summary: summary)
    }

    /// The action's value: one scalar, or for `switch_rapidly` a one-line list of apps (its
    /// first item stands for the value, for locating errors about the step as a whole).
    mutating func actionValue(_ node: YAMLNode, action: String) -> (YAMLScalar, [YAMLScalar])? {
        guard action == "switch_rapidly" else {
            return scalar(node, "'\(action)'").map { ($0, [$0]) }
        }
        guard case let .sequence(sequence) = node else {
            fail("'switch_rapidly' takes a list of apps", at: node.location, help: "write [duolingo, khan-academy]")
            return nil
        }
        let items = sequence.items.compactMap { scalar($0, "an app") }
        guard items.count == sequence.items.count, items.count >= 2 else {
            fail("'switch_rapidly' needs at least two apps", at: sequence.location, help: "write [duolingo, khan-academy]")
            return nil
        }
        return (items[0], items)
    }

    /// `at:` and `… at 08:22` moments: within the run, from `start` to `end`, both included
    /// (a check at the end sees the final state).
    mutating func decodeMoment(_ scalar: YAMLScalar, names: ScenarioNames) -> Instant? {
        guard let time = parsed(scalar, { ScenarioTimeFormat.moment($0, start: names.start, zone: names.zone) }) else { return nil }
        if time < names.start.instant {
            fail("'\(scalar.value)' is before the start of the run (\(names.start.iso8601))",
                 at: scalar.location, length: scalar.length, help: "use day 2 07:30 for a later day")
            return nil
        }
        if time > names.end {
            fail("'\(scalar.value)' is after the end of the run (\(LocalTimestamp(instant: names.end, utcOffsetSeconds: names.start.utcOffsetSeconds).iso8601))",
                 at: scalar.location, length: scalar.length, help: "lengthen 'duration' or move the step")
            return nil
        }
        return time
    }

    /// `10`, `10 points`, `+5 points`, `-3 points`.
    static func points(_ text: String, signed: Bool) -> Result<Int, FormatProblem> {
        var words = text.trimmingWhitespace().split(separator: " ").map(String.init)
        if words.count == 2, words[1] == "points" || words[1] == "point" { words.removeLast() }
        guard words.count == 1, let value = Int(words[0].hasPrefix("+") ? String(words[0].dropFirst()) : words[0]),
              value.magnitude <= 1_000_000_000 else {
            return .failure(FormatProblem("'\(text)' is not a number of points",
                                          help: signed ? "write e.g. +5 points or -3 points" : "write e.g. 10 points"))
        }
        if !signed && value <= 0 {
            return .failure(FormatProblem("redeem a positive number of points", help: "write e.g. 10 points"))
        }
        if signed && value == 0 {
            return .failure(FormatProblem("an adjustment of zero points changes nothing", help: "write e.g. +5 points"))
        }
        return .success(value)
    }
}
