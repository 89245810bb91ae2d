import Personas
import Platform
import YAMLSubset

extension ScenarioDecoder {
    static let familyKeyTable = [
        DocumentedKey(
            "parents",
            "the parents, each a mapping of parent keys; needed by `adjust` and `set` steps "
                + "(`by:`) and by `sync`", default: "none"),
        DocumentedKey(
            "children",
            "the children, each a mapping of child keys; at least one, unless a `population` "
                + "brings them (write `children: []` then)"),
    ]
    static let parentKeyTable = [
        DocumentedKey("name", "the parent's name"),
        DocumentedKey(
            "device", "with `sync`, the parent's phone and its app (required then); without, only a name",
            default: "none"),
        DocumentedKey(
            "role", "`co_parent` (reads and writes) or `viewer` (reads only); with `sync` only",
            default: "`co_parent`"),
        DocumentedKey("clock_skew", "the phone's clock is this far off true time (a signed duration)", default: "`0`"),
        DocumentedKey(
            "joins", "`at_start`, or `later`: the parent joins only by `invite` and `accept_invitation`",
            default: "`at_start`"),
    ]
    static let childKeyTable = [
        DocumentedKey("name", "the child's name"),
        DocumentedKey("devices", "at least one device: a name, or a mapping of device keys"),
        DocumentedKey(
            "persona",
            "a stochastic behaviour that plans the child's days: a preset or a persona file's "
                + "persona", default: "none: only the timeline acts"),
    ]
    static let deviceKeyTable = [
        DocumentedKey("name", "the device's name"),
        DocumentedKey(
            "auto_lock", "`30s`, `1m`, `2m`, `3m`, `4m`, `5m` or `never`",
            default: "`2m` (the iPad's factory setting)"),
        DocumentedKey(
            "utc_offset",
            "the device's time zone: `±HH:MM`, `Z` or a zone's identifier (`America/New_York`)",
            default: "the scenario's `time_zone`"),
        DocumentedKey("battery", "the battery level at the start, `0%` to `100%`", default: "`100%`"),
        DocumentedKey("charging", "on the charger at the start (`true` or `false`)", default: "`false`"),
        DocumentedKey("low_power", "Low Power Mode at the start (`true` or `false`)", default: "`false`"),
        DocumentedKey(
            "background_app_refresh", "the Settings switch for the app's background refresh",
            default: "`true`"),
        DocumentedKey("power_off_when_empty", "the device switches itself off at 0 % battery", default: "`false`"),
    ]
    static let familyKeys = familyKeyTable.map(\.name)
    static let parentKeys = (parentKeyTable + appBuildKeyTable).map(\.name)
    static let childKeys = childKeyTable.map(\.name)
    static let deviceKeys = (deviceKeyTable + iosKeyTable).map(\.name)

    /// Devices of one family at most, children's and parents' together.
    static let devicesMax = 100

    mutating func decodeFamily(_ node: YAMLNode, timeZone: DeviceTimeZone) -> ([ParentSpec], [ChildSpec]) {
        guard let family = mapping(node, "'family'") else { return ([], []) }
        checkKeys(family, allowed: Self.familyKeys, required: ["children"], in: "'family'")
        var taken = Set<String>()
        let parents = family.entry("parents").map { decodeParents($0.value, taken: &taken) } ?? []
        let children =
            family.entry("children").map {
                decodeChildren($0.value, timeZone: timeZone, taken: &taken)
            } ?? []
        let deviceCount = children.reduce(0) { $0 + $1.devices.count } + parents.filter { $0.device != nil }.count
        if deviceCount > Self.devicesMax {
            fail(
                "the family has \(deviceCount) devices; at most \(Self.devicesMax)", at: family.location,
                help: "a family with more devices is not one a run can say anything about; split it")
        }
        return (parents, children)
    }

    /// Names of people and devices share one namespace, so `alex` in an expectation can only
    /// mean one thing.
    mutating func claim(_ scalar: YAMLScalar, _ what: String, taken: inout Set<String>) -> String? {
        guard let name = identifier(scalar, what) else { return nil }
        if taken.contains(name) {
            fail(
                "the name '\(name)' is already used", at: scalar.location, length: scalar.length,
                help: "people and devices need distinct names")
            return nil
        }
        taken.insert(name)
        return name
    }

    mutating func decodeParents(_ node: YAMLNode, taken: inout Set<String>) -> [ParentSpec] {
        guard let items = list(node, "'parents'") else { return [] }
        return items.enumerated().compactMap { position, item -> ParentSpec? in
            guard let parent = mapping(item, "a parent") else { return nil }
            checkKeys(parent, allowed: Self.parentKeys, required: ["name"], in: "a parent")
            guard let nameScalar = scalarValue(parent, "name", in: "a parent"),
                let name = claim(nameScalar, "parent", taken: &taken)
            else { return nil }
            let device = parent.entry("device").flatMap { scalar($0.value, "'device'") }
                .flatMap { claim($0, "device", taken: &taken) }
            var spec = ParentSpec(id: ParentID(name), device: device.map(DeviceID.init))
            decodeSharing(of: parent, into: &spec, isFirst: position == 0)
            decodeAppBuild(of: parent, into: &spec)
            return spec
        }
    }

    /// `role`, `clock_skew` and `joins` of a parent. The first parent organises the family.
    private mutating func decodeSharing(of parent: YAMLMapping, into spec: inout ParentSpec, isFirst: Bool) {
        if isFirst { spec.role = .organizer }
        if let role = parent.entry("role").flatMap({ scalar($0.value, "'role'") }) {
            let allowed = isFirst ? [ParentRole.organizer] : [ParentRole.coParent, .viewer]
            if let value = ParentRole(rawValue: role.value), allowed.contains(value) {
                spec.role = value
            } else {
                fail(
                    "'\(role.value)' is not a role for this parent", at: role.location, length: role.length,
                    help: isFirst
                        ? "the first parent is the organizer: leave 'role' out or write organizer"
                        : "a parent after the first is co_parent or viewer")
            }
        }
        if let skew = parent.entry("clock_skew").flatMap({ scalar($0.value, "'clock_skew'") }),
            let ms = parsed(skew, ScenarioTimeFormat.signedDuration)
        {
            spec.clockSkewMs = ms
        }
        if let joins = parent.entry("joins").flatMap({ scalar($0.value, "'joins'") }) {
            switch joins.value {
            case "at_start": spec.joinsAtStart = true
            case "later" where !isFirst: spec.joinsAtStart = false
            default:
                fail(
                    "'joins' is at_start or later (the organizer is there from the start)", at: joins.location,
                    length: joins.length)
            }
        }
    }

    mutating func decodeChildren(_ node: YAMLNode, timeZone: DeviceTimeZone, taken: inout Set<String>) -> [ChildSpec] {
        guard let items = list(node, "'children'") else { return [] }
        return items.compactMap { item -> ChildSpec? in
            guard let child = mapping(item, "a child") else { return nil }
            checkKeys(child, allowed: Self.childKeys, required: ["name", "devices"], in: "a child")
            guard let nameScalar = scalarValue(child, "name", in: "a child"),
                let name = claim(nameScalar, "child", taken: &taken),
                let devicesEntry = child.entry("devices"),
                let devices = list(devicesEntry.value, "'devices'")
            else { return nil }
            if devices.isEmpty {
                fail(
                    "child '\(name)' needs at least one device", at: devicesEntry.key.location,
                    length: devicesEntry.key.length, help: "list the child's devices, e.g. devices: [\(name)-ipad]")
            }
            let specs = devices.compactMap {
                decodeDevice($0, child: ChildID(name), timeZone: timeZone, taken: &taken)
            }
            let persona = child.entry("persona").flatMap { scalar($0.value, "'persona'") }.flatMap {
                scalar -> PersonaProfile? in
                let profile = reference(scalar, kind: "persona", known: personas.map(\.name) + unreadablePersonaNames)
                    .flatMap { name in personas.first { $0.name == name } }
                if let profile, profile.devicesNeeded > specs.count {
                    fail(
                        "the persona '\(profile.name)' needs \(profile.devicesNeeded) devices; '\(name)' has "
                            + "\(specs.count)",
                        at: scalar.location, length: scalar.length, help: "list a second device under 'devices'")
                    return nil
                }
                return profile
            }
            return ChildSpec(id: ChildID(name), devices: specs, persona: persona)
        }
    }

    /// A device is a name, or a mapping with its name and settings.
    mutating func decodeDevice(
        _ node: YAMLNode, child: ChildID, timeZone: DeviceTimeZone, taken: inout Set<String>
    ) -> DeviceSpec? {
        if case .scalar(let scalar) = node {
            return claim(scalar, "device", taken: &taken).map {
                DeviceSpec(id: DeviceID($0), child: child, timeZone: timeZone)
            }
        }
        guard let device = mapping(node, "a device") else { return nil }
        checkKeys(device, allowed: Self.deviceKeys, required: ["name"], in: "a device")
        guard let nameScalar = scalarValue(device, "name", in: "a device"),
            let name = claim(nameScalar, "device", taken: &taken)
        else { return nil }
        var autoLockMs: Int64? = DeviceSpec.autoLockDefaultMs
        if let scalar = device.entry("auto_lock").flatMap({ scalar($0.value, "'auto_lock'") }) {
            autoLockMs = scalar.value == "never" ? nil : parsed(scalar, Self.autoLock)
        }
        var zone = timeZone
        if let scalar = device.entry("utc_offset").flatMap({ scalar($0.value, "'utc_offset'") }) {
            zone = self.timeZone(scalar) ?? zone
        }
        var spec = DeviceSpec(id: DeviceID(name), child: child, timeZone: zone)
        spec.autoLockMs = autoLockMs
        if let scalar = device.entry("battery").flatMap({ scalar($0.value, "'battery'") }),
            let percent = parsed(scalar, ScenarioNumberFormat.percent)
        {
            spec.batteryPercent = percent
        }
        func flag(_ key: String) -> Bool? {
            device.entry(key).flatMap { scalar($0.value, "'\(key)'") }.flatMap { boolean($0) }
        }
        spec.isCharging = flag("charging") ?? spec.isCharging
        spec.isLowPowerMode = flag("low_power") ?? spec.isLowPowerMode
        spec.isBackgroundAppRefreshOn = flag("background_app_refresh") ?? spec.isBackgroundAppRefreshOn
        spec.powersOffWhenEmpty = flag("power_off_when_empty") ?? spec.powersOffWhenEmpty
        spec.iosVersion = device.entry("ios").flatMap { scalar($0.value, "'ios'") }.flatMap { iosVersion($0) }
        return spec
    }

    /// The Auto-Lock choices iOS offers: 30 s, 1–5 min, or never.
    static func autoLock(_ text: String) -> Result<Int64, FormatProblem> {
        let choices: [Int64] = [30_000, 60_000, 120_000, 180_000, 240_000, 300_000]
        return ScenarioTimeFormat.duration(text).flatMap { ms in
            choices.contains(ms)
                ? .success(ms)
                : .failure(
                    FormatProblem(
                        "'\(text)' is not an Auto-Lock setting", help: "iOS offers 30s, 1m, 2m, 3m, 4m, 5m or never"))
        }
    }
}
