import FamilyApp
import Platform
import RewardEngine
import XCTest

/// What the family is told, how often, and never when they switched a kind off.
final class NotificationTests: XCTestCase {
    private let child = FamilyFixture.childRecipient
    private let parent = FamilyFixture.parentRecipient
    private let maths = FamilyFixture.maths
    private let game = FamilyFixture.game

    func testTheDailyGoalIsAnnouncedOncePerDayToTheChildAndEveryParent() {
        let family = FamilyFixture { $0.dailyLearningGoalMinutes = 3 }
        let phone = family.launchDevice("phone")
        family.use(maths, minutes: 5, on: phone)
        family.clock.set(day: 1, 12, 0)
        phone.openAndWait()
        family.learn(minutesByDay: [4], from: 2, on: phone)

        let goals = family.poster.posted(to: child, "goal_achieved")
        XCTAssertEqual(
            goals.map(\.occurredAt),
            [
                FakeClock.local(day: 1, 7, 3).instant, FakeClock.local(day: 2, 16, 3).instant,
            ])
        XCTAssertEqual(goals.first?.title, "Daily goal reached")
        XCTAssertEqual(
            goals.first?.body,
            "maya learned for 3 minutes on 2026-03-02, reaching the daily goal of 3 minutes."
        )
        XCTAssertEqual(family.poster.posted(to: parent, "goal_achieved").count, 2)
    }

    /// Each lone minute is held until the next callback releases it, so its points come one
    /// callback late: 09:00's at 09:10 (announced, opening the 30-minute window), 09:10's at
    /// 09:35 (within it: batched), 09:35's at 09:50 (past it: both go out, dated 09:10).
    func testPointsEarnedWithinTheWindowAreBatchedIntoTheNextNotification() {
        let family = FamilyFixture()
        let phone = family.launchDevice("phone")
        for minute in [0, 10, 35, 50] {
            family.clock.set(day: 1, 9, minute)
            phone.deliverThreshold(maths)
        }

        let points = family.poster.posted(to: child, "points_earned")
        XCTAssertEqual(points.map(\.body), ["You earned 1 point.", "You earned 2 points."])
        XCTAssertEqual(
            points.map(\.occurredAt),
            [
                FakeClock.local(day: 1, 9, 0).instant, FakeClock.local(day: 1, 9, 10).instant,
            ])
        XCTAssertEqual(family.poster.posted(to: parent, "points_earned"), [])
        XCTAssertNil(family.work.pendingPoints)
    }

    /// One session of three minutes: the third releases the held first two, and the first's
    /// point is announced at once; the others wait in the batch for the day's close.
    func testAPendingBatchGoesOutWhenItsDayIsClosed() {
        let family = FamilyFixture()
        let phone = family.launchDevice("phone")
        for minute in [0, 1, 2] {
            family.clock.set(day: 1, 21, minute)
            phone.deliverThreshold(maths)
        }
        XCTAssertEqual(family.work.pendingPoints?.points, 2)

        family.clock.set(day: 2, 3, 0)
        phone.runTask(ChildDeviceApp.processingTaskIdentifier)

        let points = family.poster.posted(to: child, "points_earned")
        XCTAssertEqual(
            points.map(\.occurredAt),
            [
                FakeClock.local(day: 1, 21, 0).instant, FakeClock.local(day: 1, 21, 1).instant,
            ])
        XCTAssertNil(family.work.pendingPoints)
    }

    /// Earns, meets the goal and weekly goal, gets a redemption shortened and one refused by the
    /// daily limit, then closes the day: every kind has a reason to be posted.
    private func dayWithEveryKindOfNews(disabling disabled: [NotificationKind]) -> FamilyFixture {
        let family = FamilyFixture { settings in
            settings.dailyLearningGoalMinutes = 2
            settings.weeklyLearningGoalMinutes = 3
            settings.streakGoalDays = 1
            settings.dailyRewardLimitMinutes = 1
            for kind in disabled { settings.notifications.set(kind, enabled: false) }
        }
        let phone = family.launchDevice("phone")
        family.use(maths, minutes: 4, on: phone)
        _ = phone.app.redeem(points: 4, for: game)
        _ = phone.app.redeem(points: 2, for: game)
        family.clock.set(day: 2, 3, 0)
        phone.runTask(ChildDeviceApp.processingTaskIdentifier)
        return family
    }

    func testDisabledKindsAreNeverPosted() {
        let everything = dayWithEveryKindOfNews(disabling: [])
        XCTAssertEqual(
            Set(everything.poster.posted.map(\.category)),
            Set(NotificationKind.allCases.filter(\.isSwitchable).map(\.rawValue)),
            "every kind but the overdraft, which needs a second device"
        )

        let nothing = dayWithEveryKindOfNews(disabling: NotificationKind.allCases.filter(\.isSwitchable))
        XCTAssertEqual(nothing.poster.posted, [])
        XCTAssertNil(nothing.work.pendingPoints, "a disabled batch is dropped, not kept")

        let noPoints = dayWithEveryKindOfNews(disabling: [.pointsEarned])
        XCTAssertEqual(
            Set(noPoints.poster.posted.map(\.category)),
            ["goal_achieved", "streak_achieved", "weekly_milestone", "reward_limit_reached"]
        )
    }

    func testARedemptionShortenedOrRefusedByTheDailyLimitTellsTheFamily() throws {
        let family = FamilyFixture { $0.dailyRewardLimitMinutes = 3 }
        let phone = family.launchDevice("phone")
        family.use(maths, minutes: 10, on: phone)

        let shortened = try phone.app.redeem(points: 10, for: game).get()
        XCTAssertEqual(shortened.minutesGranted, 3)
        _ = phone.app.redeem(points: 2, for: game)
        _ = phone.app.redeem(points: 20, for: game)

        let limits = family.poster.posted(to: child, "reward_limit_reached")
        XCTAssertEqual(
            limits.map(\.body),
            [
                "maya got 3 of the 5 minutes asked for game: the daily limit of 3 minutes is used up.",
                "maya could not redeem 2 points for game: the daily limit of 3 minutes is used up.",
            ], "too few points is no limit")
        let redeemedAt = FakeClock.local(day: 1, 7, 10).instant
        XCTAssertEqual(limits.map(\.occurredAt), [redeemedAt, redeemedAt])
        XCTAssertEqual(family.poster.posted(to: parent, "reward_limit_reached").count, 2)
    }

    func testARedemptionShortenedByTheWeeklyLimitNamesIt() throws {
        let family = FamilyFixture { $0.weeklyRewardLimitMinutes = 4 }
        let phone = family.launchDevice("phone")
        family.use(maths, minutes: 10, on: phone)
        _ = try phone.app.redeem(points: 6, for: game).get()
        family.clock.set(day: 2, 8, 0)

        let shortened = try phone.app.redeem(points: 4, for: game).get()

        XCTAssertEqual(shortened.minutesGranted, 1)
        XCTAssertEqual(
            family.poster.posted(to: child, "reward_limit_reached").map(\.body),
            [
                "maya got 1 of the 2 minutes asked for game: the weekly limit of 4 minutes is used up."
            ])
    }
}
