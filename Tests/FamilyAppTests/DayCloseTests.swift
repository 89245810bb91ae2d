import FamilyApp
import Platform
import RewardEngine
import XCTest

/// The nightly analysis: each ended day closed exactly once, in order, from the install date,
/// with its streak and weekly milestone announced by the one item that closed it.
final class DayCloseTests: XCTestCase {
    private let processing = ChildDeviceApp.processingTaskIdentifier
    private let child = FamilyFixture.childRecipient

    func testThreeSkippedDaysAreClosedInOrderOnce() {
        let family = FamilyFixture { $0.dailyLearningGoalMinutes = 2 }
        let phone = family.launchDevice("phone")
        family.learn(minutesByDay: [2, 0, 3], from: 1, on: phone)

        family.clock.set(day: 4, 3, 0)
        phone.runTask(processing)

        let summaries = family.work.summaries
        XCTAssertEqual(summaries.map(\.date), (1...3).map(FakeClock.date(ofDay:)))
        XCTAssertEqual(summaries.map(\.learningMinutes), [2, 0, 3])
        XCTAssertEqual(summaries.map(\.pointsEarned), [2, 0, 3])
        XCTAssertEqual(summaries.map(\.goalMet), [true, false, true])
        XCTAssertEqual(summaries.map(\.streakDays), [1, 0, 1])
        XCTAssertEqual(summaries.map(\.weekLearningMinutes), [2, 2, 5])
        XCTAssertEqual(family.work.closedThrough, FakeClock.date(ofDay: 3))

        family.clock.set(day: 4, 4, 0)
        phone.runTask(processing)
        phone.openAndWait()
        XCTAssertEqual(family.work.summaries, summaries)
    }

    /// The phone's lone minute at 19:30 is held by the validator (a session's first minute
    /// waits to show it is no fragment), and the phone does not run again that day. The
    /// tablet's nightly run releases it — the validator is the child's — but the minute is the
    /// phone's: the phone credits it before summing its day up, never after.
    func testAMinuteHeldOnAnotherDeviceIsReleasedAndCreditedOnItsOwnDevice() {
        let family = FamilyFixture()
        let phone = family.launchDevice("phone")
        let tablet = family.launchDevice("tablet")
        family.clock.set(day: 1, 19, 30)
        phone.deliverThreshold(FamilyFixture.maths)
        XCTAssertEqual(family.store.account.learningMinutes(), 0, "held, not yet credited")

        family.clock.set(day: 2, 3, 0)
        tablet.runTask(processing)
        XCTAssertEqual(tablet.app.store.work.summaries.map(\.learningMinutes), [0], "the tablet's day had no minute")
        XCTAssertEqual(family.store.account.learningMinutes(), 0, "released, waiting for the phone to run")

        phone.runTask(processing)
        XCTAssertEqual(family.work.summaries.map(\.learningMinutes), [1])
        XCTAssertEqual(family.store.account.learningMinutes(on: FakeClock.date(ofDay: 1)), 1)
        XCTAssertTrue(family.store.account.ledger.isConsistent)
    }

    /// Each device closes its own days, each once, whichever of its triggers comes first.
    func testTwoTriggersRacingToCloseTheSameDayCloseItOnce() {
        let family = FamilyFixture {
            $0.dailyLearningGoalMinutes = 1
            $0.streakGoalDays = 1
        }
        let phone = family.launchDevice("phone")
        let tablet = family.launchDevice("tablet")
        family.learn(minutesByDay: [2], from: 1, on: phone)

        family.clock.set(day: 2, 6, 0)
        let task = phone.scheduler.launch(processing)
        phone.app.applicationDidBecomeActive()
        tablet.app.applicationDidBecomeActive()
        tablet.queue.drain()
        phone.queue.drain()

        XCTAssertEqual(family.work.summaries.map(\.date), [FakeClock.date(ofDay: 1)])
        XCTAssertEqual(family.work.summaries.map(\.learningMinutes), [2])
        XCTAssertEqual(tablet.app.store.work.summaries.map(\.learningMinutes), [0])
        XCTAssertEqual(family.poster.posted(to: child, "streak_achieved").count, 1, "the phone's day met the goal")
        XCTAssertEqual(task.completions, [true])
    }

    func testAStreakMetThreeDaysMissedOnceAndMetThreeAgainIsAnnouncedTwice() {
        let family = FamilyFixture { $0.dailyLearningGoalMinutes = 2 }
        let phone = family.launchDevice("phone")
        family.learn(minutesByDay: [2, 2, 2, 1, 2, 2, 2], from: 1, on: phone)

        family.clock.set(day: 8, 3, 0)
        phone.runTask(processing)

        XCTAssertEqual(family.work.summaries.map(\.streakDays), [1, 2, 3, 0, 1, 2, 3])
        let streaks = family.poster.posted(to: child, "streak_achieved")
        XCTAssertEqual(
            streaks.map(\.occurredAt),
            [
                FakeClock.local(day: 4, 0, 0).instant, FakeClock.local(day: 8, 0, 0).instant,
            ])
        XCTAssertEqual(streaks.first?.body, "maya met the daily learning goal 3 days in a row.")
        XCTAssertEqual(family.poster.posted(to: FamilyFixture.parentRecipient, "streak_achieved").count, 2)
    }

    func testTheWeeklyMilestoneIsAnnouncedOncePerWeek() {
        let family = FamilyFixture { $0.weeklyLearningGoalMinutes = 5 }
        let phone = family.launchDevice("phone")
        XCTAssertEqual(FakeClock.firstDay.isoWeekday, 1, "day 1 is a Monday")
        family.learn(minutesByDay: Array(repeating: 3, count: 9), from: 1, on: phone)

        family.clock.set(day: 10, 3, 0)
        phone.runTask(processing)

        let summaries = family.work.summaries
        XCTAssertEqual(summaries.map(\.weekLearningMinutes), [3, 6, 9, 12, 15, 18, 21, 3, 6])
        XCTAssertEqual(
            summaries.filter(\.weeklyMilestoneReached).map(\.date),
            [
                FakeClock.date(ofDay: 2), FakeClock.date(ofDay: 9),
            ])
        let milestones = family.poster.posted(to: child, "weekly_milestone")
        XCTAssertEqual(
            milestones.map(\.occurredAt),
            [
                FakeClock.local(day: 3, 0, 0).instant, FakeClock.local(day: 10, 0, 0).instant,
            ])
        XCTAssertEqual(
            milestones.first?.body,
            "maya learned for 6 minutes this week by 2026-03-03, reaching the weekly goal of 5 minutes."
        )
    }

    func testASummaryCountsPaidRewardMinutesAndPointsRedeemed() throws {
        let family = FamilyFixture()
        let phone = family.launchDevice("phone")
        family.use(FamilyFixture.maths, minutes: 10, on: phone)
        _ = try phone.app.redeem(points: 4, for: FamilyFixture.game).get()
        family.use(FamilyFixture.game, minutes: 3, on: phone)

        family.clock.set(day: 2, 3, 0)
        phone.runTask(processing)

        let summary = try XCTUnwrap(family.work.summaries.first)
        XCTAssertEqual(summary.learningMinutes, 10)
        XCTAssertEqual(summary.rewardMinutes, 2, "the third minute was unpaid, on the shield")
        XCTAssertEqual(summary.pointsEarned, 10)
        XCTAssertEqual(summary.pointsRedeemed, 4)
        XCTAssertFalse(summary.goalMet, "10 of the default 30 minutes")
    }
}
