import Platform

/// The names a scenario declares and the span of its run: what timeline actions and
/// expectations may refer to.
struct ScenarioNames {
    let parents: [ParentSpec]
    private(set) var children: [ChildSpec]
    let apps: [AppSpec]
    var start = LocalTimestamp(instant: Instant(millisecondsSinceEpoch: 0), utcOffsetSeconds: 0)
    var end = Instant(millisecondsSinceEpoch: 0)
    /// The scenario's `time_zone`: timeline moments are read on its clock.
    var zone: DeviceTimeZone?
    /// The scenario has a `sync:` block: sync actions and functions are allowed.
    var isSyncModelled = false
    /// The `sync:` block has `app_store: on`: the subscription steps have a store to act on.
    var isAppStoreModelled = false

    // Kept, not computed per use: every reference in the file looks names up here.
    let parentNames: KnownNames
    private(set) var childNames: KnownNames
    private(set) var deviceNames: KnownNames
    let appNames: KnownNames
    let parentDeviceNames: KnownNames
    /// Child and parent devices: what a sync action may name.
    private(set) var everyDeviceName: KnownNames

    init(parents: [ParentSpec], children: [ChildSpec], apps: [AppSpec]) {
        self.parents = parents
        self.children = children
        self.apps = apps
        parentNames = KnownNames(parents.map(\.id.rawValue))
        appNames = KnownNames(apps.map(\.id.rawValue))
        parentDeviceNames = KnownNames(parents.compactMap(\.device?.rawValue))
        childNames = KnownNames([])
        deviceNames = KnownNames([])
        everyDeviceName = KnownNames([])
        nameChildren()
    }

    private mutating func nameChildren() {
        childNames = KnownNames(children.map(\.id.rawValue))
        deviceNames = KnownNames(children.flatMap(\.devices).map(\.id.rawValue))
        everyDeviceName = KnownNames(Array(deviceNames) + Array(parentDeviceNames))
    }
    var rewardAppNames: [String] {
        apps.filter { $0.category == .reward }.map(\.id.rawValue)
    }

    /// The number of local days the run touches, counting the start day as day 1.
    var dayCount: Int {
        let lastMoment = LocalTimestamp(instant: end - 1, utcOffsetSeconds: start.utcOffsetSeconds)
        return Int(lastMoment.date.daysSinceEpoch - start.date.daysSinceEpoch) + 1
    }

    /// Every name of a person or device, for checking a generated name is free.
    var allNames: [String] { Array(parentNames) + Array(childNames) + Array(everyDeviceName) }

    mutating func addPopulation(_ population: PopulationSpec) {
        children += population.children
        nameChildren()
    }

    func child(owning device: DeviceID) -> ChildID? {
        children.first { $0.devices.contains { $0.id == device } }?.id
    }
}
