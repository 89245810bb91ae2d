import Platform
import Simulation

/// A DeviceActivity extension that only writes down what the system told it and when, in
/// world (true) time, so that tests can compare whole callback sequences.
final class RecordingMonitor: DeviceActivityMonitor {
    struct Callback: Equatable, CustomStringConvertible {
        let time: Instant
        let kind: String
        let activity: ActivityName
        let event: EventName?
        let utcOffsetSeconds: Int

        /// `03-02 07:01:00 threshold daily game.1`, local time, milliseconds only when not zero.
        var description: String {
            let stamp = LocalTimestamp(instant: time, utcOffsetSeconds: utcOffsetSeconds).iso8601
            let characters = Array(stamp)
            let millis = String(characters[20..<23])
            let clock = String(characters[11..<19]) + (millis == "000" ? "" : ".\(millis)")
            let words = [String(characters[5..<10]), clock, kind, activity.rawValue]
            return (words + [event?.rawValue].compactMap { $0 }).joined(separator: " ")
        }
    }

    private unowned let world: World
    private let utcOffsetSeconds: Int
    private(set) var callbacks: [Callback] = []

    init(world: World, utcOffsetSeconds: Int) {
        self.world = world
        self.utcOffsetSeconds = utcOffsetSeconds
    }

    /// Every callback as one line, in the order received.
    var lines: [String] { callbacks.map(\.description) }

    var thresholds: [Callback] { callbacks.filter { $0.kind == "threshold" } }

    func intervalDidStart(for activity: ActivityName) {
        record("start", activity, nil)
    }

    func intervalDidEnd(for activity: ActivityName) {
        record("end", activity, nil)
    }

    func eventDidReachThreshold(_ event: EventName, activity: ActivityName) {
        record("threshold", activity, event)
    }

    private func record(_ kind: String, _ activity: ActivityName, _ event: EventName?) {
        callbacks.append(
            Callback(
                time: world.now, kind: kind, activity: activity, event: event, utcOffsetSeconds: utcOffsetSeconds
            ))
    }
}
