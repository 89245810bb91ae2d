import Platform
import Simulation

/// What the app cost a child's device on one day of the run (true time from the start): the
/// times the system woke it, how long it ran out of the foreground, what it exchanged with the
/// cloud, and an estimate of the energy that took.
///
/// A wake is a background task the system launched, a silent push that woke the app in the
/// background, or a DeviceActivity callback that launched the app's extension. Background run
/// time is each task's run, plus a brief run of `AppProcess.briefRunMs` per push wake (an upper
/// bound: two pushes inside one brief run share it). The child's own use of apps in the
/// foreground is not the app's cost and is not counted.
struct DeviceCost: Sendable, Equatable {
    var wakes = 0
    var backgroundMs: Int64 = 0
    var requests = 0
    var bytes = 0

    /// The estimated energy, in joules (`EnergyEstimate`).
    var energyJoules: Double {
        EnergyEstimate.joulesPerWake * Double(wakes)
            + EnergyEstimate.backgroundWatts * Double(backgroundMs) / 1_000
            + EnergyEstimate.joulesPerRequest * Double(requests)
            + EnergyEstimate.joulesPerByte * Double(bytes)
    }

    /// The energy as a share of the stated battery, in percent.
    var batteryPercent: Double {
        energyJoules / EnergyEstimate.batteryJoules * 100
    }

    /// The device's cost on each of the run's `dayCount` days, day 1 first.
    /// A task still running at `nowMs` counts up to then.
    static func byDay(
        _ device: SimulatedChildDevice, traffic: [DeviceTraffic], startMs: Int64, nowMs: Int64, dayCount: Int
    ) -> [DeviceCost] {
        var days = [DeviceCost](repeating: DeviceCost(), count: dayCount)
        func index(_ timeMs: Int64) -> Int? {
            let day = Int((timeMs - startMs) / Instant.millisecondsPerDay)
            return day < dayCount ? day : nil
        }
        for run in device.backgroundRuns {
            guard let day = index(run.startedAt.millisecondsSinceEpoch) else { continue }
            days[day].wakes += 1
            days[day].backgroundMs +=
                (run.endedAt?.millisecondsSinceEpoch ?? nowMs) - run.startedAt.millisecondsSinceEpoch
        }
        for (day, callbacks) in device.deliveredCallbacksByDay.enumerated() where day < dayCount {
            days[day].wakes += callbacks
        }
        for (day, figures) in traffic.enumerated() where day < dayCount {
            days[day].wakes += figures.backgroundPushWakes
            days[day].backgroundMs += Int64(figures.backgroundPushWakes) * AppProcess.briefRunMs
            days[day].requests += figures.requests
            days[day].bytes += figures.bytesSent + figures.bytesReceived
        }
        return days
    }
}

/// The energy model behind `DeviceCost.energyJoules`: a few costs per thing the app did, each
/// from a source or marked as an assumption. It is an estimate to compare designs and settings
/// with, of the right order — not a measurement; Xcode's energy gauge on a real device is.
enum EnergyEstimate {
    /// The stated battery: the iPad (10th generation), 28.6 Wh (Apple's technical
    /// specifications), a usual child's device.
    static let batteryWattHours = 28.6
    static let batteryJoules = batteryWattHours * 3_600
    /// Assumption: starting a process or an extension and letting it settle, about half a
    /// second of an active system at about one watt.
    static let joulesPerWake = 0.5
    /// Assumption: an app running in the background keeps a CPU core and memory awake, about one
    /// watt on an A-series chip.
    static let backgroundWatts = 1.0
    /// A request keeps the radio up for the transfer and "an additional period of time in
    /// anticipation of more work" (Apple, Energy Efficiency Guide for iOS Apps, "Energy and
    /// Networking"): on LTE a tail of about 10 s at about 1 W (Huang et al., "A Close
    /// Examination of Performance and Power Characteristics of 4G LTE Networks", MobiSys 2012).
    /// On Wi-Fi it is far less, and requests close together share one tail: an upper bound.
    static let joulesPerRequest = 10.0
    /// Assumption: moving a byte at about 1 Mbit/s with the radio at about 1 W.
    static let joulesPerByte = 8.0e-6
}
