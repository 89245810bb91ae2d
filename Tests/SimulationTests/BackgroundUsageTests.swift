import Platform
import Simulation
import XCTest

/// The default refresh delay follows how often the user opened the app lately, and a
/// processing task of an app left unopened for a week waits for the next opening. Each level
/// is checked over 40 seeds against its median (half the draws below it, give or take three
/// standard deviations: 12 … 28 of 40) and its spread.
final class BackgroundUsageTests: XCTestCase {
    private static let seeds = UInt64(1)...40
    private let byUsage = BackgroundSchedulerModel(refreshNeverChancePercent: 0)

    /// The delay of one refresh request submitted at `submitAt` on each seed, after the child
    /// opened the app at each of `openings` (the setup at the start counts as one more). The
    /// iPad stays on its charger, so that a week locked does not run its battery below 20 %.
    private func refreshDelaysMs(openings: [Instant], submitAt: Instant) -> [Int64] {
        Self.seeds.map { seed in
            let scenario = DeviceScenario(seed: seed, power: PowerSettings(isCharging: true), background: byUsage)
            let device = scenario.device
            scenario.installHostApp()
            for opening in openings {
                scenario.at(opening) {
                    device.unlock()
                    device.launchApp()
                    device.lock()
                }
            }
            scenario.submit(.refresh(), at: submitAt)
            scenario.run(until: submitAt + 9 * Instant.millisecondsPerDay)
            return scenario.device.backgroundRuns[0].delayMs
        }
    }

    private func count(_ delaysMs: [Int64], under limitMs: Int64) -> Int {
        delaysMs.filter { $0 < limitMs }.count
    }

    func testThreeOpeningsInTheLastDayGetARefreshWithinTensOfMinutes() {
        let openings = [DeviceScenario.local(7, 10), DeviceScenario.local(12, 0), DeviceScenario.local(18, 0)]
        let delaysMs = refreshDelaysMs(openings: openings, submitAt: DeviceScenario.local(18, 1))
        XCTAssertTrue((12...28).contains(count(delaysMs, under: DeviceScenario.minutes(10))), "median 10 min")
        XCTAssertGreaterThanOrEqual(
            count(delaysMs, under: DeviceScenario.hourMs), 36,
            "σ 1.0: 96 % of draws under an hour")
    }

    func testThreeOpeningsSpreadOverMoreThanADayAreOnlyDaily() {
        let openings = [DeviceScenario.local(12, 0), DeviceScenario.local(18, 0)]
        let delaysMs = refreshDelaysMs(openings: openings, submitAt: DeviceScenario.local(7, 30, day: 1))
        XCTAssertEqual(
            count(delaysMs, under: DeviceScenario.minutes(30)), 0,
            "the setup at 07:00 is more than a day old: two openings, the daily level")
        XCTAssertTrue((12...28).contains(count(delaysMs, under: 6 * DeviceScenario.hourMs)), "median 6 h")
    }

    func testAnAppOpenedOnlyAtTheSetupGetsAFewRefreshesADayAtMost() {
        let delaysMs = refreshDelaysMs(openings: [], submitAt: DeviceScenario.local(8, 0))
        XCTAssertTrue((12...28).contains(count(delaysMs, under: 6 * DeviceScenario.hourMs)), "median 6 h")
        XCTAssertEqual(count(delaysMs, under: DeviceScenario.minutes(30)), 0, "hours, not minutes")
    }

    func testAnAppNotOpenedInTheLastDayWaitsAboutHalfADay() {
        let delaysMs = refreshDelaysMs(openings: [], submitAt: DeviceScenario.local(8, 0, day: 2))
        XCTAssertTrue((12...28).contains(count(delaysMs, under: 12 * DeviceScenario.hourMs)), "median 12 h")
        XCTAssertEqual(count(delaysMs, under: DeviceScenario.hourMs), 0)
    }

    func testAnAppNotOpenedForAWeekIsRefreshedEveryFewDays() {
        let delaysMs = refreshDelaysMs(openings: [], submitAt: DeviceScenario.local(7, 0, day: 7))
        XCTAssertTrue((12...28).contains(count(delaysMs, under: 2 * Instant.millisecondsPerDay)), "median 2 days")
        XCTAssertEqual(count(delaysMs, under: 6 * DeviceScenario.hourMs), 0)
    }

    func testTheLogSaysWhichUsageTheDelayWasDrawnFor() {
        let scenario = DeviceScenario(background: byUsage)
        scenario.installHostApp()
        scenario.submit(.refresh(), at: DeviceScenario.local(8, 0, day: 1))
        scenario.run(until: DeviceScenario.local(8, 0, day: 1))
        XCTAssertTrue(
            scenario.device.schedulerLog[0].detail.hasPrefix(
                "from 2026-03-03T07:00:00.000Z; app not opened in the last day; delay "
            ), scenario.device.schedulerLog[0].detail)
    }

    func testAnExplicitFixedDelayIgnoresHowOftenTheAppIsOpened() {
        let scenario = DeviceScenario(
            power: PowerSettings(isCharging: true), background: .exact(refreshDelayMs: DeviceScenario.minutes(10))
        )
        let device = scenario.device
        scenario.installHostApp()
        for hour in [8, 9, 10] {
            scenario.at(DeviceScenario.local(hour, 0)) {
                device.unlock()
                device.launchApp()
                device.lock()
            }
        }
        scenario.submit(.refresh(), at: DeviceScenario.local(10, 1))
        scenario.submit(.refresh(), at: DeviceScenario.local(8, 0, day: 9))
        scenario.run(until: DeviceScenario.local(9, 0, day: 9))
        XCTAssertEqual(
            scenario.runStarts, [DeviceScenario.local(10, 11), DeviceScenario.local(8, 10, day: 9)],
            "10 minutes after three openings, and after a week without one")
        XCTAssertEqual(
            device.schedulerLog[0].detail,
            "from 2026-03-02T09:01:00.000Z; delay 10m00s drawn; due 2026-03-02T09:11:00.000Z")
    }

    func testAProcessingTaskWaitsForTheUserOnceTheAppIsUnopenedForAWeek() {
        let scenario = DeviceScenario(power: PowerSettings(isCharging: true), background: .exact())
        let device = scenario.device
        let app = scenario.installHostApp()
        scenario.submit(.processing(earliest: DeviceScenario.local(8, 0, day: 7)), at: DeviceScenario.local(7, 0))
        scenario.at(DeviceScenario.local(12, 0, day: 8)) {
            device.unlock()
            device.launchApp()
            device.lock()
        }
        scenario.run(until: DeviceScenario.local(13, 0, day: 8))
        XCTAssertEqual(app.tasks.map(\.identifier), ["close-day"])
        XCTAssertEqual(
            scenario.runStarts, [DeviceScenario.local(12, 15, day: 8)],
            "after the opening: 5 min idle, then the 10 min delay")
        let deferral = device.schedulerLog.first { $0.event == "deferred" }
        XCTAssertEqual(
            deferral?.time, DeviceScenario.local(8, 10, day: 7),
            "eligible at its earliest begin, due 10 min later: past the week since the setup at 07:00")
        XCTAssertEqual(deferral?.detail, "blocked: the app has not been opened for 7 days")
    }

    /// A parent's phone draws from the same levels. This stand-in for the parent app asks for a
    /// refresh 15 minutes ahead at launch, at each run and whenever it is opened.
    func testAParentWhoOpensTheAppAgainAndAgainIsRefreshedWithinTensOfMinutes() {
        let oftenMs = firstParentRefreshDelaysMs(openingMinutes: [10, 20], requestedAt: DeviceScenario.local(7, 35))
        XCTAssertTrue((12...28).contains(count(oftenMs, under: DeviceScenario.minutes(10))), "median 10 min")
        let setupOnlyMs = firstParentRefreshDelaysMs(openingMinutes: [], requestedAt: DeviceScenario.local(7, 15))
        XCTAssertTrue((12...28).contains(count(setupOnlyMs, under: 6 * DeviceScenario.hourMs)), "median 6 h")
    }

    private func firstParentRefreshDelaysMs(openingMinutes: [Int], requestedAt: Instant) -> [Int64] {
        Self.seeds.map { seed in
            let scenario = DeviceScenario(seed: seed)
            let phone = scenario.world.addParentDevice(
                id: DeviceID("sam-phone"), parent: ParentID("sam"), utcOffsetSeconds: DeviceScenario.utcOffsetSeconds,
                clockSkewMs: 0, background: byUsage
            )
            let app = RefreshingParentApp(phone: phone)
            scenario.keptAlive.append(app)
            phone.installApp(app)
            for minute in openingMinutes {
                scenario.at(DeviceScenario.local(7, minute)) { phone.openApp() }
            }
            scenario.run(until: DeviceScenario.local(7, 0, day: 3))
            return app.refreshTimes[0].milliseconds(since: requestedAt)
        }
    }
}

/// The parent app as far as refresh goes: a request 15 minutes ahead whenever it runs.
private final class RefreshingParentApp: ApplicationDelegate {
    private let phone: SimulatedParentDevice
    private(set) var refreshTimes: [Instant] = []

    init(phone: SimulatedParentDevice) {
        self.phone = phone
    }

    func applicationDidFinishLaunching() {
        phone.register(forTaskWithIdentifier: "refresh") { [unowned self] task in
            refreshTimes.append(phone.now.instant)
            submitRefresh()
            task.setTaskCompleted(success: true)
        }
        submitRefresh()
    }

    func applicationDidBecomeActive() {
        submitRefresh()
    }

    func applicationDidEnterBackground() {}

    private func submitRefresh() {
        let request = BackgroundTaskRequest(
            identifier: "refresh", kind: .refresh,
            earliestBeginDate: phone.now.instant + 15 * Instant.millisecondsPerMinute
        )
        try? phone.submit(request)
    }
}
