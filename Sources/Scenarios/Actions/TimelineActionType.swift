import Platform

/// One kind of timeline step (`use`, `redeem`, `partition`…), whole in one type: the keys a
/// step of it may write, how it is read from the file, what it does to the run, and what the
/// reference says of it. ``TimelineActionRegistry`` lists every one; the decoder, the JSON
/// schema, the event estimate and the reference read them from there, so a new action is one
/// new type and one line of the registry.
protocol TimelineActionType: Hashable, Sendable {
    /// The action's key in a step (`use`), and its name in diagnostics and the reference.
    static var name: String { get }
    /// What the step does, one paragraph for the reference.
    static var meaning: String { get }
    /// The step's keys besides `at` and the repetition keys: the action's own key first.
    static var keys: [ActionKey] { get }
    /// Whether the step needs the `sync:` block (a modelled cloud).
    static var needsSync: Bool { get }
    /// Whether the action's value is a one-line list (`switch_rapidly: [a, b]`) rather than
    /// one scalar.
    static var takesList: Bool { get }
    /// Whether the step can be done to a switched-off device: charge it, switch it on.
    /// Anything else on such a device is refused with a warning (or, planned, skipped).
    static var isPossibleWhileOff: Bool { get }

    /// The step read from the file with its summary for traces and reports
    /// (`use duolingo for 30m on alex-ipad`); nil once every problem has been reported.
    static func decode(_ reader: StepReader, _ decoder: inout ScenarioDecoder) -> (Self, summary: String)?

    /// The device the step acts on; nil for a step of a parent or of the service.
    var target: DeviceID? { get }
    /// Whether the child does the step with their own hands on the device: such a step waits
    /// while the child waits for the app there (see ``InAppStep``).
    var isChildsStep: Bool { get }
    /// How long the step keeps an app in front, for the event estimate.
    var foregroundMs: Int64 { get }
    /// How many times the step changes the frontmost app, for the event estimate.
    var appChanges: Int64 { get }

    /// Does the step in the run; `step` carries its moment, its `as:` label and its summary.
    func perform(_ step: TimelineAction, in state: RunState)
}

extension TimelineActionType {
    static var needsSync: Bool { false }
    static var takesList: Bool { false }
    static var isPossibleWhileOff: Bool { false }
    var target: DeviceID? { nil }
    var isChildsStep: Bool { false }
    var foregroundMs: Int64 { 0 }
    var appChanges: Int64 { 0 }
}
