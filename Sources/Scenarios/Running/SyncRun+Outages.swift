import Platform
import Simulation
import SimulationKernel

/// Random outages drawn from the run's seed, one stream per device, so that adding a device
/// does not move another's outages.
extension SyncRun {
    /// Cuts each device off at random moments until `convergenceBoundMs` before `end`, so the
    /// quiet-time checkers can still judge the run.
    func scheduleRandomOutages(from start: Instant, until end: Instant) {
        guard spec.partitionsPerDay > 0 else { return }
        let lastMs = end.millisecondsSinceEpoch - spec.convergenceBoundMs
        let meanGapMs = Double(Instant.millisecondsPerDay) / Double(spec.partitionsPerDay)
        let devices = childApps.map(\.device) + parents.compactMap(\.device)
        for device in devices {
            var random = world.random.fork("outages:\(device)")
            var atMs = start.millisecondsSinceEpoch
            while true {
                atMs += Int64(random.exponential(mean: meanGapMs).rounded())
                guard atMs < lastMs else { break }
                let healMs = min(atMs + spec.partitionLength.draw(using: &random), lastMs)
                world.runLater(afterMs: atMs - world.loop.now) { self.cut(device, .both) }
                world.runLater(afterMs: healMs - world.loop.now) { self.cut(device, .none) }
                atMs = healMs
            }
        }
    }
}
