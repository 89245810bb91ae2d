import Checkers
import FamilyApp
import Platform
import RewardEngine
import Simulation

/// A parent re-sorting an app or changing its rate on their phone.
extension SyncRun {
    /// For each child: the change built on the app as the phone knows it (the last change it
    /// holds, else the catalogue the family set up), sent as the app's field of the settings
    /// record and a command the child's device answers; the phone must show it at once.
    func setApp(
        _ app: AppID, _ change: AppChange, for children: [ChildID], parent: ParentID, _ action: TimelineAction,
        in state: RunState
    ) {
        guard let phone = phoneApp(of: parent, action, in: state) else { return }
        let field = SyncedAppSetting.field(of: app)
        for child in children {
            let current = phone.changedCategory(of: app, for: child) ?? state.scenario.catalog.category(of: app)!
            let category: AppCategory
            switch change.applied(to: current) {
            case .failure(let refusal):
                ActionPerformer.refuse(action, "\(app) cannot change for \(child): \(refusal.reason)", in: state)
                continue
            case .success(let changed):
                category = changed
            }
            let refusal: String?
            let result = phone.changeApp(app, of: child, to: category)
            switch result {
            case .success(let command):
                refusal = nil
                if phone.changedCategory(of: app, for: child) != category {
                    checkers.log.note(
                        Violation(
                            checker: .readYourWrites, timeMs: world.loop.now, devices: [phone.device], subject: command,
                            detail: "\(phone.device) does not show its own change of \(app) for \(child)"
                        ))
                }
            case .failure(.settingsUnknown):
                refusal = "\(phone.device) has not yet received \(child)'s settings"
            case .failure(.invalid), .failure(.nothingChanged):
                refusal =
                    "nothing changed: \(app) is already \(SyncedAppSetting.describe(category)) for \(child) on "
                    + "\(phone.device)"
            case .failure(.locked(let reason)), .failure(.unavailable(let reason)):
                refusal = "\(phone.device) refuses: \(reason)"
            }
            if let refusal { ActionPerformer.refuse(action, refusal, in: state) }
            world.intents.record(
                actor: parent.rawValue, device: phone.device, atMs: world.loop.now,
                .setting(
                    child: child, setting: field, value: SyncedAppSetting.value(of: category), change: try? result.get()
                ),
                refusal: refusal
            )
            judgeAfterBound()
        }
    }
}
