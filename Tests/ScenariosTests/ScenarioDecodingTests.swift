import Platform
import RewardEngine
import XCTest
import YAMLSubset

@testable import Scenarios

/// A valid file becomes a scenario with every field as written and every default filled in.
final class ScenarioDecodingTests: XCTestCase {
    static let fullScenario = """
        version: 1
        name: A full scenario
        description: two devices
        tags: [reward, smoke]
        start: 2026-03-02 07:00 +01:00
        duration: 2d
        family:
          parents:
            - name: sam
              device: sam-phone
          children:
            - name: alex
              devices:
                - alex-ipad
                - name: alex-phone
                  auto_lock: never
                  utc_offset: -05:00
        settings:
          conversion_rate: 3
          minimum_session: 5m
          daily_reward_limit: 60m
        apps:
          - id: duolingo
            category: learning
            points_per_hour: 20
          - id: khan
            category: learning
          - id: minecraft
            category: reward
            keeps_screen_on: true
        timeline:
          - at: 07:30
            use: duolingo
            device: alex-ipad
            for: 30m
          - at: day 2 08:15:30
            redeem: 10 points
            for_app: minecraft
            device: alex-phone
        expect:
          - earned(alex) == 10
          - not locked(alex-ipad) at 07:45

        """

    func testTheHeaderFieldsAreReadAndTheSeedDefaultsToOne() throws {
        let scenario = try XCTUnwrap(decodeValid(Self.fullScenario))
        XCTAssertEqual(scenario.file, "test.yaml")
        XCTAssertEqual(scenario.version, 1)
        XCTAssertEqual(scenario.name, "A full scenario")
        XCTAssertEqual(scenario.description, "two devices")
        XCTAssertEqual(scenario.tags, ["reward", "smoke"])
        XCTAssertEqual(scenario.seed, 1)
        XCTAssertEqual(scenario.start.iso8601, "2026-03-02T07:00:00.000+01:00")
        XCTAssertEqual(scenario.durationMs, 172_800_000)
        XCTAssertEqual(scenario.end, scenario.start.instant + 172_800_000)
    }

    func testAnExplicitSeedMayBeHex() throws {
        let scenario = try XCTUnwrap(decodeValid(ScenarioFixture.with("seed: 0x1f\n")))
        XCTAssertEqual(scenario.seed, 31)
    }

    func testSettingsOverrideOnlyTheDefaultsTheyName() throws {
        let settings = try XCTUnwrap(decodeValid(Self.fullScenario)).settings
        XCTAssertEqual(
            settings,
            RewardSettings(
                conversionRatePointsPerMinute: 3, defaultPointsPerHour: 10, minimumSessionMinutes: 5,
                sessionGapMinutes: 2, dailyRewardLimitMinutes: 60, weeklyRewardLimitMinutes: nil,
                redemptionExpiryMinutes: 60
            ))
    }

    func testDevicesDefaultToTwoMinuteAutoLockAndTheStartsOffset() throws {
        let scenario = try XCTUnwrap(decodeValid(Self.fullScenario))
        XCTAssertEqual(
            scenario.parents,
            [
                ParentSpec(id: ParentID("sam"), device: DeviceID("sam-phone"), role: .organizer)
            ])
        XCTAssertEqual(scenario.children.map(\.id), [ChildID("alex")])
        XCTAssertEqual(
            scenario.devices,
            [
                DeviceSpec(
                    id: DeviceID("alex-ipad"), child: ChildID("alex"), timeZone: .fixed(utcOffsetSeconds: 3_600),
                    autoLockMs: 120_000),
                DeviceSpec(
                    id: DeviceID("alex-phone"), child: ChildID("alex"), timeZone: .fixed(utcOffsetSeconds: -18_000),
                    autoLockMs: nil),
            ])
    }

    func testAppsKeepTheirCategoryRateAndScreenSetting() throws {
        let apps = try XCTUnwrap(decodeValid(Self.fullScenario)).apps
        XCTAssertEqual(
            apps,
            [
                AppSpec(id: AppID("duolingo"), category: .learning(pointsPerHour: 20), keepsScreenOn: false),
                AppSpec(id: AppID("khan"), category: .learning(pointsPerHour: nil), keepsScreenOn: false),
                AppSpec(id: AppID("minecraft"), category: .reward, keepsScreenOn: true),
            ])
    }

    func testTimelineStepsLandAtTheirMomentsOfTheRun() throws {
        let scenario = try XCTUnwrap(decodeValid(Self.fullScenario))
        let start = scenario.start.instant
        XCTAssertEqual(scenario.timeline.map(\.time), [start + 1_800_000, start + 86_400_000 + 4_530_000])
        XCTAssertEqual(
            scenario.timeline.map(\.kindValue),
            [
                AnyHashable(
                    UseAction(
                        app: AppID("duolingo"), device: DeviceID("alex-ipad"), durationMs: 1_800_000,
                        lockAfter: true)),
                AnyHashable(RedeemAction(points: 10, app: AppID("minecraft"), device: DeviceID("alex-phone"))),
            ])
        XCTAssertEqual(scenario.timeline.map(\.device), [DeviceID("alex-ipad"), DeviceID("alex-phone")])
        XCTAssertEqual(
            scenario.timeline.map(\.summary),
            [
                "use duolingo for 30m on alex-ipad", "redeem 10 points for minecraft on alex-phone",
            ])
        XCTAssertEqual(
            scenario.timeline.map(\.location),
            [
                SourceLocation(line: 32, column: 5), SourceLocation(line: 36, column: 5),
            ])
    }

    func testExpectationsKeepTheirTextPlaceAndMoment() throws {
        let scenario = try XCTUnwrap(decodeValid(Self.fullScenario))
        XCTAssertEqual(
            scenario.expectations.map(\.text),
            [
                "earned(alex) == 10", "not locked(alex-ipad) at 07:45",
            ])
        XCTAssertEqual(scenario.expectations.map(\.time), [nil, scenario.start.instant + 2_700_000])
        XCTAssertEqual(
            scenario.expectations.map(\.location),
            [
                SourceLocation(line: 41, column: 5), SourceLocation(line: 42, column: 5),
            ])
    }

    func testWithoutADeviceTheOnlyChildDeviceIsUsed() throws {
        let scenario = try XCTUnwrap(
            decodeValid(
                ScenarioFixture.with(
                    """
                    timeline:
                      - at: 07:30
                        switch: minecraft
                        then: stay

                    """)))
        XCTAssertEqual(scenario.timeline.first?.device, DeviceID("alex-ipad"))
        XCTAssertEqual(
            scenario.timeline.first?.kindValue,
            AnyHashable(
                SwitchAction(
                    app: AppID("minecraft"), device: DeviceID("alex-ipad"), durationMs: nil, lockAfter: false
                )))
    }

    func testSetChangesASettingForEveryChildByAParent() throws {
        let scenario = try XCTUnwrap(
            decodeValid(
                ScenarioFixture.with(
                    """
                    timeline:
                      - at: 09:00
                        set: daily_reward_limit
                        to: 45m
                        by: sam

                    """)))
        let step = try XCTUnwrap(scenario.timeline.first)
        let expected = SetAction(
            change: .dailyRewardLimitMinutes(45), children: [ChildID("alex")],
            parent: ParentID("sam"))
        XCTAssertEqual(step.kindValue, AnyHashable(expected))
        XCTAssertNil(step.device)
        XCTAssertEqual(step.summary, "sam sets daily_reward_limit to 45m")
        XCTAssertEqual(step.time, scenario.start.instant + 7_200_000)
    }

    func testSetReadsTheValueLikeTheSettingsSection() {
        assertOnlyDiagnostic(
            ScenarioFixture.with(
                """
                timeline:
                  - at: 09:00
                    set: redemption_expiry
                    to: 5m
                    by: sam

                """),
            line: 20, column: 9, message: "'5m' is out of range", help: "use 15m to 7d"
        )
    }

    func testAdjustTakesSignedPointsAndAReason() throws {
        let scenario = try XCTUnwrap(
            decodeValid(
                ScenarioFixture.with(
                    """
                    timeline:
                      - at: 10:00
                        adjust: -3 points
                        child: alex
                        by: sam
                        reason: rude

                    """)))
        let step = try XCTUnwrap(scenario.timeline.first)
        XCTAssertEqual(
            step.kindValue,
            AnyHashable(
                AdjustAction(
                    points: -3, child: ChildID("alex"), parent: ParentID("sam"), reason: "rude"
                )))
        XCTAssertEqual(step.summary, "sam adjusts alex by -3 points")
    }

    func testAnAdjustmentOfZeroPointsIsRefused() {
        assertOnlyDiagnostic(
            ScenarioFixture.with("timeline:\n  - at: 10:00\n    adjust: 0 points\n    by: sam\n"),
            line: 19, column: 13, message: "an adjustment of zero points changes nothing",
            help: "write e.g. +5 points"
        )
    }
}
