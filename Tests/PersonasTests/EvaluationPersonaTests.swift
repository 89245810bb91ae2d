import Personas
import Platform
import Simulation
import XCTest

/// The evaluation personas keep the habits they are documented with: a bot that moves its
/// start, a lesson kept to a timetable, a trip abroad that is not gaming.
final class EvaluationPersonaTests: XCTestCase {
    private let hourMs = Instant.millisecondsPerHour

    /// Every day one 30-minute session within ±3 minutes of 16:00, to a whole second, and not
    /// all at the same second.
    func testTheJitteredBotStartsWithinThreeMinutesOfItsTime() {
        let sessions = PersonaFixture.plan(PersonaFixture.preset("jittered_bot"))
            .filter { $0.label == .technique(.botLike) }
        XCTAssertEqual(sessions.count, 14)
        let offsetsMs = sessions.map { PersonaFixture.msOfDay(of: $0) - 16 * hourMs }
        XCTAssertTrue(offsetsMs.allSatisfy { abs($0) <= 180_000 && $0 % 1_000 == 0 })
        XCTAssertGreaterThan(Set(offsetsMs).count, 1)
        XCTAssertTrue(sessions.allSatisfy { $0.action == .use(app: AppID("duolingo"), durationMs: 30 * 60_000) })
    }

    /// Every day a learning session starts at 17:00 ± 20 s.
    func testTheRoutineLearnerKeepsItsTimetable() {
        let plan = PersonaFixture.plan(PersonaFixture.preset("routine_learner"))
        let onTime = plan.filter { step in
            guard case .use(let app, _) = step.action else { return false }
            return PersonaFixture.learningApps.contains(app)
                && abs(PersonaFixture.msOfDay(of: step) - 17 * hourMs) <= 20_000
        }
        XCTAssertEqual(Set(onTime.map(PersonaFixture.date(of:))).count, 14)
    }

    /// One trip: the zone moves away at 09:00 on the departure day and back home at 09:00 two to
    /// seven days later, both steps honest.
    func testTheTravellerChangesZoneTwiceHonestly() {
        let changes = PersonaFixture.plan(PersonaFixture.preset("traveller")).filter {
            if case .travel = $0.action { true } else { false }
        }
        XCTAssertEqual(changes.count, 2)
        XCTAssertTrue(changes.allSatisfy { $0.label == .engaged && PersonaFixture.msOfDay(of: $0) == 9 * hourMs })
        let days = changes.map { PersonaFixture.date(of: $0).daysSinceEpoch }
        XCTAssertTrue((2...7).contains(days[1] - days[0]))
        XCTAssertEqual(changes[1].action, .travel(.fixed(utcOffsetSeconds: PersonaFixture.homeOffsetSeconds)))
        guard case .travel(.fixed(let away)) = changes[0].action else { return XCTFail("a zone change") }
        XCTAssertTrue((-6 * 3_600...3 * 3_600).contains(away - PersonaFixture.homeOffsetSeconds) && away != 3_600)
    }
}
