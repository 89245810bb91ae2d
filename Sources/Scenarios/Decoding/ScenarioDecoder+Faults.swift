import Platform
import Simulation
import YAMLSubset

/// The `faults:` block: iOS quirks injected into the devices, each with its parameters.
extension ScenarioDecoder {
    /// The parameters each fault takes besides `fault`, `chance` and `devices`.
    static let faultParameters: [(fault: FaultKind, keys: [String])] = [
        (.immediateFire, ["minutes"]),
        (.lateDelivery, ["delay"]),
        (.staleAfterMidnight, ["minutes"]),
        (.duplicateCallbacks, []),
        (.overCount, ["factor"]),
        (.crossDeviceBleed, ["from"]),
        (.silentStop, ["after"]),
        (.intervalStartDelayed, ["delay"]),
        (.phantomOnCharger, ["minutes"]),
        (.extensionKilled, []),
        (.registrationDropped, ["at"]),
        (.authorizationLost, ["at", "delay"]),
        (.callbackLatency, ["delay"]),
        (.reboot, ["at"]),
    ]
    static let faultCommonKeys = ["fault", "chance", "devices"]

    /// The parameters a fault cannot do without.
    static let faultRequiredParameters: [(fault: FaultKind, keys: [String])] = [
        (.crossDeviceBleed, ["from"]),
        (.authorizationLost, ["at"]),
    ]

    mutating func decodeFaults(_ node: YAMLNode, names: ScenarioNames) -> [FaultAssignment] {
        guard let items = list(node, "'faults'") else { return [] }
        var assignments: [FaultAssignment] = []
        // A device takes one spec of each kind: two entries of a kind must name disjoint devices,
        // and an entry without `devices` (every device) takes them all. Kept by kind, so that a
        // list of thousands of entries is checked in one pass.
        var taken: [FaultKind: (everyDevice: Bool, devices: Set<DeviceID>)] = [:]
        for item in items {
            guard let entry = mapping(item, "a fault"), let assignment = decodeFault(entry, names: names) else { continue }
            let kind = assignment.spec.kind
            let isClash = taken[kind].map { earlier in
                earlier.everyDevice || assignment.devices.isEmpty || !earlier.devices.isDisjoint(with: assignment.devices)
            } ?? false
            if isClash {
                fail("'\(assignment.spec.kind.rawValue)' is already injected into some of these devices", at: entry.location,
                     help: "give each entry of one fault its own 'devices'")
                continue
            }
            taken[kind, default: (false, [])].everyDevice = assignment.devices.isEmpty
            taken[kind, default: (false, [])].devices.formUnion(assignment.devices)
            assignments.append(assignment)
        }
        return assignments
    }

    mutating func decodeFault(_ entry: YAMLMapping, names: ScenarioNames) -> FaultAssignment? {
        let kinds = FaultKind.allCases.map(\.rawValue)
        guard let kindScalar = scalarValue(entry, "fault", in: "a fault") else {
            checkKeys(entry, allowed: Self.faultCommonKeys + Self.faultParameters.flatMap(\.keys), required: ["fault"],
                      in: "a fault")
            return nil
        }
        guard let kind = reference(kindScalar, kind: "fault", known: kinds).flatMap(FaultKind.init) else { return nil }
        let parameters = Self.faultParameters.first { $0.fault == kind }!.keys
        let required = Self.faultRequiredParameters.first { $0.fault == kind }?.keys ?? []
        checkKeys(entry, allowed: Self.faultCommonKeys + parameters, required: required, in: "the '\(kind.rawValue)' fault")
        guard required.allSatisfy({ entry.entry($0) != nil }) else { return nil }
        var spec = FaultSpec(kind: kind)
        let wholeNumber = { (text: String) in SettingKey.count(text, minimum: 1) }
        spec.chancePercent = faultValue(entry, "chance", ScenarioNumberFormat.percent) ?? spec.chancePercent
        spec.minutes = faultValue(entry, "minutes", wholeNumber)
        spec.after = faultValue(entry, "after", wholeNumber)
        spec.factorThousandths = faultValue(entry, "factor", ScenarioNumberFormat.factor)
        spec.delay = faultValue(entry, "delay", ScenarioNumberFormat.delayDistribution)
        if let scalar = scalarValue(entry, "at", in: "a fault"), let time = decodeMoment(scalar, names: names) {
            spec.at = time
        }
        if let scalar = scalarValue(entry, "from", in: "a fault"),
           let device = reference(scalar, kind: "device", known: names.deviceNames) {
            spec.fromDevice = DeviceID(device)
        }
        var devices: [DeviceID] = []
        if let node = entry.entry("devices")?.value, let items = list(node, "'devices'") {
            devices = items.compactMap { item in
                scalar(item, "a device").flatMap { reference($0, kind: "device", known: names.deviceNames) }
                    .map(DeviceID.init)
            }
        }
        let assignment = FaultAssignment(spec: spec, devices: devices)
        if let source = spec.fromDevice, assignment.applies(to: source) {
            fail("'cross_device_bleed' from \(source) cannot also be injected into \(source)", at: entry.location,
                 help: "list the devices that receive the usage under 'devices'")
            return nil
        }
        return assignment
    }
}

extension ScenarioDecoder {
    /// The value under `key` of a fault in the `parse` format; nil when absent or reported.
    mutating func faultValue<Value>(
        _ entry: YAMLMapping, _ key: String, _ parse: (String) -> Result<Value, FormatProblem>
    ) -> Value? {
        scalarValue(entry, key, in: "a fault").flatMap { parsed($0, parse) }
    }
}

/// A fault and the devices it is injected into (empty: every child device).
public struct FaultAssignment: Hashable, Sendable {
    public let spec: FaultSpec
    public let devices: [DeviceID]

    public func applies(to device: DeviceID) -> Bool {
        devices.isEmpty || devices.contains(device)
    }
}
