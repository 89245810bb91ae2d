import Platform

/// The app's timers on a simulated device: a timer set by one process of the app fires only if
/// that process still lives when it comes due, and only while it runs — one that comes due while
/// the app is suspended fires at its next run, and the connection notes the moment for the
/// checkers (``CloudConnection/timersDueAfterRunMs``).
final class HostTimer: AppTimer {
    unowned let world: World
    unowned let host: CloudHost
    unowned let connection: CloudConnection

    init(world: World, host: CloudHost, connection: CloudConnection) {
        self.world = world
        self.host = host
        self.connection = connection
    }

    func schedule(afterMs delayMs: Int64, _ work: @escaping () -> Void) {
        let generation = host.appGeneration
        world.runLater(afterMs: delayMs) { [world, host, connection] in
            if host.whenAppRuns(generation: generation, work) != .ranNow {
                connection.timersDueAfterRunMs.append(world.loop.now)
            }
        }
    }
}
