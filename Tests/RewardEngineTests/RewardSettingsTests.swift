import Platform
import XCTest

@testable import RewardEngine

final class RewardSettingsTests: XCTestCase {
    func testTheDefaultsAreValid() {
        let settings = RewardSettings()
        XCTAssertEqual(settings.validated(), [])
        XCTAssertEqual(settings.conversionRatePointsPerMinute, 2)
        XCTAssertEqual(settings.defaultPointsPerHour, 10)
        XCTAssertEqual(settings.sessionGapMinutes, 2)
        XCTAssertEqual(settings.redemptionExpiryMinutes, 60)
        XCTAssertNil(settings.dailyRewardLimitMinutes)
    }

    func testEveryOutOfRangeFieldIsNamedWithItsBound() {
        let settings = RewardSettings(
            conversionRatePointsPerMinute: 0,
            defaultPointsPerHour: -1,
            minimumSessionMinutes: -2,
            sessionGapMinutes: 0,
            dailyRewardLimitMinutes: -3,
            weeklyRewardLimitMinutes: -4,
            redemptionExpiryMinutes: 0
        )
        XCTAssertEqual(
            settings.validated(),
            [
                "conversionRatePointsPerMinute must be at least 1, got 0",
                "defaultPointsPerHour must be at least 0, got -1",
                "minimumSessionMinutes must be at least 0, got -2",
                "sessionGapMinutes must be at least 1, got 0",
                "dailyRewardLimitMinutes must be at least 0, got -3",
                "weeklyRewardLimitMinutes must be at least 0, got -4",
                "redemptionExpiryMinutes must be at least 1, got 0",
            ])
    }

    func testTheCatalogueListsEachCategorySortedWhateverTheInputOrder() {
        XCTAssertEqual(Fixture.catalog.learningApps, [Fixture.duolingo, Fixture.khan, Fixture.reader])
        XCTAssertEqual(Fixture.catalog.rewardApps, [Fixture.minecraft, Fixture.youtube])
        XCTAssertEqual(Fixture.catalog.category(of: Fixture.reader), .learning(pointsPerHour: nil))
        XCTAssertNil(Fixture.catalog.category(of: AppID("calculator")))
    }
}
