import Checkers
import FamilyApp
import Platform
import Simulation

/// Carries out timeline steps on the world: what the child does with a device, and what a
/// parent does in the app.
enum ActionPerformer {
    static func perform(_ action: TimelineAction, in state: RunState) {
        state.world.recordDecision(.step, detail: action.summary)
        let device = action.device.flatMap(state.childDevice)
        if let device, device.isPoweredOff, !action.kind.isPossibleWhileOff {
            guard action.isPlanned else { return refuse(action, "\(device.id) is switched off", in: state) }
            return skip(action, in: state)
        }
        switch action.kind {
        case let .use(app, durationMs, lockAfter):
            device!.unlock()
            device!.open(app)
            device!.interact(forMs: givesUp(action, app: app, on: device!) ? Self.glanceAtShieldMs : durationMs,
                             lockAfter: lockAfter, label: action.label ?? .engaged)
        case let .switchApp(app, durationMs, lockAfter):
            guard !device!.isLocked else {
                return refuse(action, "\(device!.id) is locked; 'use' unlocks the device and opens an app", in: state)
            }
            device!.open(app)
            if let durationMs { device!.interact(forMs: durationMs, lockAfter: lockAfter, label: action.label ?? .engaged) }
        case .lock, .sleep:
            device!.lock()
        case let .unlock(durationMs, lockAfter):
            device!.unlock()
            if let durationMs { device!.interact(forMs: durationMs, lockAfter: lockAfter, label: action.label ?? .engaged) }
        case .wake:
            device!.wake()
        case let .idle(durationMs):
            guard !device!.isLocked else {
                return refuse(action, "\(device!.id) is already locked", in: state)
            }
            device!.leaveIdle(forMs: durationMs)
        case let .redeem(points, app):
            device!.noteAppUsedInForeground()
            let childApp = state.apps[action.device!]!
            let result = childApp.redeem(points: points, for: app)
            var refusal: String?
            if case let .failure(rejection) = result { refusal = "\(rejection.reason)" }
            state.world.intents.record(
                actor: childApp.store.account.child.rawValue, device: action.device!, atMs: state.world.loop.now,
                .redemption(child: childApp.store.account.child, points: points, app: app), refusal: refusal
            )
        case let .requestReward(reward, points):
            device!.noteAppUsedInForeground()
            let childApp = state.apps[action.device!]!
            var refusal: String?
            if case let .failure(reason) = childApp.requestReward(reward, points: points) { refusal = "\(reason)" }
            let child = childApp.store.account.child
            state.world.intents.record(actor: child.rawValue, device: action.device!, atMs: state.world.loop.now,
                                       .rewardRequest(child: child, reward: reward, points: points), refusal: refusal)
        case let .decideReward(reward, child, parent, approve):
            if let sync = state.sync { return sync.decideReward(reward, of: child, approve: approve, parent: parent, action, in: state) }
            // Without a cloud the answer reaches the device that holds the request at once.
            let pending = state.deviceIDs(of: child).lazy.compactMap { device in
                state.account(on: device).rewardRequests.last { $0.reward == reward && $0.status == .pending }
                    .map { (device, $0.id) }
            }.first
            guard let (holder, id) = pending else {
                return refuse(action, "\(child) has no unanswered request for \(reward)", in: state)
            }
            state.apps[holder]!.apply(.decideReward(request: id, approve: approve, by: parent))
        case let .adjust(points, child, parent, reason):
            if let sync = state.sync { return sync.adjust(child, by: points, parent: parent, reason: reason, action, in: state) }
            state.primaryApp(of: child).apply(.adjustPoints(points: points, by: parent, reason: reason))
        case let .set(change, children, parent):
            if let sync = state.sync { return sync.set(change, for: children, parent: parent, action, in: state) }
            // Without a cloud the change reaches every device of the child at once.
            for child in children {
                let devices = state.deviceIDs(of: child)
                let settings = change.applied(to: state.account(on: devices[0]).settings)
                let problems = settings.validated()
                guard problems.isEmpty else {
                    refuse(action, "the settings would be invalid: \(problems.joined(separator: "; "))", in: state)
                    continue
                }
                for device in devices {
                    state.apps[device]!.apply(.updateSettings(settings, by: parent))
                }
            }
        case let .setApp(app, change, children, parent):
            if let sync = state.sync { return sync.setApp(app, change, for: children, parent: parent, action, in: state) }
            // Without a cloud the change reaches every device of the child at once.
            for child in children {
                let devices = state.deviceIDs(of: child)
                let current = state.account(on: devices[0]).catalog.category(of: app)!
                switch change.applied(to: current) {
                case let .failure(refusal):
                    refuse(action, "\(app) cannot change for \(child): \(refusal.reason)", in: state)
                case let .success(category):
                    for device in devices { state.apps[device]!.apply(.updateApp(app, category, by: parent)) }
                }
            }
        case .plug:
            device!.plugIn()
        case .unplug:
            device!.unplug()
        case .reboot:
            device!.restart()
        case .powerOff:
            device!.powerOff()
        case .powerOn:
            if !device!.powerOn() { refuse(action, "\(device!.id)'s battery is empty; plug it in", in: state) }
        case let .lowPower(isOn):
            device!.setLowPowerMode(isOn)
        case let .backgroundRefresh(isOn):
            device!.setBackgroundAppRefresh(isOn)
        case .forceQuit:
            state.sync?.noteFaultChanged()
            state.sync?.appWasForceQuit(on: action.device!)
            if let phone = state.sync?.parentDevices[action.device!] { return phone.forceQuitApp() }
            device!.forceQuitApp()
            noteOccurrence(action, in: state)
        case let .launch(durationMs, lockAfter):
            if device!.isAppForceQuit { state.sync?.noteFaultChanged() }
            device!.unlock()
            device!.launchApp()
            if let durationMs { device!.interact(forMs: durationMs, lockAfter: lockAfter) }
        case let .runTask(kind):
            if let reason = device!.runPendingTask(kind) { refuse(action, reason, in: state) }
        case let .leaveOn(app, durationMs):
            device!.unlock()
            device!.leaveOn(app, forMs: durationMs, label: action.label ?? .technique(.passive))
        case let .switchRapidly(apps, everyMs, durationMs):
            device!.switchRapidly(between: apps, everyMs: everyMs, forMs: durationMs,
                                  label: action.label ?? .technique(.rapidSwitching))
        case let .setClock(offsetMs):
            device!.setClock(offsetMs: offsetMs)
        case let .setTimeZone(zone):
            device!.setTimeZone(zone)
        case let .travel(zone):
            device!.travel(to: zone)
        case .revokePermission:
            device!.revokeAuthorization()
            noteOccurrence(action, in: state, default: .permissionRevoked)
        case .restorePermission:
            device!.restoreAuthorization()
        case .deleteApp:
            if device!.deleteApp() { noteOccurrence(action, in: state, default: .appDeleted) }
        case .reinstallApp:
            device!.reinstallApp()
        case .partition, .loseAnswers, .cloudError, .expireTokens, .invite, .acceptInvitation, .openApp, .removeParent,
             .subscribe, .cancelRenewal, .restorePurchases,
             .replacePhone:
            state.sync!.perform(action, in: state)
        }
    }

    /// How long a child glances at a shield before giving up.
    static let glanceAtShieldMs: Int64 = 10_000

    /// A persona's child who opens a reward app and finds it shielded (the redemption was
    /// refused, or has run out) leaves it — unless sitting on the shield is the plan. Written
    /// timelines say exactly how long the child stays, so they are taken at their word.
    static func givesUp(_ action: TimelineAction, app: AppID, on device: SimulatedChildDevice) -> Bool {
        action.isPlanned && action.label != .technique(.shieldSitting)
            && device.enforcedShieldedApplications.contains(app)
    }

    /// An act that is a technique (by its label, or by its nature) is kept for scoring.
    static func noteOccurrence(_ action: TimelineAction, in state: RunState, default technique: Technique? = nil) {
        var technique = technique
        if case let .technique(labelled)? = action.label { technique = labelled }
        guard let technique, let device = action.device else { return }
        state.occurrences.append(AntiGamingScorer.Occurrence(technique: technique, device: device, time: action.time))
    }

    /// A persona's child finds the device dead and leaves it: a step planned for it is not
    /// attempted, where a written one is refused with a warning (the file asked for the
    /// impossible). The plan itself stays as drawn, so no other step moves.
    static func skip(_ action: TimelineAction, in state: RunState) {
        state.world.recordDecision(.plannedStepSkipped, detail: action.summary)
        state.skippedPlannedSteps += 1
    }

    static func refuse(_ action: TimelineAction, _ reason: String, in state: RunState) {
        state.world.recordDecision(.refusedStep, detail: action.summary)
        state.refusedActions.append(RefusedAction(time: action.time, summary: action.summary, reason: reason))
    }
}
