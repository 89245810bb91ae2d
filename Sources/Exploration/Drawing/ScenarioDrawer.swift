/// Draws one run from its seed: a part of a base's family, a workload, and a few fault kinds
/// with their rates and schedules — within the space's ranges.
///
/// The run's timeline is busy from ten minutes after the start until three hours before the
/// end; every fault heals by then, and the settling (`DrawnScenario.settlingSteps`) opens every
/// app twice in the last two hours, so the checkers judge a family that had the chance to settle.
public struct ScenarioDrawer {
    public let space: ExploreSpace
    public let bases: [BaseFamily]

    static let settleMs: Int64 = 3 * 3_600_000

    public init(space: ExploreSpace, bases: [BaseFamily]) {
        precondition(!bases.isEmpty, "explore draws from at least one base")
        self.space = space
        self.bases = bases
    }

    public func draw(seed: UInt64) -> DrawnScenario {
        var draw = Draw(seed: seed)
        let base = bases[draw.int(0...(bases.count - 1))]
        let faultsOn = draw.subset(space.faults, count: draw.int(space.faultKinds)).sorted()
        var scenario = DrawnScenario(
            name: "explore run \(seed)", tags: ["explore", "pinned"], seed: seed, startText: base.startText,
            startMsOfDay: base.startMsOfDay, durationHours: draw.int(space.durationHours),
            parents: [], children: [], sync: [], quirks: [], apps: base.apps, steps: [], faultsOn: faultsOn
        )
        drawFamily(from: base, into: &scenario, draw: &draw)
        var steps = StepDrawer(
            scenario: scenario, windowMs: 600_000...(scenario.durationMs - Self.settleMs), draw: &draw)
        for _ in 0..<draw.int(space.steps) {
            steps.addWorkload(draw: &draw)
        }
        for fault in faultsOn {
            steps.add(fault, to: &scenario, draw: &draw)
        }
        scenario.steps = steps.sorted
        return scenario
    }

    /// The organiser always; each other parent with an even chance, joining later (invited and
    /// accepting during the run) as in the base or one time in three; each child and each of its
    /// devices with a 60 % chance (a child keeps at least one device).
    private func drawFamily(from base: BaseFamily, into scenario: inout DrawnScenario, draw: inout Draw) {
        scenario.parents = base.parents.enumerated().compactMap { index, parent in
            guard index == 0 || draw.chance(50) else { return nil }
            let joinsLater = index > 0 && (parent.joinsLater || draw.chance(33))
            return DrawnScenario.Parent(
                name: parent.name, device: parent.device, role: parent.role,
                clockSkewMinutes: parent.clockSkewMinutes, joinsLater: joinsLater)
        }
        let children = base.children.filter { _ in draw.chance(60) }
        scenario.children = (children.isEmpty ? [base.children[0]] : children).map { child in
            let devices = child.devices.filter { _ in draw.chance(60) }
            return DrawnScenario.Child(name: child.name, devices: devices.isEmpty ? [child.devices[0]] : devices)
        }
    }
}
