import Platform
import Simulation
import YAMLSubset

/// The `faults:` block: iOS quirks injected into the devices, each with its parameters.
extension ScenarioDecoder {
    /// Every fault a scenario can inject: what it does, when its `chance` is drawn, and the
    /// parameters it takes besides `fault`, `chance` and `devices`, with their defaults.
    static let faultTable = [
        FaultEntry(
            .immediateFire,
            "at the day's first pickup, every threshold up to `minutes` fires at once, and is spent",
            chance: "per day", parameters: [("minutes", "`\(FaultSpec.immediateFireMinutesDefault)`")]),
        FaultEntry(
            .lateDelivery, "callbacks are held for a drawn `delay`, then delivered together, 10 ms apart",
            chance: "per callback (opens a hold)",
            parameters: [("delay", "`" + text(of: FaultSpec.lateDeliveryDelayDefault) + "`")]),
        FaultEntry(
            .staleAfterMidnight,
            "callbacks due in the last `minutes` before midnight arrive after the next "
                + "day's interval start", chance: "per day",
            parameters: [("minutes", "`\(FaultSpec.staleWindowMinutesDefault)`")]),
        FaultEntry(.duplicateCallbacks, "a callback is delivered again 200 ms later", chance: "per callback"),
        FaultEntry(
            .overCount, "thresholds fire at real minutes ÷ `factor` (up to 10, three decimals)",
            chance: "per device (drawn once)",
            parameters: [
                (
                    "factor",
                    "`"
                        + ScenarioNumberFormat.decimalText(
                            thousandths: FaultSpec.overCountFactorThousandthsDefault) + "`"
                )
            ]),
        FaultEntry(
            .crossDeviceBleed, "the `from` device's usage also counts on this device's counters",
            chance: "always", parameters: [("from", nil)]),
        FaultEntry(
            .silentStop, "after `after` callbacks in a local day, nothing more that day", chance: "per day",
            parameters: [("after", "`\(FaultSpec.silentStopAfterDefault)`")]),
        FaultEntry(
            .intervalStartDelayed, "intervalDidStart of the usage activity arrives `delay` after the first use",
            chance: "per day",
            parameters: [("delay", "`" + text(of: FaultSpec.intervalStartDelayDefault) + "`")]),
        FaultEntry(
            .phantomOnCharger,
            "plugging in while locked fires the next `minutes` unfired thresholds of one "
                + "app, with no use at all", chance: "per plug-in",
            parameters: [("minutes", "`\(FaultSpec.phantomMinutesDefault)`")]),
        FaultEntry(
            .extensionKilled,
            "the activity extension is killed before a callback runs: it is lost (four "
                + "times as often while the app is force-quit)", chance: "per callback"),
        FaultEntry(
            .registrationDropped,
            "the system drops the usage monitoring; the app re-registers when it next "
                + "runs, and the catch-up re-delivers the day's thresholds",
            chance: "at `at`, or per day at a drawn moment", parameters: [("at", "a drawn moment")]),
        FaultEntry(
            .authorizationLost,
            "the Screen Time authorisation is lost (as if revoked, nobody's doing), and "
                + "restored `delay` later", chance: "at `at`",
            parameters: [("at", nil), ("delay", "never restored")]),
        FaultEntry(
            .callbackLatency,
            "every callback reaches the app a drawn `delay` after the system made it; one "
                + "made while others are on their way rides with them, 10 ms after the last, so callbacks keep "
                + "their order", chance: "per callback",
            parameters: [("delay", "`" + text(of: FaultSpec.callbackLatencyDefault) + "`")]),
        FaultEntry(
            .reboot, "the device restarts, as the `reboot` step: off for 30 s, then on with its uptime at 0",
            chance: "at `at`, or per day at a drawn moment", parameters: [("at", "a drawn moment")]),
    ]
    static let faultCommonKeys = ["fault", "chance", "devices"]

    /// A delay distribution as a scenario writes it: `uniform 10m 2h`.
    static func text(of delay: DelayDistribution) -> String {
        let duration = { (ms: Int64) in String(ScenarioTimeFormat.describe(milliseconds: ms).filter { $0 != " " }) }
        switch delay {
        case .fixed(let ms): return "fixed \(duration(ms))"
        case .uniform(let minMs, let maxMs): return "uniform \(duration(minMs)) \(duration(maxMs))"
        case .logNormal(let medianMs, let sigmaThousandths):
            return "lognormal \(duration(medianMs)) \(ScenarioNumberFormat.decimalText(thousandths: sigmaThousandths))"
        }
    }

    mutating func decodeFaults(_ node: YAMLNode, names: ScenarioNames) -> [FaultAssignment] {
        guard let items = list(node, "'faults'") else { return [] }
        var assignments: [FaultAssignment] = []
        // A device takes one spec of each kind: two entries of a kind must name disjoint devices,
        // and an entry without `devices` (every device) takes them all. Kept by kind, so that a
        // list of thousands of entries is checked in one pass.
        var taken: [FaultKind: (everyDevice: Bool, devices: Set<DeviceID>)] = [:]
        for item in items {
            guard let entry = mapping(item, "a fault"), let assignment = decodeFault(entry, names: names) else {
                continue
            }
            let kind = assignment.spec.kind
            let isClash =
                taken[kind].map { earlier in
                    earlier.everyDevice || assignment.devices.isEmpty
                        || !earlier.devices.isDisjoint(with: assignment.devices)
                } ?? false
            if isClash {
                fail(
                    "'\(assignment.spec.kind.rawValue)' is already injected into some of these devices",
                    at: entry.location,
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
            checkKeys(
                entry, allowed: Self.faultCommonKeys + Self.faultTable.flatMap(\.keys), required: ["fault"],
                in: "a fault")
            return nil
        }
        guard let kind = reference(kindScalar, kind: "fault", known: kinds).flatMap(FaultKind.init) else { return nil }
        guard let faultEntry = Self.faultTable.first(where: { $0.fault == kind }) else {
            preconditionFailure("the fault table lacks \(kind.rawValue)")
        }
        let parameters = faultEntry.keys
        let required = faultEntry.requiredKeys
        checkKeys(
            entry, allowed: Self.faultCommonKeys + parameters, required: required, in: "the '\(kind.rawValue)' fault")
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
            let device = reference(scalar, kind: "device", known: names.deviceNames)
        {
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
            fail(
                "'cross_device_bleed' from \(source) cannot also be injected into \(source)", at: entry.location,
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

/// One row of the fault table: a fault, what it does, when its chance is drawn and its
/// parameters with their defaults as the manual shows them (nil: the fault cannot do without
/// the parameter).
struct FaultEntry: Sendable {
    let fault: FaultKind
    let meaning: String
    let chance: String
    let parameters: [(key: String, defaultText: String?)]

    init(
        _ fault: FaultKind, _ meaning: String, chance: String, parameters: [(key: String, defaultText: String?)] = []
    ) {
        self.fault = fault
        self.meaning = meaning
        self.chance = chance
        self.parameters = parameters
    }

    var keys: [String] { parameters.map(\.key) }
    var requiredKeys: [String] { parameters.filter { $0.defaultText == nil }.map(\.key) }
}

/// A fault and the devices it is injected into (empty: every child device).
public struct FaultAssignment: Hashable, Sendable {
    public let spec: FaultSpec
    public let devices: [DeviceID]

    public func applies(to device: DeviceID) -> Bool {
        devices.isEmpty || devices.contains(device)
    }
}
