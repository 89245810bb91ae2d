import AntiGaming
import Platform

/// Every signal a device's validator was fed, in order, in a form a crowd can afford.
///
/// Nearly every signal is a minute — a tick, or a minute a sibling device shared — and a
/// device keeps them for the whole run, since a judgement at another strictness replays them.
/// Minutes are kept as fixed-size numbers that name their device and app by position in a
/// short list (about a third of the room of a signal); the other signals as they came, each
/// with its position. `signals` gives back the very values appended, in order.
struct SignalLog: Sendable {
    private struct Minute: Sendable {
        let isSibling: Bool
        let isLearning: Bool
        /// A tick's `isPaid`, a sibling minute's `isKept`.
        let flag: Bool
        let device: UInt16
        let app: UInt16
        /// A tick's named zone: 0 for none (a bare offset, or a sibling minute), else its
        /// position in `zones` plus one.
        let zone: UInt16
        let utcOffsetSeconds: Int32
        /// A tick's threshold minute; 0 for a sibling minute.
        let minute: Int32
        let millisecondsSinceEpoch: Int64
        /// A tick's uptime; 0 for a sibling minute.
        let uptimeMs: Int64
    }

    private var minutes: [Minute] = []
    /// The signals that are not minutes, each with its position among all.
    private var others: [(position: Int, signal: UsageSignal)] = []
    private var devices: [DeviceID] = []
    private var apps: [AppID] = []
    private var zones: [String] = []

    var count: Int { minutes.count + others.count }

    mutating func append(_ signal: UsageSignal) {
        switch signal {
        case .tick(let tick):
            minutes.append(Minute(
                isSibling: false, isLearning: tick.category == .learning, flag: tick.isPaid,
                device: Self.position(of: tick.device, in: &devices), app: Self.position(of: tick.app, in: &apps),
                zone: tick.zoneIdentifier.map { Self.position(of: $0, in: &zones) + 1 } ?? 0,
                utcOffsetSeconds: Int32(tick.at.utcOffsetSeconds), minute: Int32(tick.minute),
                millisecondsSinceEpoch: tick.at.instant.millisecondsSinceEpoch, uptimeMs: tick.uptimeMs
            ))
        case .siblingMinute(let sibling):
            minutes.append(Minute(
                isSibling: true, isLearning: true, flag: sibling.isKept,
                device: Self.position(of: sibling.device, in: &devices), app: Self.position(of: sibling.app, in: &apps), zone: 0,
                utcOffsetSeconds: Int32(sibling.at.utcOffsetSeconds), minute: 0,
                millisecondsSinceEpoch: sibling.at.instant.millisecondsSinceEpoch, uptimeMs: 0
            ))
        case .intervalStarted, .monitoringStarted, .authorizationChanged, .appRan, .deviceBooted:
            others.append((count, signal))
        }
    }

    /// Every signal appended, in order.
    var signals: [UsageSignal] {
        var signals: [UsageSignal] = []
        signals.reserveCapacity(count)
        var other = others.startIndex
        for minute in minutes {
            while other < others.endIndex && others[other].position == signals.count {
                signals.append(others[other].signal)
                other += 1
            }
            signals.append(signal(of: minute))
        }
        signals.append(contentsOf: others[other...].map(\.signal))
        return signals
    }

    private func signal(of minute: Minute) -> UsageSignal {
        let at = LocalTimestamp(
            instant: Instant(millisecondsSinceEpoch: minute.millisecondsSinceEpoch),
            utcOffsetSeconds: Int(minute.utcOffsetSeconds)
        )
        let device = devices[Int(minute.device)], app = apps[Int(minute.app)]
        if minute.isSibling {
            return .siblingMinute(SiblingMinute(device: device, app: app, at: at, isKept: minute.flag))
        }
        return .tick(UsageTick(
            device: device, app: app, category: minute.isLearning ? .learning : .reward, minute: Int(minute.minute),
            at: at, uptimeMs: minute.uptimeMs,
            zoneIdentifier: minute.zone == 0 ? nil : zones[Int(minute.zone) - 1], isPaid: minute.flag
        ))
    }

    /// A value's position in its short list (a child has a few devices, apps and zones), added
    /// at the end when new: a linear search finds one sooner than hashing would.
    private static func position<Value: Equatable>(of value: Value, in list: inout [Value]) -> UInt16 {
        if let position = list.firstIndex(of: value) { return UInt16(position) }
        list.append(value)
        return UInt16(list.count - 1)
    }
}
