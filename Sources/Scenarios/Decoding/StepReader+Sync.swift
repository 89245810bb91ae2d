import Platform
import Simulation
import YAMLSubset

/// The timeline's sync actions: faults of the network and the service, and the family's
/// invitations. They need the `sync:` block.
extension StepReader {
    /// Any device that talks to the cloud: a child's or a parent's phone.
    func anyDevice(_ scalar: YAMLScalar, _ decoder: inout ScenarioDecoder) -> DeviceID? {
        decoder.reference(scalar, kind: "device", known: names.everyDeviceName).map(DeviceID.init)
    }

    /// `partition: alex-ipad` (`direction: both|outbound|inbound`, `for: 2d` to heal by itself) and `heal: alex-ipad`.
    func decodePartition(_ decoder: inout ScenarioDecoder) -> Decoded? {
        let device = anyDevice(value, &decoder)
        guard action == "partition" else { return device.map { (.partition(.none, durationMs: nil), $0, "heal \($0)") } }
        var direction = LinkPartition.both
        if let scalar = field("direction", &decoder) {
            let known = LinkPartition.allCases.filter { $0 != .none }.map(\.rawValue)
            guard let name = decoder.reference(scalar, kind: "direction", known: known) else { return nil }
            direction = LinkPartition(rawValue: name)!
        }
        guard case let .success(durationMs) = duration(&decoder, required: false), let device else { return nil }
        let forText = durationMs.map { " for \(ScenarioTimeFormat.describe(milliseconds: $0))" } ?? ""
        return (.partition(direction, durationMs: durationMs), device, "partition \(device) (\(direction.rawValue))\(forText)")
    }

    /// `lose_answers: sam-phone` (`count: 2`): answers lost after the service committed.
    func decodeLoseAnswers(_ decoder: inout ScenarioDecoder) -> Decoded? {
        let device = anyDevice(value, &decoder)
        let count = count(field("count", &decoder), &decoder)
        guard let device, let count else { return nil }
        return (.loseAnswers(count: count), device, "lose the next \(count) answer(s) to \(device)")
    }

    /// `cloud_error: zone_busy` (`retry_after: 30s`, `requests: 3`).
    func decodeCloudError(_ decoder: inout ScenarioDecoder) -> Decoded? {
        let codes = Self.injectableErrors.map(\.name)
        let code = decoder.reference(value, kind: "cloud error", known: codes).flatMap { name in
            Self.injectableErrors.first { $0.name == name }?.code
        }
        var retryAfterMs: Int64?
        if let scalar = field("retry_after", &decoder) {
            guard let ms = decoder.parsed(scalar, ScenarioTimeFormat.duration) else { return nil }
            retryAfterMs = ms
        }
        let requests = count(field("requests", &decoder), &decoder)
        guard let code, let requests else { return nil }
        let error = CloudError(code, retryAfterMs: retryAfterMs)
        return (.cloudError(error, requests: requests), nil, "the service fails \(requests) request(s) with \(error)")
    }

    /// The errors a scenario can make the service return, by their scenario names.
    static let injectableErrors: [(name: String, code: CloudErrorCode)] = [
        ("zone_busy", .zoneBusy), ("request_rate_limited", .requestRateLimited),
        ("service_unavailable", .serviceUnavailable), ("quota_exceeded", .quotaExceeded),
        ("network_failure", .networkFailure), ("server_rejected_request", .serverRejectedRequest),
    ]

    /// `expire_tokens: alex` (that child's zones) or `expire_tokens: all`.
    func decodeExpireTokens(_ decoder: inout ScenarioDecoder) -> Decoded? {
        if value.value == "all" { return (.expireTokens(child: nil), nil, "expire every change token") }
        guard let child = decoder.reference(value, kind: "child", known: Array(names.childNames) + ["all"]) else { return nil }
        return (.expireTokens(child: ChildID(child)), nil, "expire the change tokens of \(child)'s zones")
    }

    /// `invite: dana` (`by: sam`, `role: viewer`).
    func decodeInvite(_ decoder: inout ScenarioDecoder) -> Decoded? {
        let invited = decoder.reference(value, kind: "parent", known: names.parentNames).map(ParentID.init)
        let inviter = field("by", &decoder).map { decoder.reference($0, kind: "parent", known: names.parentNames) }
            ?? names.parentNames.first
        var role = invited.flatMap { id in names.parents.first { $0.id == id }?.role } ?? .coParent
        if let scalar = field("role", &decoder) {
            let known = [ParentRole.coParent, .viewer].map(\.rawValue)
            guard let name = decoder.reference(scalar, kind: "role", known: known) else { return nil }
            role = ParentRole(rawValue: name)!
        }
        guard let invited, let inviter = inviter.flatMap({ $0 }) else { return nil }
        return (.invite(parent: invited, by: ParentID(inviter), role: role), nil, "\(inviter) invites \(invited) as \(role.rawValue)")
    }

    /// `accept_invitation: dana` (`code_of: pat`, to use the code made for someone else).
    func decodeAcceptInvitation(_ decoder: inout ScenarioDecoder) -> Decoded? {
        let parent = decoder.reference(value, kind: "parent", known: names.parentNames).map(ParentID.init)
        let codeOf = field("code_of", &decoder).map { decoder.reference($0, kind: "parent", known: names.parentNames) }
        guard let parent else { return nil }
        let owner = codeOf.map { $0.map(ParentID.init) } ?? parent
        guard let owner else { return nil }
        let whose = owner == parent ? "" : " with \(owner)'s code"
        return (.acceptInvitation(parent: parent, codeOf: owner), nil, "\(parent) accepts the invitation\(whose)")
    }

    /// `open_app: sam-phone`: the parent opens the app.
    func decodeOpenApp(_ decoder: inout ScenarioDecoder) -> Decoded? {
        decoder.reference(value, kind: "parent device", known: names.parentDeviceNames).map {
            (.openApp, DeviceID($0), "open the app on \($0)")
        }
    }

    /// `remove_parent: jo`: the organiser takes the parent out of the family.
    func decodeRemoveParent(_ decoder: inout ScenarioDecoder) -> Decoded? {
        let others = Array(names.parentNames.dropFirst())
        return decoder.reference(value, kind: "parent other than the organizer", known: others).map {
            (.removeParent(ParentID($0)), nil, "the organizer removes \($0) from the family")
        }
    }

    /// `replace_phone: sam` with `new_device: sam-new-phone`: the parent's phone replaced by a
    /// new device, named like no other.
    func decodeReplacePhone(_ decoder: inout ScenarioDecoder) -> Decoded? {
        let withPhones = names.parents.filter { $0.device != nil }.map(\.id.rawValue)
        let parent = decoder.reference(value, kind: "parent", known: withPhones)
        guard let scalar = field("new_device", &decoder) else {
            decoder.fail("'replace_phone' needs 'new_device', the new phone's name", at: step.location,
                         help: "add e.g. new_device: \(value.value)-new-phone")
            return nil
        }
        guard let device = decoder.identifier(scalar, "device") else { return nil }
        if names.allNames.contains(device) {
            decoder.fail("the name '\(device)' is taken", at: scalar.location, length: scalar.length,
                         help: "the new phone needs a name no parent, child or device has")
            return nil
        }
        guard let parent else { return nil }
        return (.replacePhone(parent: ParentID(parent), newDevice: DeviceID(device)), nil,
                "\(parent)'s phone is replaced by \(device)")
    }

    /// A whole number from 1 to ``countMax`` (`count:`, `requests:`), 1 when absent.
    func count(_ scalar: YAMLScalar?, _ decoder: inout ScenarioDecoder) -> Int? {
        guard let scalar else { return 1 }
        guard let value = Int(scalar.value), value > 0, value <= Self.countMax else {
            decoder.fail("expected a whole number from 1 to \(Self.countMax), not '\(scalar.value)'", at: scalar.location,
                         length: scalar.length)
            return nil
        }
        return value
    }

    /// Far more failed requests or lost answers than any run sends, small enough that no count
    /// of them overflows.
    static let countMax = 1_000_000
}
