import Personas
import Platform
import Simulation
import XCTest

/// The habits of real families (restarting the iPad, charging it on some evenings only) and the
/// persona that deletes the app: each keeps the shape it is documented with.
final class HabitPersonaTests: XCTestCase {
    private let hourMs = Instant.millisecondsPerHour

    /// At 40 % a day, seed 42 restarts on 8 of 14 days (expected 5.6, sd 1.8), never more than once a day, between
    /// 15:00 and 20:00 or just after (a restart waits for a session to end), and never inside a
    /// session on the same device.
    func testTheRestartingLearnerRestartsBetweenSessionsOnSomeDays() {
        let plan = PersonaFixture.plan(PersonaFixture.preset("restarting_learner"))
        let restarts = plan.filter { $0.action == .restart }
        XCTAssertEqual(restarts.count, 8)
        XCTAssertEqual(Set(restarts.map(PersonaFixture.date(of:))).count, 8)
        for restart in restarts {
            XCTAssertGreaterThanOrEqual(PersonaFixture.msOfDay(of: restart), 15 * hourMs)
            XCTAssertEqual(restart.endTime.milliseconds(since: restart.time), PersonaAction.restartMs)
            let overlapping = plan.filter { other in
                other.deviceIndex == restart.deviceIndex && other.time != restart.time
                    && other.time < restart.endTime && restart.time < other.endTime
            }
            XCTAssertEqual(overlapping.count, 0, "\(restart.time)")
        }
    }

    /// At 30 % an evening, seed 42 plugs in on 5 evenings (expected 4.2) at 21:00 and unplugs the next
    /// morning at 07:00 each time.
    func testTheForgetfulChargerChargesOnSomeEveningsOnly() {
        let plan = PersonaFixture.plan(PersonaFixture.preset("forgetful_charger"))
        let plugs = plan.filter { $0.action == .plug }
        let unplugs = plan.filter { $0.action == .unplug }
        XCTAssertEqual(plugs.count, 5)
        XCTAssertTrue(plugs.allSatisfy { PersonaFixture.msOfDay(of: $0) == 21 * hourMs })
        XCTAssertTrue(unplugs.allSatisfy { PersonaFixture.msOfDay(of: $0) == 7 * hourMs })
        XCTAssertTrue((plugs.count - 1...plugs.count).contains(unplugs.count))
        XCTAssertTrue(PersonaFixture.preset("forgetful_charger").powersOffWhenEmpty)
    }

    /// A profile without the habits plans exactly what it planned before they existed: the
    /// habits draw from streams of their own, and only when they are on.
    func testTheHabitsLeaveOtherProfilesDrawsAlone() {
        var withHabitsOff = PersonaFixture.preset("honest_learner")
        withHabitsOff.restartChancePercent = 0
        withHabitsOff.chargeChancePercent = 0
        XCTAssertEqual(PersonaFixture.plan(withHabitsOff), PersonaFixture.plan(PersonaFixture.preset("honest_learner")))
        XCTAssertFalse(PersonaFixture.plan(withHabitsOff).contains { $0.action == .restart || $0.action == .plug })
        var restarting = withHabitsOff
        restarting.restartChancePercent = 100
        let sessions = { (plan: [PlannedStep]) in plan.filter { $0.action != .restart }.map(\.action) }
        XCTAssertEqual(PersonaFixture.plan(restarting).filter { $0.action == .restart }.count, 14)
        XCTAssertEqual(
            Set(sessions(PersonaFixture.plan(restarting))), Set(sessions(PersonaFixture.plan(withHabitsOff))))
    }

    /// A deletion: the app deleted, a reward app used meanwhile under the technique's label,
    /// then, after the stall, installed again, opened and its permission granted again, in
    /// that order, one after the other.
    func testTheAppDeleterReinstallsOpensAndRestoresAfterItsStall() {
        let profile = PersonaFixture.preset("app_deleter", only: .appDeleted, chancePercent: 50)
        let plan = PersonaFixture.plan(profile).filter { $0.label == .technique(.appDeleted) }
        let deletions = plan.enumerated().filter { $0.element.action == .deleteApp }.map(\.offset)
        XCTAssertEqual(deletions.count, PersonaFixture.days(with: .appDeleted, in: plan).count)
        XCTAssertGreaterThan(deletions.count, 2)
        for start in deletions {
            let episode = Array(plan[start..<start + 5])
            XCTAssertEqual(episode.map(\.action).dropFirst(2), [.reinstallApp, .launch, .restorePermission])
            guard case .use(let app, _) = episode[1].action else { return XCTFail("\(episode[1].action)") }
            XCTAssertEqual(app, AppID("youtube"))
            let stallMs = episode[2].time.milliseconds(since: episode[1].endTime)
            XCTAssertTrue((hourMs...4 * hourMs).contains(stallMs), "\(stallMs) ms")
            XCTAssertEqual(episode[3].time, episode[2].endTime)
            XCTAssertEqual(episode[4].time, episode[3].endTime)
        }
    }
}
