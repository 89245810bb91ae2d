import Platform
import Simulation

/// A child's step done in the rewards app — a redemption, a request for a reward. As a real
/// tap would, the child unlocks the device and opens the app; the app comes to the front and
/// does its foreground work — the fetch on becoming active, the catch-up it queues — and only
/// then does the child act, on what the app then shows. The child waits for the app at most
/// ``waitMsMax``: an app that cannot reach the cloud shows what it holds, and the child acts
/// on that. While the child waits, the child's other steps on the device wait their turn, so
/// the app is not left before its work is done.
///
/// Without a cloud the app has nothing to fetch, and the step stays what it was: the system
/// counts an opening of the app and lets it run briefly, the screen unchanged. The anti-gaming
/// populations are measured that way; bringing the app to the front there too changes what the
/// validator sees (more honest sessions flagged for review), a change to measure of its own.
enum InAppStep {
    /// How often the child looks whether the app has finished loading.
    static let lookIntervalMs: Int64 = 250
    /// How long a child waits for the app before acting on what it shows: a few of the app's
    /// work items (2 s each by default) and a fetch.
    static let waitMsMax: Int64 = 20_000

    static func perform(on device: SimulatedChildDevice, in state: RunState, _ act: @escaping () -> Void) {
        guard state.app(device.id).sync != nil else {
            device.noteAppUsedInForeground()
            return act()
        }
        device.unlock()
        device.launchApp()
        guard !hasFinishedLoading(device.id, in: state) else { return act() }
        state.waitingSteps.hold(device.id)
        state.world.runLater(afterMs: lookIntervalMs) {
            wait(on: device.id, waitedMs: lookIntervalMs, in: state, act)
        }
    }

    private static func wait(on device: DeviceID, waitedMs: Int64, in state: RunState, _ act: @escaping () -> Void) {
        reopenIfPutAway(state.device(device))
        guard waitedMs >= waitMsMax || hasFinishedLoading(device, in: state) else {
            return state.world.runLater(afterMs: lookIntervalMs) {
                wait(on: device, waitedMs: waitedMs + lookIntervalMs, in: state, act)
            }
        }
        if !state.device(device).isPoweredOff { act() }
        for step in state.waitingSteps.release(device) { ActionPerformer.perform(step, in: state) }
    }

    /// The child, still holding the device, opens the app again if the screen locked while the
    /// child waited (an earlier interaction ended at that moment, Auto-Lock ran out): a locked
    /// app is suspended, so it would neither finish its fetch nor take the tap. A device that
    /// switched itself off meanwhile stays off and takes no tap.
    private static func reopenIfPutAway(_ device: SimulatedChildDevice) {
        guard !device.isPoweredOff,
            device.isLocked || device.foregroundApp != SimulatedChildDevice.hostApp
        else { return }
        device.unlock()
        device.launchApp()
    }

    /// The app has no queued work left, and nothing to send or fetch: it shows what the cloud
    /// holds (an app without a cloud has nothing to fetch).
    private static func hasFinishedLoading(_ device: DeviceID, in state: RunState) -> Bool {
        !state.device(device).hasQueuedWork && (state.app(device).sync?.engine?.isIdle ?? true)
    }
}
