import Platform

/// The app's timers on a simulated device: a timer set by one process of the app fires only if
/// that process still lives when it comes due.
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
            guard host.appGeneration == generation, host.isAppAlive else { return }
            work()
        }
    }
}
