import Platform

/// What a device's parts need of the world to act in it: true time, the event queue their
/// timers go on (each event names the device by its index) and the trace their decisions go to.
/// The parts get this, and the siblings they read, rather than the whole device.
struct DeviceContext {
    unowned let world: World
    let index: Int32

    var nowMs: Int64 { world.loop.now }
    var now: Instant { world.now }

    func schedule(_ event: WorldEvent, after delayMs: Int64) {
        world.loop.schedule(event, after: delayMs)
    }

    func schedule(_ event: WorldEvent, at timeMs: Int64) {
        world.loop.schedule(event, at: timeMs)
    }

    func record(_ decision: Decision, detail: String = "") {
        world.recordDecision(decision, device: index, detail: detail)
    }
}
