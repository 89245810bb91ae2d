import Platform
import Simulation

// The rewards app's life on a device: launched, force-quit, deleted and installed again, its
// background work switched off or run on demand.

/// `force_quit: DEVICE`: the app swiped away on a child's device, or its process ended on a
/// parent's phone.
struct ForceQuitAction: TimelineActionType {
    static let name = "force_quit"
    static let meaning =
        "a parent's phone (with `sync`): the app's process ends — answers and timers meant for it "
        + "are lost, its sync engine starts again from what it saved. A child's device: the child swipes the app "
        + "away: the process ends, a running task is killed and queued work lost; no background task runs until the "
        + "app is launched again (the DeviceActivity extension keeps counting)"
    static let keys: [ActionKey] = [
        ActionKey(name, "DEVICE", .required, "a child device, or (with `sync`) a parent's phone"),
        .label(.optional),
    ]

    let device: DeviceID
    /// A parent's phone rather than a child's device: only the app's process ends.
    let isParentPhone: Bool

    static func decode(_ reader: StepReader, _ decoder: inout ScenarioDecoder) -> (Self, summary: String)? {
        let value = reader.value
        if reader.names.parentDeviceNames.contains(value.value) {
            guard reader.names.isSyncModelled else {
                decoder.fail(
                    "'force_quit' of a parent's phone needs the scenario's 'sync' block",
                    at: value.location, length: value.length,
                    help: "add a top-level 'sync:' block (every key has a default), or name a child device")
                return nil
            }
            return (Self(device: DeviceID(value.value), isParentPhone: true), "\(name) \(value.value)")
        }
        return reader.device(value, &decoder).map {
            (Self(device: $0, isParentPhone: false), "\(name) \($0.rawValue)")
        }
    }

    var target: DeviceID? { device }
    var isChildsStep: Bool { !isParentPhone }

    func perform(_ step: TimelineAction, in state: RunState) {
        state.sync?.noteFaultChanged()
        state.sync?.appWasForceQuit(on: device)
        guard !isParentPhone else {
            guard let phone = state.sync?.parentDevices[device] else {
                preconditionFailure("force_quit of \(device): the decoder admits a parent's phone only with sync")
            }
            return phone.forceQuitApp()
        }
        state.device(device).forceQuitApp()
        ActionPerformer.noteOccurrence(step, in: state)
    }
}

/// `launch: DEVICE`: the child opens the rewards app, starting it again after a force-quit.
struct LaunchAction: ChildDeviceAction {
    static let name = "launch"
    static let meaning =
        "the child unlocks the device and opens the ScreenTime Rewards app (starting it again after "
        + "a force-quit): it resubmits its requests and catches up in the foreground — reconciliation, then every "
        + "ended day not yet closed. Without `for` Auto-Lock decides"
    static let keys: [ActionKey] = [
        .ownDevice(name), .duration(.optional, "how long the child stays in the app; absent, Auto-Lock decides"),
        .then, .label(.defaulted("engaged")),
    ]

    let device: DeviceID
    let durationMs: Int64?
    let lockAfter: Bool

    static func decode(_ reader: StepReader, _ decoder: inout ScenarioDecoder) -> (Self, summary: String)? {
        guard let stay = reader.deviceStay(&decoder) else { return nil }
        let action = Self(device: stay.device, durationMs: stay.durationMs, lockAfter: stay.lockAfter)
        return (action, "\(name) \(stay.device.rawValue)")
    }

    var foregroundMs: Int64 { durationMs ?? 0 }

    func perform(on device: SimulatedChildDevice, _ step: TimelineAction, in state: RunState) {
        if device.isAppForceQuit { state.sync?.noteFaultChanged() }
        device.unlock()
        device.launchApp()
        if let durationMs { device.interact(forMs: durationMs, lockAfter: lockAfter) }
    }
}

/// `background_refresh: on|off`: the Background App Refresh switch for the app.
struct BackgroundRefreshAction: ChildDeviceAction {
    static let name = "background_refresh"
    static let meaning =
        "the Background App Refresh switch for the app: while off, the app's requests are refused "
        + "(`unavailable`) and pending ones do not start"
    static let keys: [ActionKey] = [ActionKey(name, "on|off", .required, "the switch on or off"), .device]

    let isOn: Bool
    let device: DeviceID

    static func decode(_ reader: StepReader, _ decoder: inout ScenarioDecoder) -> (Self, summary: String)? {
        reader.onOffSwitch(&decoder).map { (Self(isOn: $0.isOn, device: $0.device), $0.summary) }
    }

    func perform(on device: SimulatedChildDevice, _ step: TimelineAction, in state: RunState) {
        device.setBackgroundAppRefresh(isOn)
    }
}

/// `run_task: refresh|processing`: the system launches the pending request of that kind now.
struct RunTaskAction: ChildDeviceAction {
    static let name = "run_task"
    static let meaning =
        "the system launches the oldest pending request of that kind now, whatever its delay, idle "
        + "or power requirement (as Xcode's simulate-launch command does); refused with a warning when none is "
        + "pending or the app was force-quit"
    static let keys: [ActionKey] = [
        ActionKey(
            name, BackgroundTaskKind.allCases.map(\.rawValue).joined(separator: "|"), .required,
            "the kind of background task"),
        .device,
    ]

    let kind: BackgroundTaskKind
    let device: DeviceID

    static func decode(_ reader: StepReader, _ decoder: inout ScenarioDecoder) -> (Self, summary: String)? {
        let kinds = BackgroundTaskKind.allCases.map(\.rawValue)
        let kind = decoder.reference(reader.value, kind: "task kind", known: kinds).flatMap(BackgroundTaskKind.init)
        guard let device = reader.device(reader.field("device", &decoder), &decoder), let kind else { return nil }
        return (Self(kind: kind, device: device), "\(name) \(kind.rawValue) on \(device.rawValue)")
    }

    func perform(on device: SimulatedChildDevice, _ step: TimelineAction, in state: RunState) {
        if let reason = device.runPendingTask(kind) { ActionPerformer.refuse(step, reason, in: state) }
    }
}

/// `delete_app: DEVICE`: the child deletes the rewards app.
struct DeleteAppAction: DeviceValueAction {
    static let name = "delete_app"
    static let meaning =
        "the child deletes the rewards app: its Screen Time authorisation goes with it (status "
        + "`notDetermined`: DeviceActivity delivers nothing and shields come down), its process ends, and nothing of "
        + "it runs — no background task, push or launch — until it is installed again. Refused, with "
        + "`deny_app_removal`, while the app is authorised: nothing changes, the trace records `appRemovalRefused` "
        + "and `app_removals_refused` counts it (a refused deletion is no act: ground truth records none). Deleting "
        + "an app already deleted does nothing"
    static let keys: [ActionKey] = [.ownDevice(name), .label(.defaulted("app_deleted"))]
    let device: DeviceID

    func perform(on device: SimulatedChildDevice, _ step: TimelineAction, in state: RunState) {
        if device.deleteApp() { ActionPerformer.noteOccurrence(step, in: state, default: .appDeleted) }
    }
}

/// `reinstall_app: DEVICE`: the child installs the app again.
struct ReinstallAppAction: DeviceValueAction {
    static let name = "reinstall_app"
    static let meaning =
        "the child installs the app again: it stays closed until a `launch` (which starts it afresh, "
        + "as after a force-quit) and unauthorised until `restore_permission` (on a child's device a parent grants "
        + "the authorisation). Does nothing if the app is installed"
    let device: DeviceID

    func perform(on device: SimulatedChildDevice, _ step: TimelineAction, in state: RunState) {
        device.reinstallApp()
    }
}

/// `revoke_permission: DEVICE`: the child turns off the app's Screen Time permission.
struct RevokePermissionAction: DeviceValueAction {
    static let name = "revoke_permission"
    static let meaning =
        "the child turns off the app's Screen Time permission: DeviceActivity delivers nothing and "
        + "shields come down until it is restored"
    static let keys: [ActionKey] = [.ownDevice(name), .label(.defaulted("permission_revoked"))]
    let device: DeviceID

    func perform(on device: SimulatedChildDevice, _ step: TimelineAction, in state: RunState) {
        device.revokeAuthorization()
        ActionPerformer.noteOccurrence(step, in: state, default: .permissionRevoked)
    }
}

/// `restore_permission: DEVICE`: a parent authorises the app again.
struct RestorePermissionAction: DeviceValueAction {
    static let name = "restore_permission"
    static let meaning = "a parent authorises the app again"
    let device: DeviceID

    func perform(on device: SimulatedChildDevice, _ step: TimelineAction, in state: RunState) {
        device.restoreAuthorization()
    }
}
