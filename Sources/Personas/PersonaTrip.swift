import Platform
import SimulationKernel

/// A trip abroad, drawn once per run: the device's zone moves to the destination on the
/// morning of the departure day and back home on the morning of the return day. Nothing about
/// it is gaming: the steps are labelled engaged, and the sessions meanwhile are the routine's.
struct PersonaTrip {
    let departureDay: Int
    let returnDay: Int
    let zoneOffsetSeconds: Int

    /// The local time of day the zone changes (the traveller's phone on landing).
    static let changeMsOfDay: Int64 = 9 * Instant.millisecondsPerHour

    /// nil when the profile travels not, loses the draw, or the run is too short for a trip.
    init?(profile: PersonaProfile, context: PersonaContext, random: SeededRandom) {
        var stream = random.fork("trip")
        guard profile.tripChancePercent > 0, stream.chance(Int64(profile.tripChancePercent), in: 100) else {
            return nil
        }
        let length = Int(stream.int(in: Int64(profile.tripDaysMin)...Int64(profile.tripDaysMax)))
        guard context.days > length + 1 else { return nil }
        departureDay = Int(stream.int(in: 1...Int64(context.days - length - 1)))
        returnDay = departureDay + length
        let hours = (profile.tripZoneHoursMin...profile.tripZoneHoursMax).filter { $0 != 0 }
        let home = context.homeZone.offsetSeconds(at: context.start.instant)
        let away = hours[Int(stream.int(below: Int64(hours.count)))] * 3_600
        zoneOffsetSeconds = min(max(home + away, -12 * 3_600), 14 * 3_600)
    }

    /// The zone change this day, if it is the departure or the return.
    func episode(on day: PersonaDay, dayIndex: Int, home: DeviceTimeZone) -> Episode? {
        let zone: DeviceTimeZone
        switch dayIndex {
        case departureDay: zone = .fixed(utcOffsetSeconds: zoneOffsetSeconds)
        case returnDay: zone = home
        default: return nil
        }
        return Episode(
            desiredStart: day.midnight + Self.changeMsOfDay,
            items: [Episode.Item(action: .travel(zone), label: .engaged)])
    }
}
