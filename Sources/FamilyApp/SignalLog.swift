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
                device: position(of: tick.device), app: position(of: tick.app),
                zone: tick.zoneIdentifier.map { position(ofZone: $0) + 1 } ?? 0,
                utcOffsetSeconds: Int32(tick.at.utcOffsetSeconds), minute: Int32(tick.minute),
                millisecondsSinceEpoch: tick.at.instant.millisecondsSinceEpoch, uptimeMs: tick.uptimeMs
            ))
        case .siblingMinute(let sibling):
            minutes.append(Minute(
                isSibling: true, isLearning: true, flag: sibling.isKept,
                device: position(of: sibling.device), app: position(of: sibling.app), zone: 0,
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

    /// A device's position in `devices`, added at the end when new (a child has a few).
    private mutating func position(of device: DeviceID) -> UInt16 {
        if let position = devices.firstIndex(of: device) { return UInt16(position) }
        devices.append(device)
        return UInt16(devices.count - 1)
    }

    private mutating func position(of app: AppID) -> UInt16 {
        if let position = apps.firstIndex(of: app) { return UInt16(position) }
        apps.append(app)
        return UInt16(apps.count - 1)
    }

    /// A zone identifier's position in `zones` (a device meets a few: home and its trips).
    private mutating func position(ofZone zone: String) -> UInt16 {
        if let position = zones.firstIndex(of: zone) { return UInt16(position) }
        zones.append(zone)
        return UInt16(zones.count - 1)
    }
}
