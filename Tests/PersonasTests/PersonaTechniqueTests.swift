import Personas
import Platform
import Simulation
import SimulationKernel
import XCTest

final class PersonaTechniqueTests: XCTestCase {
    /// At 50 % a day over 14 days, each technique shows on 3–11 days; with seed 42 exactly
    /// these (each technique's chance is drawn from its own stream, so the counts differ).
    func testEachTechniquePresetPlaysItsTechniqueOnRoughlyItsChanceOfDays() {
        let expected: [(preset: String, technique: Technique, days: Int)] = [
            ("video_leaver", .passive, 8), ("app_switcher", .rapidSwitching, 8),
            ("clock_changer", .clockChange, 8), ("clock_changer", .timeZoneChange, 9),
            ("night_owl", .oddHours, 5), ("second_device_farmer", .secondDevice, 7), ("bot", .botLike, 9),
            ("shield_sitter", .shieldSitting, 7), ("permission_revoker", .permissionRevoked, 3),
            ("permission_revoker", .forceQuitStall, 7),
        ]
        for (preset, technique, days) in expected {
            let profile = PersonaFixture.preset(preset, only: technique, chancePercent: 50)
            let plan = PersonaFixture.plan(profile)
            let count = PersonaFixture.days(with: technique, in: plan).count
            XCTAssertEqual(count, days, "\(preset) \(technique)")
            XCTAssertTrue((3...11).contains(count), "\(preset) \(technique)")
            let labels = Set(plan.map(\.label))
            XCTAssertTrue(labels.isSubset(of: [.engaged, .idle, .technique(technique)]), preset)
        }
    }

    /// The farm runs inside the child's session on device 0: it starts 1–3 minutes after the
    /// session's first step, runs 1–60 minutes, and device 0 stays busy until at least a
    /// minute after it stops (the session's steps follow one another without a gap).
    func testTheFarmerRunsDeviceOneInsideASessionOnDeviceZero() {
        let plan = PersonaFixture.plan(PersonaFixture.preset("second_device_farmer"))
        let farming = plan.filter { $0.deviceIndex == 1 }
        let mainDevice = plan.filter { $0.deviceIndex == 0 }
        XCTAssertEqual(PersonaFixture.days(with: .secondDevice, in: plan).count, farming.count)
        XCTAssertGreaterThan(farming.count, 2)
        let minuteMs = Instant.millisecondsPerMinute
        for step in farming {
            XCTAssertEqual(step.label, .technique(.secondDevice))
            guard case .leaveOn(_, let durationMs) = step.action else { return XCTFail("\(step.action)") }
            XCTAssertTrue((minuteMs...60 * minuteMs).contains(durationMs), "\(durationMs) ms")
            let sessionStart = mainDevice.first { other in
                (minuteMs...3 * minuteMs).contains(step.time.milliseconds(since: other.time))
            }
            guard var busyUntil = sessionStart?.endTime else { return XCTFail("no session at \(step.time)") }
            for other in mainDevice where other.time == busyUntil {
                busyUntil = other.endTime
            }
            XCTAssertGreaterThanOrEqual(busyUntil.milliseconds(since: step.endTime), minuteMs, "\(step.time)")
            let meanwhile = mainDevice.filter { other in
                other.action.appUsed != nil && other.time < step.endTime && step.time < other.endTime
            }
            XCTAssertFalse(meanwhile.isEmpty, "\(step.time)")
        }
    }

    /// Every evening with a change puts it back on the same date, before any other change.
    func testTheClockChangerAlwaysPutsTheClockAndZoneBackTheSameEvening() {
        var profile = PersonaFixture.preset("clock_changer")
        profile.techniqueChances = [
            TechniqueChance(technique: .clockChange, chancePercent: 100),
            TechniqueChance(technique: .timeZoneChange, chancePercent: 100),
        ]
        let plan = PersonaFixture.plan(profile)
        let clockSettings = plan.compactMap { step -> (CivilDate, Int64)? in
            guard case .setClock(let offsetMs) = step.action else { return nil }
            return (PersonaFixture.date(of: step), offsetMs)
        }
        let zoneSettings = plan.compactMap { step -> (CivilDate, Int)? in
            guard case .setTimeZone(.fixed(let offset)) = step.action else { return nil }
            return (PersonaFixture.date(of: step), offset)
        }
        XCTAssertEqual(clockSettings.count, 28)
        XCTAssertEqual(zoneSettings.count, 28)
        for pairIndex in 0..<14 {
            let (forward, back) = (clockSettings[2 * pairIndex], clockSettings[2 * pairIndex + 1])
            XCTAssertEqual(forward.0, back.0)
            XCTAssertTrue((60...180).contains(forward.1 / Instant.millisecondsPerMinute))
            XCTAssertEqual(back.1, 0)
            let (ahead, home) = (zoneSettings[2 * pairIndex], zoneSettings[2 * pairIndex + 1])
            XCTAssertEqual(ahead.0, home.0)
            XCTAssertTrue([7_200, 10_800, 14_400].contains(ahead.1))
            XCTAssertEqual(home.1, 3_600)
        }
    }

    func testTheBotStartsAtTheSameMinuteForTheSameLengthEveryDay() {
        let plan = PersonaFixture.plan(PersonaFixture.preset("bot"))
        XCTAssertEqual(plan.count, 14)
        for step in plan {
            XCTAssertEqual(step.label, .technique(.botLike))
            let halfHourMs = 30 * Instant.millisecondsPerMinute
            XCTAssertEqual(step.action, .use(app: AppID("duolingo"), durationMs: halfHourMs))
            XCTAssertEqual(PersonaFixture.msOfDay(of: step), 16 * Instant.millisecondsPerHour)
        }
    }

    /// The first night has no evening plug before it, so the night owl plugs in for it.
    func testTheNightOwlUsesALearningAppOnTheChargerBetweenMidnightAndFive() {
        let plan = PersonaFixture.plan(PersonaFixture.preset("night_owl", only: .oddHours, chancePercent: 50))
        let nightUses = plan.filter { $0.label == .technique(.oddHours) && $0.action.appUsed != nil }
        XCTAssertEqual(nightUses.count, 5)
        for use in nightUses {
            XCTAssertLessThanOrEqual(
                PersonaFixture.msOfDay(of: use) + use.action.durationMs,
                5 * Instant.millisecondsPerHour)
            let lastPower = plan.last { $0.time < use.time && ($0.action == .plug || $0.action == .unplug) }
            XCTAssertEqual(lastPower?.action, .plug, "\(use.time)")
        }
        XCTAssertEqual(plan.first?.action, .plug)
        XCTAssertEqual(plan.first?.label, .technique(.oddHours))
    }

    func testTheShieldSitterLooksAtARewardAppWithoutRedeeming() {
        let plan = PersonaFixture.plan(PersonaFixture.preset("shield_sitter"))
        let sitting = plan.filter { $0.label == .technique(.shieldSitting) }
        XCTAssertGreaterThan(sitting.count, 3)
        XCTAssertTrue(sitting.allSatisfy { $0.action.appUsed == AppID("youtube") })
        let minutes = sitting.map { $0.action.durationMs / Instant.millisecondsPerMinute }
        XCTAssertTrue(minutes.allSatisfy { (5...30).contains($0) }, "\(minutes)")
    }

    func testThePermissionRevokerRestoresWhatItTookTheSameDay() {
        var profile = PersonaFixture.preset("permission_revoker")
        profile.techniqueChances = profile.techniqueChances.map {
            TechniqueChance(technique: $0.technique, chancePercent: 100)
        }
        let plan = PersonaFixture.plan(profile)
        let g12Actions: [PersonaAction] = [.revokePermission, .restorePermission, .forceQuit, .launch]
        let g12 = plan.filter { g12Actions.contains($0.action) }
        XCTAssertEqual(g12.count, 56)
        for (stop, resume) in [
            (PersonaAction.revokePermission, PersonaAction.restorePermission),
            (.forceQuit, .launch),
        ] {
            let steps = g12.filter { $0.action == stop || $0.action == resume }
            for pairIndex in 0..<14 {
                XCTAssertEqual(steps[2 * pairIndex].action, stop)
                XCTAssertEqual(steps[2 * pairIndex + 1].action, resume)
                XCTAssertEqual(
                    PersonaFixture.date(of: steps[2 * pairIndex]),
                    PersonaFixture.date(of: steps[2 * pairIndex + 1]))
            }
        }
    }

    func testTechniquesWithoutTheAppsTheyNeedAreLeftOut() {
        let context = PersonaContext(
            start: PersonaFixture.start, days: 14, learningApps: [AppID("duolingo")],
            rewardApps: [], deviceCount: 1, conversionRatePointsPerMinute: 2)
        let needingApps = [("app_switcher", Technique.rapidSwitching), ("shield_sitter", .shieldSitting)]
        for (preset, technique) in needingApps {
            let profile = PersonaFixture.preset(preset, only: technique, chancePercent: 100)
            let plan = PersonaPlanner.plan(profile, context: context, random: SeededRandom(seed: 3))
            XCTAssertFalse(plan.isEmpty)
            XCTAssertTrue(plan.allSatisfy { $0.label == .engaged }, preset)
            XCTAssertFalse(plan.contains { if case .redeem = $0.action { true } else { false } }, preset)
        }
    }

    func testTheVideoLeaverAndTheAppSwitcherStayWithinTheirShapes() {
        let leaving = PersonaFixture.plan(PersonaFixture.preset("video_leaver"))
            .filter { $0.label == .technique(.passive) }
        XCTAssertGreaterThan(leaving.count, 2)
        for step in leaving {
            guard case .leaveOn(_, let durationMs) = step.action else { return XCTFail("\(step.action)") }
            XCTAssertTrue((90...240).contains(durationMs / Instant.millisecondsPerMinute))
        }
        let switching = PersonaFixture.plan(PersonaFixture.preset("app_switcher"))
            .filter { $0.label == .technique(.rapidSwitching) }
        XCTAssertGreaterThan(switching.count, 2)
        for step in switching {
            guard case .switchRapidly(let apps, let everyMs, let durationMs) = step.action else {
                return XCTFail("\(step.action)")
            }
            XCTAssertEqual(apps, PersonaFixture.learningApps)
            XCTAssertTrue((10_000...40_000).contains(everyMs))
            XCTAssertTrue((10...30).contains(durationMs / Instant.millisecondsPerMinute))
        }
    }
}
