import FamilyApp
import Platform
import Simulation

// The family's parents with sync: invitations, the app opened on a phone, a parent removed, a
// phone replaced.

/// `invite: PARENT`: invitation codes made for a parent.
struct InviteAction: SyncAction {
    static let name = "invite"
    static let meaning =
        "makes the invitation codes for the parent (one per family zone); the service refuses one "
        + "made by a parent who does not own the zones (`not_owner`)"
    static let keys: [ActionKey] = [
        ActionKey(name, "PARENT", .required, "the parent invited"),
        ActionKey("by", "PARENT", .defaulted("the organizer"), "the parent who invites"),
        ActionKey("role", "co_parent|viewer", .defaulted("the parent's role"), "the role the invitation gives"),
    ]

    let parent: ParentID
    let inviter: ParentID
    let role: ParentRole

    static func decode(_ reader: StepReader, _ decoder: inout ScenarioDecoder) -> (Self, summary: String)? {
        let names = reader.names
        let invited = decoder.reference(reader.value, kind: "parent", known: names.parentNames).map(ParentID.init)
        let inviter =
            reader.field("by", &decoder)
            .map { decoder.reference($0, kind: "parent", known: names.parentNames) } ?? names.parentNames.first
        var role = invited.flatMap { id in names.parents.first { $0.id == id }?.role } ?? .coParent
        if let scalar = reader.field("role", &decoder) {
            let known = [ParentRole.coParent, .viewer]
            guard let name = decoder.reference(scalar, kind: "role", known: known.map(\.rawValue)),
                let named = known.first(where: { $0.rawValue == name })
            else { return nil }
            role = named
        }
        guard let invited, let inviter = inviter.flatMap({ $0 }) else { return nil }
        return (
            Self(parent: invited, inviter: ParentID(inviter), role: role),
            "\(inviter) invites \(invited) as \(role.rawValue)"
        )
    }

    func perform(in sync: SyncRun, _ step: TimelineAction, in state: RunState) {
        sync.invite(parent, role: role, by: inviter, thenAccept: false)
    }
}

/// `accept_invitation: PARENT`: the parent enters the latest codes.
struct AcceptInvitationAction: SyncAction {
    static let name = "accept_invitation"
    static let meaning =
        "the parent enters the latest codes made for `code_of`; refused when expired (`expired`), "
        + "already used (`already_used`), or when the family already has its two parents "
        + "(`participant_limit_reached`). On success the child's device invites the parent to read its zone"
    static let keys: [ActionKey] = [
        ActionKey(name, "PARENT", .required, "the parent who accepts"),
        ActionKey("code_of", "PARENT", .defaulted("the same parent"), "whose codes the parent enters"),
    ]

    let parent: ParentID
    /// The parent the codes were made for.
    let owner: ParentID

    static func decode(_ reader: StepReader, _ decoder: inout ScenarioDecoder) -> (Self, summary: String)? {
        let known = reader.names.parentNames
        let parent = decoder.reference(reader.value, kind: "parent", known: known).map(ParentID.init)
        let codeOf = reader.field("code_of", &decoder).map { decoder.reference($0, kind: "parent", known: known) }
        guard let parent else { return nil }
        let owner = codeOf.map { $0.map(ParentID.init) } ?? parent
        guard let owner else { return nil }
        let whose = owner == parent ? "" : " with \(owner)'s code"
        return (Self(parent: parent, owner: owner), "\(parent) accepts the invitation\(whose)")
    }

    func perform(in sync: SyncRun, _ step: TimelineAction, in state: RunState) {
        sync.accept(parent, codesOf: owner)
    }
}

/// `open_app: DEVICE`: the parent opens the app on their phone.
struct OpenAppAction: SyncAction {
    static let name = "open_app"
    static let meaning =
        "the parent opens the app on their phone: it fetches (and leaves the foreground two minutes "
        + "later)"
    static let keys: [ActionKey] = [ActionKey(name, "DEVICE", .required, "a parent's phone")]

    let device: DeviceID

    static func decode(_ reader: StepReader, _ decoder: inout ScenarioDecoder) -> (Self, summary: String)? {
        decoder.reference(reader.value, kind: "parent device", known: reader.names.parentDeviceNames).map {
            (Self(device: DeviceID($0)), "open the app on \($0)")
        }
    }

    var target: DeviceID? { device }

    func perform(in sync: SyncRun, _ step: TimelineAction, in state: RunState) {
        guard !sync.replacedPhones.contains(device) else {
            return ActionPerformer.refuse(step, "\(device) was replaced: its app no longer runs", in: state)
        }
        guard let phone = sync.parentDevices[device] else {
            preconditionFailure("open_app on \(device): the decoder admits only a parent's phone")
        }
        if phone.isAppForceQuit { sync.noteFaultChanged() }
        phone.openApp()
    }
}

/// `remove_parent: PARENT`: the organizer takes the parent out of the family.
struct RemoveParentAction: SyncAction {
    static let name = "remove_parent"
    static let meaning =
        "the organizer stops sharing the family's zones with the parent (and the child's devices "
        + "stop sharing theirs): the parent's phone drops what it held of them and stops fetching them; a write from "
        + "it is refused with `permissionFailure`"
    static let keys: [ActionKey] = [ActionKey(name, "PARENT", .required, "a parent other than the organizer")]

    let parent: ParentID

    static func decode(_ reader: StepReader, _ decoder: inout ScenarioDecoder) -> (Self, summary: String)? {
        let others = Array(reader.names.parentNames.dropFirst())
        return decoder.reference(reader.value, kind: "parent other than the organizer", known: others).map {
            (Self(parent: ParentID($0)), "the organizer removes \($0) from the family")
        }
    }

    func perform(in sync: SyncRun, _ step: TimelineAction, in state: RunState) {
        sync.remove(parent)
    }
}

/// `replace_phone: PARENT` with `new_device`: the parent's phone replaced by a new device.
struct ReplacePhoneAction: SyncAction {
    static let name = "replace_phone"
    static let meaning =
        "the parent's phone is replaced — lost, or the app installed again, which gives it a new "
        + "device id. The old phone's app never runs again (what it had not sent is lost; `open_app` on it is "
        + "refused with a warning). The new phone gets the app signed in to the same account: a parent who was in "
        + "the family follows the family's zones again without a new invitation, fetches everything from scratch "
        + "and registers (unless a viewer); its record names and command numbers start afresh under its own id, so "
        + "the child's device carries out its commands as it did the old phone's. Later `set` and `adjust` `by:` the "
        + "parent go through the new phone. The new phone is not a name expectations or `open_app` take"
    static let keys: [ActionKey] = [
        ActionKey(name, "PARENT", .required, "a parent with a phone"),
        ActionKey("new_device", "NAME", .required, "the new phone's name, one no parent, child or device has"),
        ActionKey(
            "app_version", "1.0|1.1", .defaulted("the old phone's"),
            "the version of the app on the new phone — an older one when it was installed long ago and never updated"),
    ]

    let parent: ParentID
    let newDevice: DeviceID
    let version: AppVersion?

    static func decode(_ reader: StepReader, _ decoder: inout ScenarioDecoder) -> (Self, summary: String)? {
        let withPhones = reader.names.parents.filter { $0.device != nil }.map(\.id.rawValue)
        let parent = decoder.reference(reader.value, kind: "parent", known: withPhones)
        guard let scalar = reader.field("new_device", &decoder) else {
            decoder.fail(
                "'replace_phone' needs 'new_device', the new phone's name", at: reader.step.location,
                help: "add e.g. new_device: \(reader.value.value)-new-phone")
            return nil
        }
        guard let device = decoder.identifier(scalar, "device") else { return nil }
        var version: AppVersion?
        if let scalar = reader.field("app_version", &decoder) {
            guard let named = decoder.appVersion(scalar) else { return nil }
            version = named
        }
        if reader.names.allNames.contains(device) {
            decoder.fail(
                "the name '\(device)' is taken", at: scalar.location, length: scalar.length,
                help: "the new phone needs a name no parent, child or device has")
            return nil
        }
        guard let parent else { return nil }
        return (
            Self(parent: ParentID(parent), newDevice: DeviceID(device), version: version),
            "\(parent)'s phone is replaced by \(device)" + (version.map { " running \($0.rawValue)" } ?? "")
        )
    }

    func perform(in sync: SyncRun, _ step: TimelineAction, in state: RunState) {
        sync.replacePhone(of: parent, with: newDevice, version: version, step, in: state)
    }
}
