/// Reduces a failing run while the same checker still fails it the same way (the failure's
/// signature): drops children, parents, devices, quirks, sync settings and timeline steps, then
/// shortens the run to what its steps need. Greedy, one candidate at a time, each a full run.
public struct Shrinker {
    public let signature: String
    /// A run per candidate: the bound keeps a shrink to a few minutes.
    public let attemptsMax: Int
    public private(set) var attempts = 0
    private let judge: (DrawnScenario) -> [RunFailure]

    public init(
        signature: String, attemptsMax: Int = 600,
        judge: @escaping (DrawnScenario) -> [RunFailure] = { ExploreRun.execute($0, index: 0).failures }
    ) {
        self.signature = signature
        self.attemptsMax = attemptsMax
        self.judge = judge
    }

    /// Whether `candidate` still fails the same way (counting the attempt).
    mutating func stillFails(_ candidate: DrawnScenario) -> Bool {
        guard attempts < attemptsMax else { return false }
        attempts += 1
        return judge(candidate).contains { $0.signature == signature }
    }

    public mutating func shrink(_ failing: DrawnScenario) -> DrawnScenario {
        var current = failing
        var changed = true
        while changed && attempts < attemptsMax {
            changed = false
            for candidate in familyReductions(current) + settingReductions(current) where stillFails(candidate) {
                current = candidate
                changed = true
                break
            }
            if changed { continue }
            if let fewer = fewerSteps(current) {
                current = fewer
                changed = true
                continue
            }
            if let shorter = shorter(current), stillFails(shorter) {
                current = shorter
                changed = true
            }
        }
        return current
    }

    /// Without one child, one parent other than the organiser, or one device of a child with several.
    func familyReductions(_ scenario: DrawnScenario) -> [DrawnScenario] {
        var candidates: [DrawnScenario] = []
        if scenario.children.count > 1 {
            for child in scenario.children {
                candidates.append(scenario.dropping(names: [child.name] + child.devices))
            }
        }
        for parent in scenario.parents.dropFirst() {
            candidates.append(scenario.dropping(names: [parent.name, parent.device]))
        }
        for child in scenario.children where child.devices.count > 1 {
            for device in child.devices { candidates.append(scenario.dropping(names: [device])) }
        }
        return candidates
    }

    /// Without one quirk or one sync setting; clocks on time.
    func settingReductions(_ scenario: DrawnScenario) -> [DrawnScenario] {
        var candidates: [DrawnScenario] = []
        for index in scenario.quirks.indices {
            var candidate = scenario
            candidate.quirks.remove(at: index)
            candidates.append(candidate)
        }
        for index in scenario.sync.indices {
            var candidate = scenario
            candidate.sync.remove(at: index)
            candidates.append(candidate)
        }
        if scenario.parents.contains(where: { $0.clockSkewMinutes != 0 }) {
            var candidate = scenario
            for index in candidate.parents.indices { candidate.parents[index].clockSkewMinutes = 0 }
            candidates.append(candidate)
        }
        return candidates
    }

    /// Removes chunks of steps, halves first, then smaller, down to one step at a time.
    mutating func fewerSteps(_ scenario: DrawnScenario) -> DrawnScenario? {
        var chunk = max(1, scenario.steps.count / 2)
        while chunk >= 1 {
            var start = 0
            while start < scenario.steps.count {
                var candidate = scenario
                candidate.steps.removeSubrange(start..<min(start + chunk, scenario.steps.count))
                if stillFails(candidate) { return candidate }
                if attempts >= attemptsMax { return nil }
                start += chunk
            }
            if chunk == 1 { break }
            chunk /= 2
        }
        return nil
    }

    /// Ends the run three hours after its last drawn step (whole hours), if that is sooner; the
    /// settling moves with the end.
    func shorter(_ scenario: DrawnScenario) -> DrawnScenario? {
        let lastMs = scenario.steps.map(\.atMs).max() ?? 0
        let hours = Int((lastMs + 3 * 3_600_000 + 3_599_999) / 3_600_000)
        guard hours < scenario.durationHours else { return nil }
        var candidate = scenario
        candidate.durationHours = hours
        return candidate
    }
}

extension DrawnScenario {
    /// Without the named children, parents and devices, and every step and quirk that needs them.
    func dropping(names: [String]) -> DrawnScenario {
        var copy = self
        copy.children = children.filter { !names.contains($0.name) }.map { child in
            var kept = child
            kept.devices = child.devices.filter { !names.contains($0) }
            return kept
        }
        copy.parents = parents.filter { !names.contains($0.name) }
        copy.steps = steps.filter { step in !step.needs.contains { names.contains($0) } }
        copy.quirks = quirks.compactMap { quirk in
            var kept = quirk
            kept.devices = quirk.devices.filter { !names.contains($0) }
            return kept.devices.isEmpty ? nil : kept
        }
        return copy
    }
}
