import Personas
import Platform
import Simulation
import SimulationKernel
import XCTest

final class PersonaPlanDeterminismTests: XCTestCase {
    func testTheSameSeedPlansTheSameStepsForEveryPreset() {
        for profile in PersonaProfile.presets {
            let first = PersonaFixture.plan(profile, seed: 9)
            XCTAssertFalse(first.isEmpty, profile.name)
            XCTAssertEqual(first, PersonaFixture.plan(profile, seed: 9), profile.name)
        }
    }

    func testDifferentSeedsPlanDifferentSteps() {
        let honest = PersonaFixture.preset("honest_learner")
        XCTAssertNotEqual(PersonaFixture.plan(honest, seed: 1), PersonaFixture.plan(honest, seed: 2))
    }

    func testPlanningAnotherChildFromTheSameRootLeavesAChildsPlanAlone() {
        let profile = PersonaFixture.preset("distractible_learner")
        let context = PersonaFixture.context()
        var root = SeededRandom(seed: 77)
        let adaAlone = PersonaPlanner.plan(profile, context: context, random: root.fork("child:ada"))
        let ben = PersonaPlanner.plan(profile, context: context, random: root.fork("child:ben"))
        _ = root.next()
        let adaAfterBen = PersonaPlanner.plan(profile, context: context, random: root.fork("child:ada"))
        XCTAssertEqual(adaAlone, adaAfterBen)
        XCTAssertNotEqual(adaAlone, ben)
    }

    /// Each technique draws from its own stream, so the time-zone chance cannot move the
    /// clock changes (clock_change is also placed first, being earlier in technique order).
    func testChangingOneTechniquesChanceLeavesAnotherTechniquesEpisodesAlone() {
        var withoutZones = PersonaFixture.preset("clock_changer")
        withoutZones.techniqueChances = [TechniqueChance(technique: .clockChange, chancePercent: 35)]
        var withZones = withoutZones
        withZones.techniqueChances.append(TechniqueChance(technique: .timeZoneChange, chancePercent: 90))
        let clockSteps = { (plan: [PlannedStep]) in plan.filter { $0.label == .technique(.clockChange) } }
        let withZonesPlan = PersonaFixture.plan(withZones)
        XCTAssertFalse(PersonaFixture.days(with: .timeZoneChange, in: withZonesPlan).isEmpty)
        XCTAssertFalse(clockSteps(withZonesPlan).isEmpty)
        XCTAssertEqual(clockSteps(PersonaFixture.plan(withoutZones)), clockSteps(withZonesPlan))
    }
}
