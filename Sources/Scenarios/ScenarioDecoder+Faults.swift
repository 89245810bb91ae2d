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
    ]
    static let faultCommonKeys = ["fault", "chance", "devices"]

    mutating func decodeFaults(_ node: YAMLNode, names: ScenarioNames) -> [FaultAssignment] {
        guard let items = list(node, "'faults'") else { return [] }
        return items.compactMap { item in mapping(item, "a fault").flatMap { decodeFault($0, names: names) } }
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
        checkKeys(entry, allowed: Self.faultCommonKeys + parameters, required: [], in: "a '\(kind.rawValue)' fault")
        var spec = FaultSpec(kind: kind)
        if let scalar = scalarValue(entry, "chance", in: "a fault"),
           let percent = parsed(scalar, ScenarioNumberFormat.percent) {
            spec.chancePercent = percent
        }
        if let scalar = scalarValue(entry, "minutes", in: "a fault"),
           let minutes = parsed(scalar, { SettingKey.count($0, minimum: 1) }) {
            spec.minutes = minutes
        }
        if let scalar = scalarValue(entry, "after", in: "a fault"),
           let count = parsed(scalar, { SettingKey.count($0, minimum: 1) }) {
            spec.after = count
        }
        if let scalar = scalarValue(entry, "factor", in: "a fault"),
           let factor = parsed(scalar, ScenarioNumberFormat.factor) {
            spec.factorThousandths = factor
        }
        if let scalar = scalarValue(entry, "delay", in: "a fault"),
           let delay = parsed(scalar, ScenarioNumberFormat.delayDistribution) {
            spec.delay = delay
        }
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
        return FaultAssignment(spec: spec, devices: devices)
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
