import Platform
import RewardEngine
import Scenarios

/// What a run takes from a base scenario: its start, its apps and its family at most — the run
/// draws a part of the family and writes its own timeline, faults and sync settings.
public struct BaseFamily: Sendable {
    public struct Parent: Hashable, Sendable {
        public let name: String
        public let device: String
        public let role: String
        public let clockSkewMinutes: Int
        public let joinsLater: Bool
    }

    public struct Child: Hashable, Sendable {
        public let name: String
        public let devices: [String]
    }

    public let file: String
    /// `2026-03-02 07:00:00 +01:00`.
    public let startText: String
    /// The start's milliseconds past local midnight: where the run's timeline begins on day 1.
    public let startMsOfDay: Int64
    /// `(id, category line)`: `learning`, `learning` with points per hour, or `reward`.
    public let apps: [(id: String, pointsPerHour: Int?, isLearning: Bool)]
    public let parents: [Parent]
    public let children: [Child]

    /// The base of `scenario`; a parent without a phone gets one (`<name>-phone`), since a run is synced.
    public init(_ scenario: Scenario) {
        file = scenario.file
        let start = scenario.start
        let msOfDay = start.millisecondOfDay
        startMsOfDay = msOfDay
        startText = "\(start.date) \(Self.clock(msOfDay)) \(LocalTimestamp.offsetText(start.utcOffsetSeconds))"
        apps = scenario.apps.map { app in
            switch app.category {
            case .learning(let pointsPerHour): (app.id.rawValue, pointsPerHour, true)
            case .reward: (app.id.rawValue, nil, false)
            }
        }
        parents = scenario.parents.enumerated().map { index, parent in
            Parent(
                name: parent.id.rawValue, device: parent.device?.rawValue ?? "\(parent.id.rawValue)-phone",
                role: index == 0 ? "co_parent" : parent.role.rawValue,
                clockSkewMinutes: Int(parent.clockSkewMs / 60_000), joinsLater: !parent.joinsAtStart)
        }
        children = scenario.children.map { child in
            Child(name: child.id.rawValue, devices: child.devices.map(\.id.rawValue))
        }
    }

    /// `HH:MM:SS`.
    static func clock(_ msOfDay: Int64) -> String {
        let seconds = msOfDay / 1_000
        return [seconds / 3_600, seconds / 60 % 60, seconds % 60].map { $0 < 10 ? "0\($0)" : "\($0)" }
            .joined(separator: ":")
    }

    /// Whether runs can be drawn from it: a parent to organise, a learning and a reward app.
    public var isUsable: Bool {
        !parents.isEmpty && !children.isEmpty && apps.contains { $0.isLearning } && apps.contains { !$0.isLearning }
    }
}
