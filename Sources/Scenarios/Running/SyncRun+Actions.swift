import Checkers
import FamilyApp
import Platform
import RewardEngine
import SimulatedCloud
import Simulation

/// Timeline steps in a synced family: parents act on their phones (the parent channel of a
/// synced run), the network is cut, a parent leaves or changes phones.
extension SyncRun: ParentChannel {
    /// The parent opens the app and adjusts the points; the phone must show the change at once.
    func adjust(
        _ child: ChildID, by points: Int, parent: ParentID, reason: String, _ action: TimelineAction,
        in state: RunState
    ) {
        guard let app = phoneApp(of: parent, action, in: state) else { return }
        let before = app.balance(of: child)
        let record = app.adjustPoints(of: child, by: points, reason: reason)
        world.intents.record(
            actor: parent.rawValue, device: app.device, atMs: world.loop.now,
            .adjustment(child: child, points: points, record: record))
        judgeAfterBound()
        if app.balance(of: child) != before + points {
            checkers.log.note(
                Violation(
                    checker: .readYourWrites, timeMs: world.loop.now, devices: [app.device], subject: record,
                    detail: "\(app.device) shows \(app.balance(of: child)) points for \(child) right after adjusting "
                        + "\(before) by \(points)"
                ))
        }
    }

    /// The parent opens the app and changes a setting for each child; the phone must show it at once.
    func set(
        _ change: SettingChange, for children: [ChildID], parent: ParentID, _ action: TimelineAction,
        in state: RunState
    ) {
        guard let app = phoneApp(of: parent, action, in: state) else { return }
        for child in children {
            var wanted: RewardSettings?
            let result = app.changeSettings(of: child) { settings in
                settings = change.applied(to: settings)
                wanted = settings
            }
            let refusal: String?
            switch result {
            case .success(let command):
                refusal = nil
                if let wanted, let shown = app.settings(of: child),
                    SyncedSetting.allCases.contains(where: { $0.value(in: shown) != $0.value(in: wanted) })
                {
                    checkers.log.note(
                        Violation(
                            checker: .readYourWrites, timeMs: world.loop.now, devices: [app.device], subject: command,
                            detail: "\(app.device) does not show its own change of \(child)'s settings"
                        ))
                }
            case .failure(.settingsUnknown):
                refusal = "\(app.device) has not yet received \(child)'s settings"
            case .failure(.invalid(let problems)):
                refusal = "the settings would be invalid: \(problems.joined(separator: "; "))"
            case .failure(.nothingChanged):
                refusal = "nothing changed: \(child)'s settings already have that value on \(app.device)"
            case .failure(.locked(let reason)), .failure(.unavailable(let reason)):
                refusal = "\(app.device) refuses: \(reason)"
            }
            if let refusal { ActionPerformer.refuse(action, refusal, in: state) }
            guard let setting = change.syncedSetting, let value = change.syncedValue else { continue }
            world.intents.record(
                actor: parent.rawValue, device: app.device, atMs: world.loop.now,
                .setting(child: child, setting: setting.rawValue, value: value, change: try? result.get()),
                refusal: refusal
            )
            judgeAfterBound()
        }
    }

    /// The parent's app, brought to the front; nil (and the step refused) if the parent has no
    /// phone. A parent who has not joined acts all the same: the service refuses the writes.
    func phoneApp(of parent: ParentID, _ action: TimelineAction, in state: RunState) -> ParentDeviceApp? {
        guard parents.first(where: { $0.id == parent })?.device != nil, let app = parentApps[parent] else {
            ActionPerformer.refuse(action, "\(parent) has no phone to do it on", in: state)
            return nil
        }
        openPhone(of: parent)
        return app
    }

    /// The organiser removes the parent from the share of every family zone (in the Settings of
    /// the share, not through the app's sync) and the child's devices do the same for theirs.
    func remove(_ parent: ParentID) {
        let account = FamilyCloudLayout.account(of: parent)
        let zones =
            parentApps[layout.organizer]!.children.flatMap { [layout.familyZone(of: $0), layout.usageZone(of: $0)] }
            + [layout.coordinationZone]
        for zone in zones { world.cloudService!.removeParticipant(account, from: zone, at: world.now) }
        joinedParents.remove(parent)
        invitationResults[parent, default: []].append("removed")
        noteMembership(parent, "remove", by: layout.organizer, refusal: nil)
    }

    /// The old phone is wiped or lost: its app never runs again, and what it had not yet sent
    /// is lost with it. The new phone gets the app, signed in to the same account: a parent who
    /// was in the family follows its zones again (and registers, unless a viewer) without a new
    /// invitation; one who was not joins as anyone does, by the timeline's invitations.
    func replacePhone(
        of parent: ParentID, with newDevice: DeviceID, version: AppVersion?, _ action: TimelineAction,
        in state: RunState
    ) {
        guard let index = parents.firstIndex(where: { $0.id == parent }), let old = parents[index].device else {
            return ActionPerformer.refuse(action, "\(parent) has no phone to replace", in: state)
        }
        guard parentDevices[newDevice] == nil, !world.childDevices.contains(where: { $0.id == newDevice }) else {
            return ActionPerformer.refuse(action, "a device named \(newDevice) already exists", in: state)
        }
        parentDevices[old]!.forceQuitApp()
        appWasForceQuit(on: old)
        replacedPhones.insert(old)
        let previous = parents[index]
        var replaced = ParentSpec(id: parent, device: newDevice)
        replaced.role = previous.role
        replaced.clockSkewMs = previous.clockSkewMs
        replaced.joinsAtStart = previous.joinsAtStart
        replaced.appVersion = version ?? parentApps[parent]!.build.version
        parents[index] = replaced
        let phone = addPhone(newDevice, of: replaced)
        let app = parentApps[parent]!
        phone.installApp(app)
        if isMember(replaced) {
            app.followFamily()
            if replaced.role != .viewer { app.register() }
        }
        noteFaultChanged()
        judgeAfterBound()
    }

    func cut(_ device: DeviceID, _ partition: LinkPartition) {
        world.setPartition(partition, of: device)
        if partition == .none { partitioned.remove(device) } else { partitioned.insert(device) }
        noteFaultChanged()
    }
}
