import Personas
import Platform
import Simulation
import SimulationKernel
import XCTest

final class PersonaPlanShapeTests: XCTestCase {
    func testNoPresetOverlapsTwoStepsOnOneDeviceAndStepsComeInTimeOrder() {
        for profile in PersonaProfile.presets {
            for seed: UInt64 in 1...5 {
                let plan = PersonaFixture.plan(profile, seed: seed)
                XCTAssertEqual(plan.map(\.time), plan.map(\.time).sorted(), profile.name)
                for deviceIndex in 0...1 {
                    let steps = plan.filter { $0.deviceIndex == deviceIndex }
                    for (earlier, later) in zip(steps, steps.dropFirst()) {
                        XCTAssertLessThanOrEqual(earlier.endTime, later.time, "\(profile.name) seed \(seed)")
                    }
                }
            }
        }
    }

    /// A three-day run starting at 16:30 on 2 March, inside the day window, ends at midnight
    /// starting 5 March.
    func testEveryPresetPlansOnlyWithinTheRunsDays() {
        let start = LocalTimestamp(
            instant: PersonaFixture.start.instant + 16 * Instant.millisecondsPerHour
                + 30 * Instant.millisecondsPerMinute,
            utcOffsetSeconds: PersonaFixture.homeOffsetSeconds
        )
        let context = PersonaContext(
            start: start, days: 3, learningApps: PersonaFixture.learningApps,
            rewardApps: PersonaFixture.rewardApps, deviceCount: 2,
            conversionRatePointsPerMinute: 2)
        XCTAssertEqual(context.end.description, "2026-03-04T23:00:00.000Z")
        for profile in PersonaProfile.presets {
            for seed: UInt64 in 1...5 {
                let plan = PersonaPlanner.plan(profile, context: context, random: SeededRandom(seed: seed))
                XCTAssertFalse(plan.isEmpty, profile.name)
                for step in plan {
                    XCTAssertGreaterThanOrEqual(step.time, start.instant, profile.name)
                    XCTAssertLessThanOrEqual(step.endTime, context.end, profile.name)
                }
            }
        }
    }

    /// Three 40-minute sessions a night, starting between 22:00 and midnight: the ones that
    /// cannot end by midnight (after moving past the others) are left out, none is cut short.
    func testSessionsThatCannotEndByMidnightAreLeftOut() {
        var profile = PersonaProfile(name: "late")
        profile.sessionsPerDayMin = 3
        profile.sessionsPerDayMax = 3
        profile.dayStartMsOfDay = 22 * Instant.millisecondsPerHour
        profile.dayEndMsOfDay = Instant.millisecondsPerDay
        (profile.sessionMinutesMin, profile.sessionMinutesMedian, profile.sessionMinutesMax) = (40, 40, 40)
        profile.rewardChancePercent = 0
        let plan = PersonaFixture.plan(profile)
        XCTAssertEqual(plan.count, 22)
        for step in plan {
            XCTAssertEqual(step.action.durationMs, 40 * Instant.millisecondsPerMinute)
            XCTAssertLessThanOrEqual(
                PersonaFixture.msOfDay(of: step) + step.action.durationMs,
                Instant.millisecondsPerDay)
        }
    }

    /// The routine allows 1–3 sessions of 5–45 learning minutes a day: 5 to 135 minutes.
    func testAnHonestLearnersTwoWeeksHoldNoTechniqueAndStayWithinTheRoutine() {
        let plan = PersonaFixture.plan(PersonaFixture.preset("honest_learner"))
        XCTAssertTrue(plan.allSatisfy { $0.label == .engaged })
        for dayIndex in 0..<14 {
            let date = CivilDate(daysSinceEpoch: PersonaFixture.firstDay.daysSinceEpoch + Int64(dayIndex))
            let learning = plan.filter { step in
                guard case .use(let app, _) = step.action else { return false }
                return PersonaFixture.learningApps.contains(app) && PersonaFixture.date(of: step) == date
            }
            XCTAssertTrue((1...3).contains(learning.count), "\(date): \(learning.count) sessions")
            let minutes = learning.map(\.action.durationMs).reduce(0, +) / Instant.millisecondsPerMinute
            XCTAssertTrue((5...135).contains(minutes), "\(date): \(minutes) min")
            let hours = learning.map { PersonaFixture.msOfDay(of: $0) / Instant.millisecondsPerHour }
            XCTAssertTrue(hours.allSatisfy { (15...20).contains($0) }, "\(date): \(hours)")
        }
    }

    /// Two points a minute: a redemption of 2·n points buys the n minutes used next.
    func testRedemptionsBuyTheRewardMinutesUsedRightAfter() {
        let plan = PersonaFixture.plan(PersonaFixture.preset("honest_learner"))
        let redemptions = plan.indices.filter { if case .redeem = plan[$0].action { true } else { false } }
        XCTAssertFalse(redemptions.isEmpty)
        for index in redemptions {
            guard case .redeem(let points, let app) = plan[index].action else { continue }
            let minutes = Int64(points / 2)
            XCTAssertTrue((10...30).contains(minutes))
            let rewardUse = PersonaAction.use(app: app, durationMs: minutes * Instant.millisecondsPerMinute)
            XCTAssertEqual(plan[index + 1].action, rewardUse)
            XCTAssertEqual(plan[index + 1].time, plan[index].endTime)
        }
    }

    func testTheDistractibleLearnerPausesHonestlyAndSwitchesAppsOnlyAfterMinutes() {
        let plan = PersonaFixture.plan(PersonaFixture.preset("distractible_learner"))
        XCTAssertTrue(plan.allSatisfy { $0.label == .engaged || $0.label == .idle })
        let pauses = plan.filter { $0.label == .idle }
        XCTAssertGreaterThan(pauses.count, 10)
        XCTAssertTrue(pauses.allSatisfy { (30_000...180_000).contains($0.action.durationMs) })
        let learning = plan.filter { step in
            guard case .use(let app, _) = step.action else { return false }
            return PersonaFixture.learningApps.contains(app)
        }
        XCTAssertTrue(learning.allSatisfy { $0.action.durationMs >= 3 * Instant.millisecondsPerMinute })
        let switchesWithinASession = zip(learning, learning.dropFirst()).filter { earlier, later in
            earlier.action.appUsed != later.action.appUsed
                && later.time.milliseconds(since: earlier.endTime) <= 180_000
        }
        XCTAssertGreaterThan(switchesWithinASession.count, 3)
    }

    func testPresetsAreFoundByTheirNames() {
        let names = PersonaProfile.presets.map(\.name)
        for required in [
            "honest_learner", "distractible_learner", "video_leaver", "app_switcher",
            "clock_changer", "night_owl", "second_device_farmer",
        ] {
            XCTAssertTrue(names.contains(required), required)
        }
        XCTAssertEqual(Set(names).count, names.count)
        XCTAssertEqual(PersonaProfile.preset(named: "night_owl")?.chargesOvernight, true)
        XCTAssertNil(PersonaProfile.preset(named: "nobody"))
    }

    func testProfilesThatCannotBePlannedSayWhy() {
        let oneDevice = PersonaFixture.context(deviceCount: 1)
        XCTAssertEqual(PersonaFixture.preset("honest_learner").problems(in: oneDevice), [])
        XCTAssertEqual(
            PersonaFixture.preset("second_device_farmer").problems(in: oneDevice),
            ["second_device_farmer: needs 2 devices"])
        var unsorted = PersonaFixture.preset("clock_changer")
        unsorted.techniqueChances.reverse()
        unsorted.appPreferenceWeights = [1, 2, 3]
        XCTAssertEqual(
            unsorted.problems(in: oneDevice),
            [
                "clock_changer: technique chances sorted by technique, each once",
                "clock_changer: one preference weight per learning app",
            ])
    }
}

extension PersonaAction {
    /// The app a `use` step opens.
    var appUsed: AppID? {
        if case .use(let app, _) = self { app } else { nil }
    }
}
