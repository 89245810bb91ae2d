import Platform

/// The app's timers on a simulated device: a timer set by one process of the app fires only if
/// that process still lives when it comes due, and only while it runs — one that comes due while
/// the app is suspended fires at its next run.
final class HostTimer: AppTimer {
    unowned let world: World
    unowned let host: CloudHost

    init(world: World, host: CloudHost) {
        self.world = world
        self.host = host
    }

    func schedule(afterMs delayMs: Int64, _ work: @escaping () -> Void) {
        let generation = host.appGeneration
        world.runLater(afterMs: delayMs) { [host] in
            host.whenAppRuns(generation: generation, work)
        }
    }
}
