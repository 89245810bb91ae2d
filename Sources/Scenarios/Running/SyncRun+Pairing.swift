import FamilyApp
import Platform
import RewardEngine

/// How the family sets itself up at the start of a run, and later by the timeline's `invite`
/// and `accept_invitation`: the organiser creates the zones and invites, each child's device
/// creates its own zone and invites the parents, and people carry the codes across.
extension SyncRun {
    /// A transport failure during pairing is tried again after this long, as a person would.
    static let pairingRetryMs: Int64 = 10_000

    func pair(settings: RewardSettings) {
        guard let organizer = organizerApp else { return }
        retrying { step, done in
            self.openPhone(of: organizer.parent, waiting: step)
            organizer.createFamilyZones { created in
                guard created else { return done(false) }
                organizer.register()
                for child in organizer.children { organizer.publishInitialSettings(settings, for: child) }
                for parent in self.parents.dropFirst() where parent.joinsAtStart {
                    self.invite(parent.id, role: parent.role, by: organizer.parent, thenAccept: true)
                }
                self.inviteChildren()
                done(true)
            }
        }
        for first in firstDevices {
            retrying { step, done in
                self.openChildApp(on: first.device, waiting: step)
                Self.connectedSync(of: first.app).createUsageZone { created in
                    guard created else { return done(false) }
                    for other in self.childApps where other.child == first.child {
                        self.openChildApp(on: other.device)
                        if other.device != first.device {
                            let zone = Self.connectedSync(of: first.app).layout.usageZone(of: first.child)
                            Self.connectedSync(of: other.app).follow(zone)
                        }
                        Self.connectedSync(of: other.app).register()
                    }
                    self.inviteToUsageZones(self.layout.organizer)
                    done(true)
                }
            }
        }
    }

    /// The sync of a child's app: a synced run connects every child app to the cloud.
    static func connectedSync(of app: ChildDeviceApp) -> ChildSync {
        guard let sync = app.sync else { preconditionFailure("\(app.device)'s app is connected to the cloud") }
        return sync
    }

    /// Each child's first device, which sets up the child's side.
    var firstDevices: [(device: DeviceID, child: ChildID, app: ChildDeviceApp)] {
        childApps.filter { entry in childApps.first { $0.child == entry.child }?.device == entry.device }
    }

    /// The organiser invites each child's devices to read the family zone.
    private func inviteChildren() {
        guard let organizer = organizerApp else { return }
        for first in firstDevices {
            let zone = layout.familyZone(of: first.child)
            retrying { step, done in
                self.openPhone(of: organizer.parent, waiting: step)
                organizer.invite(to: zone, permission: .readOnly) { result in
                    guard case .success(let code) = result else { return done(Self.isRefusal(result)) }
                    self.openChildApp(on: first.device, waiting: step)
                    Self.connectedSync(of: first.app).accept(code) { accepted in
                        guard case .success = accepted else { return done(Self.isRefusal(accepted)) }
                        for other in self.childApps where other.child == first.child && other.device != first.device {
                            self.openChildApp(on: other.device)
                            Self.connectedSync(of: other.app).follow(zone)
                        }
                        done(true)
                    }
                }
            }
        }
    }

    /// `by` invites `parent` to every zone a parent of that role uses, trying again after a
    /// transport failure; with `thenAccept`, the parent accepts at once (the code is read off
    /// the screen). Codes are kept in the zones' order: the children's zones, then coordination.
    func invite(_ parent: ParentID, role: ParentRole, by inviter: ParentID, thenAccept: Bool) {
        guard let app = parentApps[inviter], !refusedByBuild(inviter, "invite", for: parent) else { return }
        let permission: CloudSharePermission = role == .viewer ? .readOnly : .readWrite
        let zones = app.children.map(layout.familyZone(of:)) + [layout.coordinationZone]
        var slots = [CloudInvitationCode?](repeating: nil, count: zones.count)
        var answered = 0
        for (position, zone) in zones.enumerated() {
            retrying { step, done in
                self.openPhone(of: inviter, waiting: step)
                app.invite(to: zone, permission: permission) { result in
                    switch result {
                    case .success(let code): slots[position] = code
                    case .failure(.cloud): return done(false)
                    case .failure(let failure):
                        self.invitationResults[parent, default: []].append(Self.describe(failure))
                        self.noteMembership(parent, "invite", by: inviter, refusal: Self.describe(failure))
                    }
                    done(true)
                    answered += 1
                    guard answered == zones.count else { return }
                    self.codes[parent] = slots.compactMap { $0 }
                    if thenAccept { self.accept(parent, codesOf: parent) }
                }
            }
        }
    }

    /// `parent` accepts the latest codes made for `owner`, one after another — a transport
    /// failure is tried again, a refusal by the service's rules ends it. One at a time, in the
    /// zones' order, so that two parents joining at once cannot each take one of the zones: the
    /// one refused at the first zone takes none.
    func accept(_ parent: ParentID, codesOf owner: ParentID) {
        guard !refusedByBuild(parent, "accept", for: parent) else { return }
        guard let app = parentApps[parent], let codes = codes[owner], !codes.isEmpty else {
            invitationResults[parent, default: []].append("no invitation to accept")
            noteMembership(parent, "accept", by: parent, refusal: "no invitation to accept")
            return
        }
        acceptCodes(codes[...], as: parent, on: app)
    }

    private func acceptCodes(_ codes: ArraySlice<CloudInvitationCode>, as parent: ParentID, on app: ParentDeviceApp) {
        guard let code = codes.first else {
            invitationResults[parent, default: []].append("accepted")
            guard !joinedParents.contains(parent) else { return }
            noteMembership(parent, "accept", by: parent, refusal: nil)
            joinedParents.insert(parent)
            openPhone(of: parent)
            if parents.first(where: { $0.id == parent })?.role != .viewer { app.register() }
            inviteToUsageZones(parent)
            return
        }
        retrying { step, done in
            self.openPhone(of: parent, waiting: step)
            app.accept(code) { result in
                switch result {
                case .success:
                    done(true)
                    self.acceptCodes(codes.dropFirst(), as: parent, on: app)
                case .failure(.cloud):
                    done(false)
                case .failure(let failure):
                    done(true)
                    self.invitationResults[parent, default: []].append(Self.describe(failure))
                    self.noteMembership(parent, "accept", by: parent, refusal: Self.describe(failure))
                }
            }
        }
    }

    /// A parent's part in the family as an intent of whoever acted, on their phone: refused ones
    /// carry what the app told them.
    func noteMembership(_ parent: ParentID, _ action: String, by actor: ParentID, refusal: String?) {
        guard let device = parents.first(where: { $0.id == actor })?.device else { return }
        world.intents.record(
            actor: actor.rawValue, device: device, atMs: world.loop.now,
            .membership(parent: parent, action: action), refusal: refusal)
        judgeAfterBound()
    }

    /// Each child's first device invites `parent` to read the child's zone, and the parent accepts.
    func inviteToUsageZones(_ parent: ParentID) {
        guard let app = parentApps[parent] else { return }
        guard parent == layout.organizer || joinedParents.contains(parent) else { return }
        for first in firstDevices {
            retrying { step, done in
                self.openChildApp(on: first.device, waiting: step)
                Self.connectedSync(of: first.app).inviteParent { result in
                    guard case .success(let code) = result else { return done(Self.isRefusal(result)) }
                    self.openPhone(of: parent, waiting: step)
                    app.accept(code) { accepted in done(Self.isRefusal(accepted) || (try? accepted.get()) != nil) }
                }
            }
        }
    }

    /// A person does the next step in the app on the parent's phone, which brings it to the
    /// front; with `step`, they wait there for its answer.
    func openPhone(of parent: ParentID, waiting step: PairingStep? = nil) {
        guard let device = parents.first(where: { $0.id == parent })?.device else { return }
        step?.wait(on: device)
        guard let phone = parentDevices[device] else { preconditionFailure("\(device) is a parent's phone of the run") }
        phone.openApp()
    }

    /// A person does the next step in the app on the child's device, which runs it for a
    /// moment; with `step`, they wait there for its answer.
    private func openChildApp(on device: DeviceID, waiting step: PairingStep? = nil) {
        step?.wait(on: device)
        world.childDevices.first { $0.id == device }!.noteAppUsedInForeground()
    }

    /// Runs `attempt` until it reports success: again after a pause when it fails, or when the
    /// app it waited on was force-quit before it answered (`appWasForceQuit`).
    private func retrying(_ attempt: @escaping (_ step: PairingStep, _ done: @escaping (Bool) -> Void) -> Void) {
        let step = PairingStep { self.retrying(attempt) }
        pairingSteps.append(step)
        attempt(step) { succeeded in
            guard step.end() else { return }
            self.pairingSteps.removeAll { $0 === step }
            if !succeeded { self.tryAgainLater(step) }
        }
    }

    /// The app on `device` was force-quit: the answers its process waited for will never be
    /// shown, so whoever was setting up on it starts that step again after the pause, as a
    /// person who finds the app back at its start does. Nothing of the lost attempt runs later.
    func appWasForceQuit(on device: DeviceID) {
        let lost = pairingSteps.filter { $0.waitingOn == device }
        pairingSteps.removeAll { $0.waitingOn == device }
        for step in lost where step.end() { tryAgainLater(step) }
    }

    private func tryAgainLater(_ step: PairingStep) {
        world.runLater(afterMs: Self.pairingRetryMs, step.again)
    }

    /// A refusal by the service's rules is final; only a transport failure is worth retrying.
    private static func isRefusal<Value>(_ result: Result<Value, CloudInvitationFailure>) -> Bool {
        if case .failure(.rejected) = result { return true }
        return false
    }

    static func describe(_ failure: CloudInvitationFailure) -> String {
        switch failure {
        case .rejected(let reason): reason.rawValue
        case .cloud(let error): error.code.description
        }
    }
}
