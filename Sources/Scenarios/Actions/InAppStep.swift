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
        guard waitedMs >= waitMsMax || hasFinishedLoading(device, in: state) else {
            return state.world.runLater(afterMs: lookIntervalMs) {
                wait(on: device, waitedMs: waitedMs + lookIntervalMs, in: state, act)
            }
        }
        tap(on: state.device(device), act)
        for step in state.waitingSteps.release(device) { ActionPerformer.perform(step, in: state) }
    }

    /// The child taps in the app, opening it again if the screen locked meanwhile (an earlier
    /// interaction ended, Auto-Lock ran out): the app acts only while it runs. A device that
    /// switched itself off meanwhile takes no tap.
    private static func tap(on device: SimulatedChildDevice, _ act: () -> Void) {
        guard !device.isPoweredOff else { return }
        if device.isLocked || device.foregroundApp != SimulatedChildDevice.hostApp {
            device.unlock()
            device.launchApp()
        }
        act()
    }

    /// The app has no queued work left, and nothing to send or fetch: it shows what the cloud
    /// holds (an app without a cloud has nothing to fetch).
    private static func hasFinishedLoading(_ device: DeviceID, in state: RunState) -> Bool {
        !state.device(device).hasQueuedWork && (state.app(device).sync?.engine?.isIdle ?? true)
    }
}
