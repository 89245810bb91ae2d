import Platform
import YAMLSubset

extension ScenarioDecoder {
    /// `+01:00`, `-05:30`, `Z`, or a zone's identifier such as `Europe/Paris`.
    mutating func timeZone(_ scalar: YAMLScalar) -> DeviceTimeZone? {
        if let offset = ScenarioTimeFormat.utcOffset(scalar.value) {
            return .fixed(utcOffsetSeconds: offset)
        }
        if let zone = NamedTimeZone.named(scalar.value) {
            return .named(zone)
        }
        let looksNamed =
            scalar.value.contains { $0.isLetter } && !scalar.value.hasPrefix("+") && !scalar.value.hasPrefix("-")
        if looksNamed {
            let known = NamedTimeZone.all.map(\.identifier).joined(separator: ", ")
            fail(
                "'\(scalar.value)' is not a time zone RewardSim knows", at: scalar.location, length: scalar.length,
                help:
                    "did you mean \(NamedTimeZone.closestIdentifier(to: scalar.value))? Known zones: \(known); or "
                    + "an offset such as +01:00"
            )
        } else {
            fail(
                "'\(scalar.value)' is not a UTC offset", at: scalar.location, length: scalar.length,
                help: "offsets look like +01:00, -05:30 or Z; zones by name look like Europe/Paris")
        }
        return nil
    }

    /// The top-level `time_zone`, every device's zone unless it gives its own; without it, the
    /// start's offset. A named zone must agree with the offset the start is written in.
    mutating func decodeHomeZone(_ top: YAMLMapping, start: LocalTimestamp?) -> DeviceTimeZone {
        let startZone = DeviceTimeZone.fixed(utcOffsetSeconds: start?.utcOffsetSeconds ?? 0)
        guard let scalar = top.entry("time_zone").flatMap({ scalar($0.value, "'time_zone'") }),
            let zone = timeZone(scalar)
        else { return startZone }
        if let start, zone.offsetSeconds(at: start.instant) != start.utcOffsetSeconds {
            let inForce = LocalTimestamp.offsetText(zone.offsetSeconds(at: start.instant))
            fail(
                "\(zone) is \(inForce) at the start, which is written with "
                    + "\(LocalTimestamp.offsetText(start.utcOffsetSeconds))",
                at: scalar.location, length: scalar.length,
                help: "write the start with \(inForce)")
            return startZone
        }
        return zone
    }
}
