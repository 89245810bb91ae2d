import Platform
import SimulatedCloud
import Simulation
import YAMLSubset

// Faults of the network and the service, on cue.

/// `partition: DEVICE`: the device's link to the cloud cut, for a while or until `heal`.
struct PartitionAction: SyncAction {
    static let name = "partition"
    static let meaning =
        "cuts the device's link to the cloud. `both`: the device knows it is offline "
        + "(`networkUnavailable` at once). `outbound`: its requests are lost (it times out). `inbound`: the service "
        + "acts on its requests but answers and pushes are lost (it times out; the write happened). A group is "
        + "several steps at the same moment"
    static let keys: [ActionKey] = [
        ActionKey(name, "DEVICE", .required, "a child device or a parent's phone"),
        ActionKey("direction", "both|outbound|inbound", .defaulted("both"), "which way the link is cut"),
        .duration(.optional, "how long until the link heals by itself; absent, until `heal`"),
    ]

    let device: DeviceID
    let direction: LinkPartition
    let durationMs: Int64?

    static func decode(_ reader: StepReader, _ decoder: inout ScenarioDecoder) -> (Self, summary: String)? {
        let device = reader.anyDevice(reader.value, &decoder)
        var direction = LinkPartition.both
        if let scalar = reader.field("direction", &decoder) {
            let known = LinkPartition.allCases.filter { $0 != .none }
            guard let name = decoder.reference(scalar, kind: "direction", known: known.map(\.rawValue)),
                let named = known.first(where: { $0.rawValue == name })
            else { return nil }
            direction = named
        }
        guard case .success(let durationMs) = reader.duration(&decoder, required: false), let device else { return nil }
        let forText = durationMs.map { " for \(ScenarioTimeFormat.describe(milliseconds: $0))" } ?? ""
        return (
            Self(device: device, direction: direction, durationMs: durationMs),
            "partition \(device) (\(direction.rawValue))\(forText)"
        )
    }

    var target: DeviceID? { device }

    func perform(in sync: SyncRun, _ step: TimelineAction, in state: RunState) {
        sync.cut(device, direction)
        if let durationMs {
            sync.world.runLater(afterMs: durationMs) { [device] in sync.cut(device, .none) }
        }
    }
}

/// `heal: DEVICE`: the device's link works again.
struct HealAction: SyncAction {
    static let name = "heal"
    static let meaning = "the device's link works again"
    static let keys: [ActionKey] = [ActionKey(name, "DEVICE", .required, "a child device or a parent's phone")]

    let device: DeviceID

    static func decode(_ reader: StepReader, _ decoder: inout ScenarioDecoder) -> (Self, summary: String)? {
        reader.anyDevice(reader.value, &decoder).map { (Self(device: $0), "heal \($0)") }
    }

    var target: DeviceID? { device }

    func perform(in sync: SyncRun, _ step: TimelineAction, in state: RunState) {
        sync.cut(device, .none)
    }
}

/// `lose_answers: DEVICE`: answers lost after the service committed.
struct LoseAnswersAction: SyncAction {
    static let name = "lose_answers"
    static let meaning =
        "the next N answers to the device are lost after the service committed "
        + "(`serverResponseLost` after the timeout)"
    static let keys: [ActionKey] = [
        ActionKey(name, "DEVICE", .required, "a child device or a parent's phone"),
        ActionKey("count", "N", .defaulted("1"), "how many answers are lost"),
    ]

    let device: DeviceID
    let count: Int

    static func decode(_ reader: StepReader, _ decoder: inout ScenarioDecoder) -> (Self, summary: String)? {
        let device = reader.anyDevice(reader.value, &decoder)
        let count = reader.count(reader.field("count", &decoder), &decoder)
        guard let device, let count else { return nil }
        return (Self(device: device, count: count), "lose the next \(count) answer(s) to \(device)")
    }

    var target: DeviceID? { device }

    func perform(in sync: SyncRun, _ step: TimelineAction, in state: RunState) {
        sync.world.loseAnswers(count, to: device)
        sync.noteFaultChanged()
    }
}

/// `cloud_error: ERROR`: the service fails the next requests from anyone.
struct CloudErrorAction: SyncAction {
    static let name = "cloud_error"
    static let meaning = "the next N modify or fetch requests, from any device, fail with ERROR"
    /// The errors a scenario can make the service return, by their scenario names.
    static let injectableErrors: [(name: String, code: CloudErrorCode)] = [
        ("zone_busy", .zoneBusy), ("request_rate_limited", .requestRateLimited),
        ("service_unavailable", .serviceUnavailable), ("quota_exceeded", .quotaExceeded),
        ("network_failure", .networkFailure), ("server_rejected_request", .serverRejectedRequest),
    ]
    static let keys: [ActionKey] = [
        ActionKey(name, injectableErrors.map(\.name).joined(separator: "|"), .required, "the error"),
        ActionKey("retry_after", "DURATION", .optional, "the delay the error asks the device to wait"),
        ActionKey("requests", "N", .defaulted("1"), "how many requests fail"),
    ]

    let error: CloudError
    let requests: Int

    static func decode(_ reader: StepReader, _ decoder: inout ScenarioDecoder) -> (Self, summary: String)? {
        let code = decoder.reference(reader.value, kind: "cloud error", known: injectableErrors.map(\.name))
            .flatMap { name in injectableErrors.first { $0.name == name }?.code }
        var retryAfterMs: Int64?
        if let scalar = reader.field("retry_after", &decoder) {
            guard let ms = decoder.parsed(scalar, ScenarioTimeFormat.duration) else { return nil }
            retryAfterMs = ms
        }
        let requests = reader.count(reader.field("requests", &decoder), &decoder)
        guard let code, let requests else { return nil }
        let error = CloudError(code, retryAfterMs: retryAfterMs)
        return (Self(error: error, requests: requests), "the service fails \(requests) request(s) with \(error)")
    }

    func perform(in sync: SyncRun, _ step: TimelineAction, in state: RunState) {
        sync.service.injectFailure(error, requests: requests)
        sync.noteFaultChanged()
    }
}

/// `expire_tokens: CHILD|all`: the service forgets the change history of zones.
struct ExpireTokensAction: SyncAction {
    static let name = "expire_tokens"
    static let meaning =
        "the service forgets the change history of the child's zones (or of every zone): every "
        + "device's next fetch fails with `changeTokenExpired` and it fetches the zone from scratch"
    static let keys: [ActionKey] = [ActionKey(name, "CHILD|all", .required, "whose zones, or every zone")]

    /// nil: every zone.
    let child: ChildID?

    static func decode(_ reader: StepReader, _ decoder: inout ScenarioDecoder) -> (Self, summary: String)? {
        if reader.value.value == "all" { return (Self(child: nil), "expire every change token") }
        let known = Array(reader.names.childNames) + ["all"]
        guard let child = decoder.reference(reader.value, kind: "child", known: known) else { return nil }
        return (Self(child: ChildID(child)), "expire the change tokens of \(child)'s zones")
    }

    func perform(in sync: SyncRun, _ step: TimelineAction, in state: RunState) {
        let zones =
            child.map { [sync.layout.familyZone(of: $0), sync.layout.usageZone(of: $0)] }
            ?? sync.service.allZones
        for zone in zones { sync.service.expireChangeTokens(in: zone, at: sync.world.now) }
    }
}

private extension StepReader {
    /// Any device that talks to the cloud: a child's or a parent's phone.
    func anyDevice(_ scalar: YAMLScalar, _ decoder: inout ScenarioDecoder) -> DeviceID? {
        decoder.reference(scalar, kind: "device", known: names.everyDeviceName).map(DeviceID.init)
    }
}
