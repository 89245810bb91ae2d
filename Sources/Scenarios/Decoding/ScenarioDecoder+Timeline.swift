import Platform
import YAMLSubset

extension ScenarioDecoder {
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
                let action = decodeStep(step, names: names)
            else {
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
                fail(
                    "'until' needs 'every'", at: until.key.location, length: until.key.length,
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
            fail(
                "this step would repeat \(count) times; at most \(Self.repetitionsMax)", at: everyScalar.location,
                length: everyScalar.length, help: "use a longer interval or an earlier 'until'")
            return [action]
        }
        guard timelineItemCount + count <= Self.timelineItemsMax else {
            fail(
                "the timeline would hold more than \(Self.timelineItemsMax) items with this step's \(count) "
                    + "repetitions",
                at: everyScalar.location, length: everyScalar.length,
                help: "use longer intervals, earlier 'until's or fewer steps")
            return [action]
        }
        return (0..<count).map { index in
            TimelineAction(
                time: action.time + Int64(index) * intervalMs, kind: action.kind, label: action.label,
                location: action.location, summary: action.summary)
        }
    }

    mutating func decodeStep(_ step: YAMLMapping, names: ScenarioNames) -> TimelineAction? {
        let present = step.entries.filter { TimelineActionRegistry.named($0.key.value) != nil }
        guard let actionEntry = present.first, let type = TimelineActionRegistry.named(actionEntry.key.value) else {
            let allKeys = TimelineActionRegistry.all.flatMap { $0.keys.map(\.name) } + ["at"] + Self.repetitionKeys
            checkKeys(step, allowed: allKeys, required: ["at"], in: "a timeline step")
            fail(
                "this timeline step has no action", at: step.location,
                help: "add one of: \(TimelineActionRegistry.names.joined(separator: ", "))")
            return nil
        }
        for extra in present.dropFirst() {
            fail(
                "a timeline step takes one action, but this one also has '\(extra.key.value)'",
                at: extra.key.location, length: extra.key.length, help: "split it into two steps")
        }
        let action = type.name
        if type.needsSync, !names.isSyncModelled {
            fail(
                "'\(action)' needs the scenario's 'sync' block", at: actionEntry.key.location,
                length: actionEntry.key.length, help: "add a top-level 'sync:' block (every key has a default)")
            return nil
        }
        // Extra action keys were reported just above; they are not also "unknown".
        let extraActions = present.dropFirst().map(\.key.value)
        checkKeys(
            step, allowed: ["at"] + type.keys.map(\.name) + Self.repetitionKeys + extraActions,
            required: ["at"], in: "a '\(action)' step")
        guard let atScalar = scalarValue(step, "at", in: "a timeline step"),
            let time = decodeMoment(atScalar, names: names),
            let (value, items) = actionValue(actionEntry.value, of: type)
        else { return nil }
        let reader = StepReader(step: step, action: action, value: value, items: items, names: names)
        let label = reader.label(&self)
        guard let (kind, summary) = type.decode(reader, &self), case .success(let label) = label else {
            return nil
        }
        return TimelineAction(time: time, kind: kind, label: label, location: step.location, summary: summary)
    }

    /// The action's value: one scalar, or for an action that takes a list (`switch_rapidly`) a
    /// one-line list (its first item stands for the value, for locating errors about the step
    /// as a whole).
    mutating func actionValue(_ node: YAMLNode, of type: any TimelineActionType.Type) -> (YAMLScalar, [YAMLScalar])? {
        let action = type.name
        guard type.takesList else {
            return scalar(node, "'\(action)'").map { ($0, [$0]) }
        }
        guard case .sequence(let sequence) = node else {
            fail("'\(action)' takes a list of apps", at: node.location, help: "write [duolingo, khan-academy]")
            return nil
        }
        let items = sequence.items.compactMap { scalar($0, "an app") }
        guard items.count == sequence.items.count, items.count >= 2 else {
            fail("'\(action)' needs at least two apps", at: sequence.location, help: "write [duolingo, khan-academy]")
            return nil
        }
        return (items[0], items)
    }

    /// `at:` and `… at 08:22` moments: within the run, from `start` to `end`, both included
    /// (a check at the end sees the final state).
    mutating func decodeMoment(_ scalar: YAMLScalar, names: ScenarioNames) -> Instant? {
        guard let time = parsed(scalar, { ScenarioTimeFormat.moment($0, start: names.start, zone: names.zone) }) else {
            return nil
        }
        if time < names.start.instant {
            fail(
                "'\(scalar.value)' is before the start of the run (\(names.start.iso8601))",
                at: scalar.location, length: scalar.length, help: "use day 2 07:30 for a later day")
            return nil
        }
        if time > names.end {
            fail(
                "'\(scalar.value)' is after the end of the run "
                    + "(\(LocalTimestamp(instant: names.end, utcOffsetSeconds: names.start.utcOffsetSeconds).iso8601))",
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
            value.magnitude <= 1_000_000_000
        else {
            return .failure(
                FormatProblem(
                    "'\(text)' is not a number of points",
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
