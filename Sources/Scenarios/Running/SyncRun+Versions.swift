import FamilyApp
import Platform
import Simulation
import SimulationKernel

/// The app builds on the parents' phones: updates by a step or by the App Store's automatic
/// updates, and the remote switch for co-parents.
extension SyncRun {
    /// Each phone with automatic updates and an older build updates to the latest at a moment
    /// drawn uniformly within its window, from a stream of its own, so that adding a phone does
    /// not move another's update.
    func scheduleAutomaticUpdates(from start: Instant) {
        for parent in parents {
            guard let device = parent.device, let windowMs = parent.autoUpdateWithinMs,
                parent.appVersion < AppVersion.latest
            else { continue }
            var random = world.random.fork("app-update:\(device)")
            let atMs = start.millisecondsSinceEpoch + random.int(in: 0...windowMs)
            world.runLater(afterMs: atMs - world.loop.now) { self.updateApp(on: device, to: AppVersion.latest) }
        }
    }

    /// The App Store installs `version` on the phone; nothing it holds is lost, and the parent's
    /// next step runs on the new build. False when the phone already runs it or a later one.
    @discardableResult
    func updateApp(on device: DeviceID, to version: AppVersion) -> Bool {
        guard !replacedPhones.contains(device), let app = parentApp(on: device), app.build.version < version else {
            return false
        }
        app.update(to: version)
        world.recordDecision(.appUpdated, detail: "\(device) \(version.rawValue)")
        return true
    }

    /// The product flips the co-parent switch of its remote configuration; every parent's app
    /// fetches it at once.
    func switchCoParents(on: Bool) {
        world.recordDecision(.remoteConfig, detail: "co_parents \(on ? "on" : "off")")
        for parent in parents {
            guard let app = parentApps[parent.id] else { continue }
            var config = app.remoteConfig
            config.coParentsEnabled = on
            app.fetched(config)
        }
    }

    /// The app on `parent`'s phone refuses to take part in inviting or accepting a second
    /// parent (see `ParentDeviceApp.coParentRefusal`): the refusal is what the parent is told.
    func refusedByBuild(_ parent: ParentID, _ action: String, for joiner: ParentID) -> Bool {
        guard let refusal = parentApps[parent]?.coParentRefusal else { return false }
        invitationResults[joiner, default: []].append(refusal)
        noteMembership(joiner, action, by: parent, refusal: refusal)
        return true
    }
}
