import Platform

/// The names a scenario declares and the span of its run: what timeline actions and
/// expectations may refer to.
struct ScenarioNames {
    let parents: [ParentSpec]
    private(set) var children: [ChildSpec]
    let apps: [AppSpec]
    var start = LocalTimestamp(instant: Instant(millisecondsSinceEpoch: 0), utcOffsetSeconds: 0)
    var end = Instant(millisecondsSinceEpoch: 0)
    /// The scenario has a `sync:` block: sync actions and functions are allowed.
    var isSyncModelled = false

    init(parents: [ParentSpec], children: [ChildSpec], apps: [AppSpec]) {
        self.parents = parents
        self.children = children
        self.apps = apps
    }

    var parentNames: [String] { parents.map(\.id.rawValue) }
    var childNames: [String] { children.map(\.id.rawValue) }
    var deviceNames: [String] { children.flatMap(\.devices).map(\.id.rawValue) }
    var appNames: [String] { apps.map(\.id.rawValue) }
    var parentDeviceNames: [String] { parents.compactMap(\.device?.rawValue) }
    var rewardAppNames: [String] {
        apps.filter { $0.category == .reward }.map(\.id.rawValue)
    }

    /// The number of local days the run touches, counting the start day as day 1.
    var dayCount: Int {
        let lastMoment = LocalTimestamp(instant: end - 1, utcOffsetSeconds: start.utcOffsetSeconds)
        return Int(lastMoment.date.daysSinceEpoch - start.date.daysSinceEpoch) + 1
    }

    /// Every name of a person or device, for checking a generated name is free.
    var allNames: [String] { parentNames + childNames + deviceNames + parents.compactMap(\.device?.rawValue) }

    mutating func addPopulation(_ population: PopulationSpec) {
        children += population.children
    }

    func child(owning device: DeviceID) -> ChildID? {
        children.first { $0.devices.contains { $0.id == device } }?.id
    }
}
