import Platform

extension UsageValidator {
    /// Reads a device's clock and uptime, raising a flag the moment its clock goes off or its
    /// zone changes, and opening the windows in which its ticks stay suspect.
    mutating func read(_ slot: Int, at: LocalTimestamp, uptimeMs: Int64) -> DeviceWatch.Reading {
        let reading = watches[slot].read(
            at: at, uptimeMs: uptimeMs, clockToleranceMs: policy.clockChange.toleranceMs
        )
        let trusted = watches[slot].trustedTimestamp(reading.trustedMs)
        let device = watches[slot].device
        if reading.clockWentOff { raise(.clockChanged, device: device, at: at) }
        watches[slot].clockChange.noteReading(
            isClockOff: watches[slot].isClockOff, date: trusted.date, parameters: policy.clockChange
        )
        // A daylight-saving change is the zone's own: nothing to suspect (reading.zoneChanged
        // is false for it).
        if reading.zoneChanged
            && watches[slot].timeZoneChange.noteChange(
                to: trusted, isBackHome: watches[slot].isAtHomeOffset(at),
                requiresAutomaticDateAndTime: settings.choices.requiresAutomaticDateAndTime,
                parameters: policy.timeZoneChange
            )
        {
            raise(.timeZoneChanged, device: device, at: at)
        }
        return reading
    }
}
