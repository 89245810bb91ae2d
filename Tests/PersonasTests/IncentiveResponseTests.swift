import Platform
import SimulationKernel
import XCTest

@testable import Personas

/// The incentive model with worked numbers: a responsive honest learner (r = 40 %, ε = 0.5,
/// reference 60 points per hour at 10 points per minute) in a family whose apps earn 60 points
/// an hour.
final class IncentiveResponseTests: XCTestCase {
    static func context(conversionRate: Int, dailyLimitMinutes: Int? = nil, days: Int = 14) -> PersonaContext {
        PersonaContext(
            start: PersonaFixture.start, days: days, learningApps: PersonaFixture.learningApps,
            rewardApps: PersonaFixture.rewardApps, deviceCount: 1,
            conversionRatePointsPerMinute: conversionRate, learningPointsPerHour: [60, 60],
            dailyRewardLimitMinutes: dailyLimitMinutes)
    }

    static var responsive: PersonaProfile {
        var profile = PersonaProfile(name: "honest_learner")
        profile.respondsToIncentives = true
        return profile
    }

    func testLearningFollowsTheValueOfALearningMinute() {
        // v = 60 / 60 / 15 = 0.0667 against v₀ = 0.1: (2/3)^0.5 = 0.8165, factor 0.6 + 0.4 · 0.8165.
        let dear = IncentiveResponse(profile: Self.responsive, context: Self.context(conversionRate: 15))
        XCTAssertEqual(dear.learningFactor(MentalAccount()), 0.9266, accuracy: 0.0001)
        // At 5: 2^0.5 = 1.4142, factor 1.1657; at the reference rate exactly 1.
        let cheap = IncentiveResponse(profile: Self.responsive, context: Self.context(conversionRate: 5))
        XCTAssertEqual(cheap.learningFactor(MentalAccount()), 1.1657, accuracy: 0.0001)
        let reference = IncentiveResponse(profile: Self.responsive, context: Self.context(conversionRate: 10))
        XCTAssertEqual(reference.learningFactor(MentalAccount()), 1, accuracy: 1e-12)
        // At 1 point per minute (v = 1, ten times v₀) 10^0.5 = 3.16 is capped at 2: factor 1.4.
        let generous = IncentiveResponse(profile: Self.responsive, context: Self.context(conversionRate: 1))
        XCTAssertEqual(generous.learningFactor(MentalAccount()), 1.4, accuracy: 1e-12)
    }

    func testABalanceThatBuysPatienceDaysOfWantsStopsLearningForPoints() {
        // 30 wanted minutes × 3 days × 10 points = 900 points: from there only the 60 % intrinsic share.
        let response = IncentiveResponse(profile: Self.responsive, context: Self.context(conversionRate: 10))
        var account = MentalAccount()
        account.earn(points: 899)
        XCTAssertEqual(response.learningFactor(account), 1, accuracy: 1e-12)
        account.earn(points: 1)
        XCTAssertEqual(response.learningFactor(account), 0.6, accuracy: 1e-12)
        // A 20-minute daily limit caps the wants: 20 × 3 × 10 = 600 points already saturate.
        let limited = IncentiveResponse(
            profile: Self.responsive,
            context: Self.context(conversionRate: 10, dailyLimitMinutes: 20))
        var saved = MentalAccount()
        saved.earn(points: 600)
        XCTAssertEqual(limited.learningFactor(saved), 0.6, accuracy: 1e-12)
    }

    func testTheChildSavesThenSettlesForWhatItsBalanceBuys() {
        let response = IncentiveResponse(profile: Self.responsive, context: Self.context(conversionRate: 10))
        var account = MentalAccount()
        account.begin(PersonaFixture.firstDay)
        account.earn(points: 150)
        // 15 minutes affordable: 12 are redeemed as wanted, 20 are not (it saves).
        XCTAssertEqual(response.minutesToRedeem(drawnMinutes: 12, account), 12)
        XCTAssertNil(response.minutesToRedeem(drawnMinutes: 20, account))
        // After 3 days of saving it takes the 15 it can.
        account.begin(PersonaFixture.firstDay.adding(days: 3))
        XCTAssertEqual(response.minutesToRedeem(drawnMinutes: 20, account), 15)
        account.redeem(minutes: 15, conversionRate: 10)
        XCTAssertEqual(account.balancePoints, 0)
        XCTAssertEqual(account.daysSaving, 0)
    }

    func testTheDailyLimitBoundsWhatTheChildAsksFor() {
        let response = IncentiveResponse(
            profile: Self.responsive,
            context: Self.context(conversionRate: 1, dailyLimitMinutes: 25))
        var account = MentalAccount()
        account.begin(PersonaFixture.firstDay)
        account.earn(points: 500)
        account.redeem(minutes: 20, conversionRate: 1)
        XCTAssertEqual(response.minutesToRedeem(drawnMinutes: 30, account), 5)
        account.redeem(minutes: 5, conversionRate: 1)
        XCTAssertNil(response.minutesToRedeem(drawnMinutes: 30, account))
        account.begin(PersonaFixture.firstDay.adding(days: 1))
        XCTAssertEqual(response.minutesToRedeem(drawnMinutes: 30, account), 25)
    }

    /// Over four weeks, a dearer minute plans less learning for a responsive child and exactly
    /// the same plan for a preset that does not respond.
    func testPlansRespondOnlyWhenTheChildOptsIn() {
        func learningMs(_ profile: PersonaProfile, conversionRate: Int) -> Int64 {
            let context = Self.context(conversionRate: conversionRate, days: 28)
            let plan = PersonaPlanner.plan(profile, context: context, random: SeededRandom(seed: 7).fork("child:ada"))
            return plan.reduce(0) { total, step in
                guard case .use(let app, let durationMs) = step.action, context.learningApps.contains(app) else {
                    return total
                }
                return total + durationMs
            }
        }
        let honest = PersonaFixture.preset("honest_learner")
        XCTAssertEqual(learningMs(honest, conversionRate: 15), learningMs(honest, conversionRate: 10))
        let dear = Double(learningMs(Self.responsive, conversionRate: 15))
        let reference = Double(learningMs(Self.responsive, conversionRate: 10))
        XCTAssertLessThan(dear, reference * 0.97)
        XCTAssertGreaterThan(dear, reference * 0.85)
    }

    func testEveryParameterReadsBackWhatItWrites() {
        for parameter in PersonaParameter.all {
            var profile = PersonaProfile(name: "x")
            let text = parameter.format.text(of: parameter.get(profile))
            XCTAssertEqual(parameter.format.value(of: text), parameter.get(profile), parameter.key)
            parameter.set(&profile, parameter.get(profile))
            XCTAssertEqual(profile, PersonaProfile(name: "x"), parameter.key)
        }
        XCTAssertEqual(PersonaParameterFormat.decimal.value(of: "0.25"), 250)
        XCTAssertEqual(PersonaParameterFormat.decimal.text(of: 250), "0.25")
        XCTAssertEqual(PersonaParameterFormat.timeOfDay.value(of: "17:30"), 63_000_000)
        XCTAssertEqual(PersonaParameterFormat.timeOfDayOrNone.value(of: "none"), -1)
        XCTAssertNil(PersonaParameterFormat.percent.value(of: "101%"))
        XCTAssertNil(PersonaParameterFormat.minutes.value(of: "20"))
    }
}
