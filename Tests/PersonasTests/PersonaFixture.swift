import Personas
import Platform
import Simulation
import SimulationKernel

/// A family of two learning apps and one reward app, planned over two weeks from local
/// midnight of Monday 2 March 2026 in UTC+01:00.
enum PersonaFixture {
    static let homeOffsetSeconds = 3_600
    static let firstDay = CivilDate(year: 2026, month: 3, day: 2)
    static let start = LocalTimestamp(
        instant: LocalTimestamp.startOfDay(firstDay, utcOffsetSeconds: homeOffsetSeconds),
        utcOffsetSeconds: homeOffsetSeconds
    )
    static let learningApps = [AppID("duolingo"), AppID("khan_academy")]
    static let rewardApps = [AppID("youtube")]

    static func context(days: Int = 14, deviceCount: Int = 2) -> PersonaContext {
        PersonaContext(
            start: start, days: days, learningApps: learningApps, rewardApps: rewardApps,
            deviceCount: deviceCount, conversionRatePointsPerMinute: 2)
    }

    static func plan(_ profile: PersonaProfile, seed: UInt64 = 42, days: Int = 14) -> [PlannedStep] {
        let random = SeededRandom(seed: seed).fork("child:ada")
        return PersonaPlanner.plan(profile, context: context(days: days), random: random)
    }

    static func preset(_ name: String) -> PersonaProfile {
        guard let profile = PersonaProfile.preset(named: name) else {
            preconditionFailure("no preset \(name)")
        }
        return profile
    }

    /// The preset playing only `technique`, at `chancePercent` a day.
    static func preset(_ name: String, only technique: Technique, chancePercent: Int) -> PersonaProfile {
        var profile = preset(name)
        profile.techniqueChances = [TechniqueChance(technique: technique, chancePercent: chancePercent)]
        return profile
    }

    /// The local date (home zone) a step starts on.
    static func date(of step: PlannedStep) -> CivilDate {
        LocalTimestamp(instant: step.time, utcOffsetSeconds: homeOffsetSeconds).date
    }

    static func msOfDay(of step: PlannedStep) -> Int64 {
        LocalTimestamp(instant: step.time, utcOffsetSeconds: homeOffsetSeconds).millisecondOfDay
    }

    /// The distinct local dates with a step labelled `technique`.
    static func days(with technique: Technique, in plan: [PlannedStep]) -> [CivilDate] {
        Array(Set(plan.filter { $0.label == .technique(technique) }.map(date(of:)))).sorted()
    }
}
