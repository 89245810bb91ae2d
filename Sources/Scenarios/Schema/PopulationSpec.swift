import Personas
import Platform

/// A crowd of children generated from personas: `size` children, each given a persona by its
/// share, named `kid-001`, `kid-002`… with an iPad each (and a second one for a persona that
/// farms on two devices).
public struct PopulationSpec: Hashable, Sendable {
    public struct Share: Hashable, Sendable {
        public let profile: PersonaProfile
        public let percent: Int
    }

    public static let sizeMax = 1_000

    public let size: Int
    public let shares: [Share]
    public let children: [ChildSpec]

    init(size: Int, shares: [Share], timeZone: DeviceTimeZone) {
        precondition(
            size >= 1 && shares.reduce(0, { $0 + $1.percent }) == 100, "shares of a population add up to 100 %")
        self.size = size
        self.shares = shares
        let counts = Self.counts(size: size, percents: shares.map(\.percent))
        var children: [ChildSpec] = []
        for (share, count) in zip(shares, counts) {
            for _ in 0..<count {
                let name = "kid-" + String(children.count + 1).leftPadded(to: 3)
                let deviceCount = share.profile.devicesNeeded
                let devices = (1...deviceCount).map { number in
                    DeviceSpec(
                        id: DeviceID(number == 1 ? "\(name)-ipad" : "\(name)-ipad\(number)"),
                        child: ChildID(name), timeZone: timeZone)
                }
                children.append(ChildSpec(id: ChildID(name), devices: devices, persona: share.profile))
            }
        }
        self.children = children
    }

    private init(size: Int, shares: [Share], children: [ChildSpec]) {
        self.size = size
        self.shares = shares
        self.children = children
    }

    /// The same crowd with every persona changed by `change` (a sweep's persona parameter).
    func withProfiles(_ change: (PersonaProfile) -> PersonaProfile) -> PopulationSpec {
        PopulationSpec(
            size: size, shares: shares.map { Share(profile: change($0.profile), percent: $0.percent) },
            children: children.map { child in
                var child = child
                child.persona = child.persona.map(change)
                return child
            }
        )
    }

    /// Largest remainder: whole children per share, adding up to `size`, ties to the earlier share.
    static func counts(size: Int, percents: [Int]) -> [Int] {
        var counts = percents.map { size * $0 / 100 }
        let remainders = percents.enumerated().map { (offset: $0.offset, remainder: size * $0.element % 100) }
        let order = remainders.sorted { ($1.remainder, $0.offset) < ($0.remainder, $1.offset) }
        for entry in order.prefix(size - counts.reduce(0, +)) {
            counts[entry.offset] += 1
        }
        return counts
    }
}

extension String {
    /// `7` → `007`.
    func leftPadded(to width: Int) -> String {
        String(repeating: "0", count: max(0, width - count)) + self
    }
}
