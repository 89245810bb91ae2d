/// A run of explore written out as a plain scenario: an explicit family, sync settings, iOS
/// quirks and timeline steps. It is what a run simulates (decoded like any file), what `shrink`
/// reduces, and what lands in `Scenarios/regressions/`.
public struct DrawnScenario: Hashable, Sendable {
    public struct Parent: Hashable, Sendable {
        public var name: String
        public var device: String
        public var role: String
        public var clockSkewMinutes: Int
        public var joinsLater: Bool
        /// The app version on the phone at the start; nil for the latest.
        public var appVersion: String? = nil
    }

    public struct Child: Hashable, Sendable {
        public var name: String
        public var devices: [String]
    }

    /// One quirk of `faults:`, on the listed devices.
    public struct Quirk: Hashable, Sendable {
        public var fault: String
        public var chancePercent: Int
        public var devices: [String]
    }

    /// One timeline step: when (milliseconds after the start), its keys in order, and the names
    /// (devices, children, parents) it needs, so that dropping one drops the steps that need it.
    public struct Step: Hashable, Sendable {
        public var atMs: Int64
        public var keys: [(String, String)]
        public var needs: [String]
        /// Comments written above the step: what `ShrinkExplainer` found free in it. Not part
        /// of what the step does, so not of its equality.
        public var notes: [String] = []

        public static func == (lhs: Step, rhs: Step) -> Bool {
            lhs.atMs == rhs.atMs && lhs.needs == rhs.needs
                && lhs.keys.map { $0.0 + "\u{1}" + $0.1 } == rhs.keys.map { $0.0 + "\u{1}" + $0.1 }
        }

        public func hash(into hasher: inout Hasher) {
            hasher.combine(atMs)
            for (key, value) in keys {
                hasher.combine(key)
                hasher.combine(value)
            }
        }
    }

    public var name: String
    public var comments: [String] = []
    public var tags: [String]
    public var seed: UInt64
    public var startText: String
    public var startMsOfDay: Int64
    public var durationHours: Int
    public var parents: [Parent]
    public var children: [Child]
    /// `sync:` keys, in order; empty for `sync: on`.
    public var sync: [(String, String)]
    public var quirks: [Quirk]
    public var apps: [(id: String, pointsPerHour: Int?, isLearning: Bool)]
    public var steps: [Step]
    /// The fault kinds the run switched on, for coverage and the file's comment.
    public var faultsOn: [FaultChoice]

    public static func == (lhs: DrawnScenario, rhs: DrawnScenario) -> Bool {
        lhs.yaml == rhs.yaml
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(yaml)
    }

    public var durationMs: Int64 { Int64(durationHours) * 3_600_000 }

    /// The drawn steps and the settling, in time order (the settling last at its moments).
    public var timeline: [Step] {
        (steps + settlingSteps).enumerated()
            .sorted { ($0.element.atMs, $0.offset) < ($1.element.atMs, $1.offset) }.map(\.element)
    }

    /// Every app runs twice at the end, two hours and one hour before it: a device whose app never
    /// ran after the last fault healed cannot have caught up, and the checkers hold every device to
    /// the service at the end. Part of every run and never shrunk away, so a shrunk scenario fails
    /// for its bug, not for a family that had no chance to settle.
    public var settlingSteps: [Step] {
        [durationMs - 7_200_000, durationMs - 3_600_000].flatMap { atMs in
            children.flatMap(\.devices).map { Step(atMs: atMs, keys: [("launch", $0), ("for", "1m")], needs: [$0]) }
                + parents.map { Step(atMs: atMs, keys: [("open_app", $0.device)], needs: [$0.device]) }
        }
    }

    /// Every device of the family: the children's, then the parents' phones.
    public var deviceNames: [String] { children.flatMap(\.devices) + parents.map(\.device) }
}
