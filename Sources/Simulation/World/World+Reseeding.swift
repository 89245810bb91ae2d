import Platform
import SimulationKernel

/// Reseeding a run from a moment on: everything before the moment happens exactly as in the
/// run with the same seed, and from the moment on every stream the platform draws from as the
/// run goes — the network's losses and latencies, pushes, when iOS runs background work, the
/// injected faults' strikes on later days — draws from a stream derived from the salt.
///
/// What this answers (`rewardsim localize`): if a failing run's chance is redrawn from T on and
/// it still fails nearly every time, its fate was sealed before T. What it leaves as it was:
/// draws made when the run began — a persona's plan, the random outages of a `sync:` block's
/// `partitions_per_day`, whether a device-long fault afflicts the device — are part of the
/// replayed past, not of the chance redrawn.
extension World {
    /// Schedules the reseed at `moment`. Scheduled before the script, it comes before every
    /// step and event due at the same millisecond: "from T on" includes T.
    public func reseed(from moment: Instant, salt: UInt64) {
        precondition(reseedSalt == nil, "a run is reseeded at most once")
        reseedSalt = salt
        loop.schedule(.reseed, at: max(moment.millisecondsSinceEpoch, loop.now))
    }

    func reseedStreams() {
        guard let salt = reseedSalt else { preconditionFailure("a reseed event fired with no salt scheduled") }
        for device in childDevices {
            let today = LocalTimestamp(instant: now, utcOffsetSeconds: device.homeUtcOffsetSeconds).date
            device.faults.reseed(salt: salt, today: today)
            device.background.reseed(salt: salt)
        }
        for parent in parentDevices {
            parent.random = parent.random.reseeded(salt: salt)
        }
        for connection in connections {
            connection.linkRandom = connection.linkRandom.reseeded(salt: salt)
            connection.pushRandom = connection.pushRandom.reseeded(salt: salt)
        }
    }
}
