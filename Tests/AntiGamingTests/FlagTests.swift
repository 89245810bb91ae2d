import AntiGaming
import Platform
import XCTest

final class FlagTests: XCTestCase {
    func testLosingAuthorisationIsFlaggedAtEveryLevel() {
        var script = UsageScript(hour: 10)
        script.changeAuthorization("phone", to: .denied)
        script.advance(minutes: 5)
        script.changeAuthorization("phone", to: .approved)
        script.changeAuthorization("phone", to: .notDetermined)
        for strictness in ValidationStrictness.allCases {
            let flags = Replay(script.signals, strictness).flags
            XCTAssertEqual(flags.map(\.reason), [.permissionLost, .permissionLost])
            XCTAssertEqual(flags.map(\.at.iso8601), ["2026-03-02T10:00:00.000Z", "2026-03-02T10:05:00.000Z"])
            XCTAssertEqual(flags.map(\.device), [DeviceID("phone"), DeviceID("phone")])
        }
    }

    /// The host app ran at 08:00, the child used the phone, and the app next ran `hours` later.
    private func hostAppSilent(forHours hours: Int64, withUsage: Bool) -> [UsageSignal] {
        var script = UsageScript(hour: 8)
        script.runApp("phone")
        if withUsage {
            script.advance(minutes: 60)
            script.startInterval("phone")
            script.use("phone", "math", minutes: 5)
            script.advance(minutes: hours * 60 - 65)
        } else {
            script.advance(minutes: hours * 60)
        }
        script.runApp("phone")
        return script.signals
    }

    func testAHostAppSilentForThirtyHoursWhileTicksArrivedIsFlaggedAtModerateAndStrict() {
        let signals = hostAppSilent(forHours: 30, withUsage: true)
        XCTAssertEqual(Replay(signals, .lenient).flags, [])
        XCTAssertEqual(Replay(signals, .moderate).flags.map(\.reason), [.appStalled])
        XCTAssertEqual(Replay(signals, .moderate).flags[0].at.iso8601, "2026-03-03T14:00:00.000Z")
        XCTAssertEqual(Replay(signals, .strict).flags.map(\.reason), [.appStalled])
    }

    func testAHostAppSilentForThirteenHoursIsFlaggedOnlyAtStrict() {
        let signals = hostAppSilent(forHours: 13, withUsage: true)
        XCTAssertEqual(Replay(signals, .moderate).flags, [])
        XCTAssertEqual(Replay(signals, .strict).flags.map(\.reason), [.appStalled])
    }

    func testAHostAppSilentWhileTheDeviceLayUnusedIsNotFlagged() {
        let signals = hostAppSilent(forHours: 80, withUsage: false)
        for strictness in ValidationStrictness.allCases {
            XCTAssertEqual(Replay(signals, strictness).flags, [], "\(strictness)")
        }
    }

    /// The app ran at 08:00; minutes 09:00–09:05 and 17:55–18:00, and the iPad died at 18:00.
    /// It booted on the charger `offHours` later, was used for five minutes and the app ran an
    /// hour after the boot: the stall clock counts the hours the device was on.
    private func flatBattery(offHours: Int64, announced: Bool) -> [UsageSignal] {
        var script = UsageScript(hour: 8)
        script.runApp("ipad")
        script.advance(minutes: 60)
        script.startInterval("ipad")
        script.use("ipad", "math", minutes: 5)
        script.advance(minutes: 8 * 60 + 50)
        script.use("ipad", "math", minutes: 5)
        script.advance(minutes: offHours * 60)
        script.reboot("ipad", announced: announced)
        script.startInterval("ipad")
        script.use("ipad", "math", minutes: 5)
        script.advance(minutes: 55)
        script.runApp("ipad")
        return script.signals
    }

    func testTheHoursAFlatIPadLayOffAreNoStallOfTheApp() {
        // On 08:00–18:00 and for an hour after the boot: 11 h, under moderate's 24 h and
        // strict's 12 h. A restart the app did not see leaves the whole 35 h a silence.
        let seen = flatBattery(offHours: 24, announced: true)
        XCTAssertEqual(Replay(seen, .moderate).flags, [])
        XCTAssertEqual(Replay(seen, .strict).flags, [])
        let unseen = flatBattery(offHours: 24, announced: false)
        XCTAssertEqual(Replay(unseen, .moderate).flags.map(\.reason), [.appStalled])
    }

    func testARestartDoesNotHideTheHoursTheDeviceWasOnWithoutTheApp() {
        // The app ran at 08:00 and not again; the iPad was used until 18:00 the NEXT day (34 h
        // on), then restarted at once: the restart skips nothing of those hours.
        var script = UsageScript(hour: 8)
        script.runApp("ipad")
        script.advance(minutes: 60)
        script.startInterval("ipad")
        script.use("ipad", "games", minutes: 5, category: .reward, isPaid: true)
        script.advance(minutes: 32 * 60 + 50)
        script.use("ipad", "games", minutes: 5, category: .reward, isPaid: true)
        script.reboot("ipad", announced: true)
        script.advance(minutes: 1)
        script.runApp("ipad")
        XCTAssertEqual(Replay(script.signals, .moderate).flags.map(\.reason), [.appStalled])
    }

    /// At 03:00 (odd hours for moderate and strict, which judge learning minutes only): three
    /// unpaid games minutes 03:01–03:03, the third of which is sitting, then three paid ones.
    func testRewardMinutesOnTheShieldAreFlaggedButNeverWithheld() {
        var script = UsageScript(hour: 3)
        script.startInterval("phone")
        script.use("phone", "games", minutes: 3, category: .reward, isPaid: false)
        script.use("phone", "videos", minutes: 3, category: .reward, isPaid: true)
        for strictness in ValidationStrictness.allCases {
            let replay = Replay(script.signals, strictness)
            XCTAssertEqual(replay.creditedCount(), 6, "\(strictness): reward ticks earn nothing to withhold")
            XCTAssertEqual(replay.live.tickCredited, Array(repeating: true, count: 6), "none is held")
            XCTAssertEqual(replay.assessments[0], TickAssessment(isKept: true, reasons: []))
            XCTAssertEqual(replay.assessments[2], TickAssessment(isKept: true, reasons: [.shieldSitting]))
            XCTAssertEqual(replay.assessments[3], TickAssessment(isKept: true, reasons: []))
            XCTAssertEqual(replay.sessions.map(\.status), [.validated, .validated], "every minute kept")
            XCTAssertEqual(replay.sessions.map(\.unpaidMinutes), [3, 0])
            XCTAssertEqual(replay.sessions.map(\.category), [.reward, .reward])
            XCTAssertEqual(replay.sessions[0].reasons, [.shieldSitting])
        }
    }

    /// The flags' rule units: flagged at every level, never withheld.
    func testTheFlagsFlagAtEveryLevel() throws {
        for flag in [PermissionLostFlag.self, MonitoringDroppedFlag.self] as [any UsageRule.Type] {
            XCTAssertEqual(flag.valuesText(for: .strict), "flag, at every level")
            XCTAssertFalse(StrictnessPolicy(.strict).withholds(try XCTUnwrap(flag.description.reason)))
        }
    }
}
