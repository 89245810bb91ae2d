import AntiGaming
import Platform

/// Every signal a device's validator was fed, in order, in a form a crowd can afford.
///
/// Nearly every signal is a minute — a tick, or a minute a sibling device shared — and a
/// device keeps them for the whole run, since a judgement at another strictness replays them.
/// Minutes are kept in 24 bytes each: the instant, the uptime as the clock's reading at boot
/// (shared by a run of ticks), the device, app, zone and offset by position in short lists, the
/// battery reading packed beside the threshold minute;
/// the other signals as they came, each with its position. `signals` gives back the very
/// values appended, in order.
struct SignalLog: Sendable {
    /// 24 bytes: the instant, and the rest as positions in short lists or packed bits.
    private struct Minute: Sendable {
        let millisecondsSinceEpoch: Int64
        /// A tick's clock at boot (`millisecondsSinceEpoch - uptimeMs`) as its position in
        /// `clockStarts` plus one, which changes only when the device restarts or its clock is
        /// set; 0 for a sibling minute, whose uptime is 0.
        let clockStart: UInt32
        /// The threshold minute, a tick's or a sibling minute's (0 for a sibling minute shared
        /// without one), in the low 16 bits; above them a tick's battery reading: the percent
        /// plus one in 7 bits (0: not read), then `isCharging`.
        let minuteAndBattery: UInt32
        let utcOffset: UInt16
        /// A tick's named zone: 0 for none (a bare offset, or a sibling minute), else its
        /// position in `zones` plus one.
        let zone: UInt16
        let app: UInt16
        /// The device's position in the low bits; above them `isSibling`, `isLearning` and
        /// `flag` (a tick's `isPaid`, a sibling minute's `isKept`), and for a sibling minute
        /// dropped as too fast `tooFastBit`.
        let deviceAndFlags: UInt16

        static let siblingBit: UInt16 = 1 << 15
        static let learningBit: UInt16 = 1 << 14
        static let flagBit: UInt16 = 1 << 13
        static let tooFastBit: UInt16 = 1 << 12
        static let deviceMask: UInt16 = tooFastBit - 1

        var isSibling: Bool { deviceAndFlags & Self.siblingBit != 0 }
        var isLearning: Bool { deviceAndFlags & Self.learningBit != 0 }
        var flag: Bool { deviceAndFlags & Self.flagBit != 0 }
        var isTooFast: Bool { deviceAndFlags & Self.tooFastBit != 0 }
        var device: Int { Int(deviceAndFlags & Self.deviceMask) }
        var minute: Int { Int(minuteAndBattery & Self.minuteMask) }

        static let minuteMask: UInt32 = 0xFFFF
        static let batteryShift: UInt32 = 16
        static let chargingBit: UInt32 = 1 << 23

        var battery: BatteryReading? {
            let percentPlusOne = Int((minuteAndBattery >> Self.batteryShift) & 0x7F)
            guard percentPlusOne > 0 else { return nil }
            return BatteryReading(percent: percentPlusOne - 1, isCharging: minuteAndBattery & Self.chargingBit != 0)
        }

        static func minuteAndBattery(_ minute: Int, _ battery: BatteryReading?) -> UInt32 {
            precondition(minute >= 0 && minute <= Int(minuteMask), "a threshold minute is within a day or so")
            guard let battery else { return UInt32(minute) }
            return UInt32(minute) | UInt32(battery.percent + 1) << batteryShift | (battery.isCharging ? chargingBit : 0)
        }

        static func deviceAndFlags(_ device: UInt16, isSibling: Bool, isLearning: Bool, flag: Bool) -> UInt16 {
            precondition(device <= deviceMask, "a child has a few devices")
            return device | (isSibling ? siblingBit : 0) | (isLearning ? learningBit : 0) | (flag ? flagBit : 0)
        }
    }

    private var minutes: [Minute] = []
    /// The signals that are not minutes, each with its position among all.
    private var others: [(position: Int, signal: UsageSignal)] = []
    private var devices: [DeviceID] = []
    private var apps: [AppID] = []
    private var zones: [String] = []
    private var utcOffsets: [Int] = []
    /// Each clock reading at boot the ticks showed, in order, a new one only when it changed.
    private var clockStarts: [Int64] = []

    var count: Int { minutes.count + others.count }

    mutating func append(_ signal: UsageSignal) {
        switch signal {
        case .tick(let tick):
            let milliseconds = tick.at.instant.millisecondsSinceEpoch
            if clockStarts.last != milliseconds - tick.uptimeMs { clockStarts.append(milliseconds - tick.uptimeMs) }
            minutes.append(
                Minute(
                    millisecondsSinceEpoch: milliseconds, clockStart: UInt32(clockStarts.count),
                    minuteAndBattery: Minute.minuteAndBattery(tick.minute, tick.battery),
                    utcOffset: Self.position(of: tick.at.utcOffsetSeconds, in: &utcOffsets),
                    zone: tick.zoneIdentifier.map { Self.position(of: $0, in: &zones) + 1 } ?? 0,
                    app: Self.position(of: tick.app, in: &apps),
                    deviceAndFlags: Minute.deviceAndFlags(
                        Self.position(of: tick.device, in: &devices), isSibling: false,
                        isLearning: tick.category == .learning, flag: tick.isPaid)
                ))
        case .siblingMinute(let sibling):
            minutes.append(
                Minute(
                    millisecondsSinceEpoch: sibling.at.instant.millisecondsSinceEpoch, clockStart: 0,
                    minuteAndBattery: Minute.minuteAndBattery(sibling.minute ?? 0, nil),
                    utcOffset: Self.position(of: sibling.at.utcOffsetSeconds, in: &utcOffsets), zone: 0,
                    app: Self.position(of: sibling.app, in: &apps),
                    deviceAndFlags: Minute.deviceAndFlags(
                        Self.position(of: sibling.device, in: &devices), isSibling: true,
                        isLearning: true, flag: sibling.isKept)
                        | (sibling.ruling == .tooFast ? Minute.tooFastBit : 0)
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
            utcOffsetSeconds: utcOffsets[Int(minute.utcOffset)]
        )
        let device = devices[minute.device]
        let app = apps[Int(minute.app)]
        if minute.isSibling {
            return .siblingMinute(
                SiblingMinute(
                    device: device, app: app, at: at,
                    ruling: minute.flag ? .kept : minute.isTooFast ? .tooFast : .withheld,
                    minute: minute.minute == 0 ? nil : minute.minute
                ))
        }
        return .tick(
            UsageTick(
                device: device, app: app, category: minute.isLearning ? .learning : .reward, minute: minute.minute,
                at: at, uptimeMs: minute.millisecondsSinceEpoch - clockStarts[Int(minute.clockStart) - 1],
                zoneIdentifier: minute.zone == 0 ? nil : zones[Int(minute.zone) - 1], isPaid: minute.flag,
                battery: minute.battery
            ))
    }

    /// A value's position in its short list (a child has a few devices, apps, zones and
    /// offsets), added
    /// at the end when new: a linear search finds one sooner than hashing would.
    private static func position<Value: Equatable>(of value: Value, in list: inout [Value]) -> UInt16 {
        if let position = list.firstIndex(of: value) { return UInt16(position) }
        list.append(value)
        return UInt16(list.count - 1)
    }
}
