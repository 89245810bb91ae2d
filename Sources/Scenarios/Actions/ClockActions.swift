import Platform
import Simulation

// The device's clock and time zone, moved by the child or by a journey.

/// `set_clock: OFFSET`: the device's clock set to true time plus the offset.
struct SetClockAction: ChildDeviceAction {
    static let name = "set_clock"
    static let meaning =
        "the device's clock is set to true time + OFFSET (`+3h`, `-30m`, or `0` for true time "
        + "again). DeviceActivity follows the device clock (a jump past midnight starts a new interval at the next "
        + "use); the device's uptime does not move"
    static let keys: [ActionKey] = [ActionKey(name, "OFFSET", .required, "the offset from true time"), .device]

    let offsetMs: Int64
    let device: DeviceID

    static func decode(_ reader: StepReader, _ decoder: inout ScenarioDecoder) -> (Self, summary: String)? {
        let offsetMs = decoder.parsed(reader.value, ScenarioTimeFormat.signedDuration)
        let device = reader.device(reader.field("device", &decoder), &decoder)
        guard let offsetMs, let device else { return nil }
        return (
            Self(offsetMs: offsetMs, device: device),
            "set \(device.rawValue)'s clock to true time \(reader.value.value)"
        )
    }

    func perform(on device: SimulatedChildDevice, _ step: TimelineAction, in state: RunState) {
        device.setClock(offsetMs: offsetMs)
    }
}

/// `set_time_zone: ±HH:MM|ZONE`: the zone changed in Settings.
struct SetTimeZoneAction: ChildDeviceAction {
    static let name = "set_time_zone"
    static let meaning =
        "the device's time zone changes to an offset or a zone by identifier (`America/New_York`: "
        + "its offset follows the zone's daylight saving from then on); local days follow it. A name RewardSim does "
        + "not know is an error with the nearest known one"
    static let keys: [ActionKey] = [ActionKey(name, "±HH:MM|ZONE", .required, "the new time zone"), .device]

    let zone: DeviceTimeZone
    let device: DeviceID

    static func decode(_ reader: StepReader, _ decoder: inout ScenarioDecoder) -> (Self, summary: String)? {
        reader.zoneStep(&decoder).map {
            (Self(zone: $0.zone, device: $0.device), "set \($0.device.rawValue)'s time zone to \(reader.value.value)")
        }
    }

    func perform(on device: SimulatedChildDevice, _ step: TimelineAction, in state: RunState) {
        device.setTimeZone(zone)
    }
}

/// `travel: ±HH:MM|ZONE`: the device arrives in a zone and takes it from its location.
struct TravelAction: ChildDeviceAction {
    static let name = "travel"
    static let meaning =
        "the device arrives in another zone and, date and time being set automatically (the iOS "
        + "default), takes it from its location: the zone changes as with `set_time_zone`, but "
        + "`require_automatic_date_and_time` does not refuse it. Nothing about it is gaming. A persona's trip travels"
    static let keys: [ActionKey] = [
        ActionKey(name, "±HH:MM|ZONE", .required, "the zone the device arrives in"), .device,
    ]

    let zone: DeviceTimeZone
    let device: DeviceID

    static func decode(_ reader: StepReader, _ decoder: inout ScenarioDecoder) -> (Self, summary: String)? {
        reader.zoneStep(&decoder).map {
            (Self(zone: $0.zone, device: $0.device), "\($0.device.rawValue) travels to \(reader.value.value)")
        }
    }

    func perform(on device: SimulatedChildDevice, _ step: TimelineAction, in state: RunState) {
        device.travel(to: zone)
    }
}

private extension StepReader {
    /// The zone of the value and the `device:`, or the only device.
    func zoneStep(_ decoder: inout ScenarioDecoder) -> (zone: DeviceTimeZone, device: DeviceID)? {
        let zone = decoder.timeZone(value)
        let device = device(field("device", &decoder), &decoder)
        guard let zone, let device else { return nil }
        return (zone, device)
    }
}
