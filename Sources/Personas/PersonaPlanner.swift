import Platform
import SimulationKernel

/// Plans a child's whole run from a profile and the child's own random stream.
///
/// Every day draws from streams forked by day and purpose (`day:3` → `technique:passive`,
/// `day:3` → `routine`, `day:3` → `restart`, `day:3` → `charge`), so a change to one
/// technique's chance or to the number of days never
/// shifts the draws of another technique or of another day. Gaming episodes are placed
/// before the routine so that their shape (a bot's exact minute) survives; sessions move
/// around them.
public enum PersonaPlanner {
    /// Sorted by (time, then generation order); no two steps on one device overlap in time,
    /// and every step lies within the run's days, from `context.start`.
    public static func plan(
        _ profile: PersonaProfile, context: PersonaContext, random: SeededRandom
    ) -> [PlannedStep] {
        let problems = profile.problems(in: context)
        precondition(problems.isEmpty, problems.joined(separator: "; "))
        var builder = PlanBuilder(deviceCount: context.deviceCount, runStart: context.start.instant)
        var isPluggedIn = false
        let trip = PersonaTrip(profile: profile, context: context, random: random)
        var account = MentalAccount()
        for dayIndex in 0..<context.days {
            let day = PersonaDay(profile: profile, context: context, dayIndex: dayIndex)
            let dayRandom = random.fork("day:\(dayIndex)")
            if profile.respondsToIncentives {
                account.begin(CivilDate(daysSinceEpoch: context.start.date.daysSinceEpoch + Int64(dayIndex)))
            }
            if let change = trip?.episode(on: day, dayIndex: dayIndex, home: context.homeZone) {
                builder.place(change, deadline: day.deadline)
            }
            for chance in profile.techniqueChances {
                var stream = dayRandom.fork("technique:\(chance.technique.rawValue)")
                guard stream.chance(Int64(chance.chancePercent), in: 100),
                    let episode = day.techniqueEpisode(
                        chance.technique, isPluggedIn: isPluggedIn,
                        random: &stream)
                else { continue }
                if builder.place(episode, deadline: day.deadline), profile.respondsToIncentives {
                    account.earn(points: day.earnedPoints(episode.items))
                }
            }
            var routine = dayRandom.fork("routine")
            if isPluggedIn,
                builder.place(
                    day.charging(.unplug, atMsOfDay: profile.unplugMsOfDay),
                    deadline: day.deadline)
            {
                isPluggedIn = false
            }
            if day.hasRoutine(random: dayRandom) {
                if profile.respondsToIncentives {
                    day.respondingSessions(random: &routine, account: &account, builder: &builder)
                } else {
                    for session in day.routineSessions(random: &routine) {
                        builder.place(session, deadline: day.deadline)
                    }
                }
            }
            if let restart = day.restart(random: dayRandom) {
                builder.place(restart, deadline: day.deadline)
            }
            if day.chargesTonight(random: dayRandom), !isPluggedIn,
                builder.place(day.charging(.plug, atMsOfDay: profile.plugMsOfDay), deadline: day.deadline)
            {
                isPluggedIn = true
            }
        }
        return builder.orderedSteps
    }
}
