import AntiGaming
import XCTest

/// Phone and iPad picked up at 08:00, then left alone until 10:00, so the child's time budget
/// has room and only the cross-device rules decide.
final class CrossDeviceTests: XCTestCase {
    private func bothDevicesPickedUpEarly() -> UsageScript {
        var script = UsageScript(hour: 8)
        script.startInterval("phone")
        script.startInterval("ipad")
        script.advance(toDay: 1, hour: 10)
        return script
    }

    /// iPad "reading" at 10:00:30, 10:01:30 …; phone `phoneApp` at 10:01, 10:02 … (10 each).
    private func differentAppsAtTheSameTime(phoneApp: String = "math") -> [UsageSignal] {
        var script = bothDevicesPickedUpEarly()
        for _ in 0..<10 {
            script.advance(seconds: 30)
            script.tick("ipad", "reading")
            script.advance(seconds: 30)
            script.tick("phone", phoneApp)
        }
        return script.signals
    }

    /// The phone runs the iPad's own app, 30 s off the iPad's phase: not a mirror (that would
    /// come within 15 s of the iPad's minute) but a second device in use, judged as one running
    /// another app is — flagged at lenient, withheld at moderate and strict; the iPad, first,
    /// keeps its ten.
    func testAnotherDeviceRunningTheSameAppOnItsOwnPhaseIsJudgedAsAnotherDeviceInUse() {
        let signals = differentAppsAtTheSameTime(phoneApp: "reading")
        let lenient = Replay(signals, .lenient)
        XCTAssertEqual(lenient.creditedCount(), 20)
        XCTAssertEqual(lenient.assessments[0].reasons, [])
        XCTAssertTrue(lenient.assessments[1...].allSatisfy { $0.reasons == [.otherDeviceInUse] })
        for strictness in [ValidationStrictness.moderate, .strict] {
            let replay = Replay(signals, strictness)
            XCTAssertEqual(replay.creditedCount(), 10, "\(strictness)")
            XCTAssertEqual(replay.sessions.map(\.device.rawValue), ["ipad", "phone"])
            XCTAssertEqual(replay.sessions.map(\.minutesKept), [10, 0])
            XCTAssertEqual(replay.sessions[1].reasons, [.otherDeviceInUse])
        }
    }

    /// The iPad's mirror of the phone's minute can arrive before the phone's own callback: at
    /// 10:02:01 it is 61 s after the phone's 10:01:00 — 1 s off its phase — and a mirror, though
    /// the phone's 10:02 callback comes only at 10:02:05 (counted); at 10:03:01 it is 4 s off
    /// the phone's 10:02:05. Before, a minute more than 60 s old was forgotten: the iPad's
    /// 10:02:01 was counted and the phone's real minute dropped in its place.
    func testAMirrorDeliveredAheadOfTheMinuteItCopiesIsFiltered() {
        var script = bothDevicesPickedUpEarly()
        script.advance(seconds: 60)
        script.tick("phone", "math")
        for (ipadAfter, phoneAfter) in [(61, 4), (56, 1)] as [(Int64, Int64)] {
            script.advance(seconds: ipadAfter)
            script.tick("ipad", "math")
            script.advance(seconds: phoneAfter)
            script.tick("phone", "math")
        }
        let replay = Replay(script.signals, .moderate)
        XCTAssertEqual(replay.creditedCount(), 3)
        let mirrored = TickAssessment(isKept: false, reasons: [.mirroredOnOtherDevice])
        XCTAssertEqual([replay.assessments[1], replay.assessments[3]], [mirrored, mirrored])
        XCTAssertEqual(replay.sessions.map(\.device.rawValue), ["phone"])
    }

    /// The iPad runs "reading" from 10:00:37 (minutes at 10:01:37 … 10:10:37); the phone runs it
    /// too from 10:02:17, 20 s ahead of the iPad's phase (minutes at 10:03:17 …), its third
    /// callback 6 s late (10:05:23). The iPad's 10:05:37 is 14 s after it — within a mirror's
    /// allowance — but the iPad's run began minutes before the phone's: it is the iPad's own
    /// minute and stands. The phone's late 10:05:23, 14 s off the iPad's 10:04:37, is dropped as
    /// its mirror; its other minutes are withheld (otherDeviceInUse), the first held with them.
    /// Without the older run's say, the iPad lost 10:05:37 as a mirror.
    func testTheDeviceRunningTheAppFirstKeepsAMinuteNearTheOthersPhase() {
        var script = bothDevicesPickedUpEarly()
        let ipadSeconds: [Int64] = (0..<10).map { 97 + 60 * Int64($0) }
        let phoneSeconds: [Int64] = [197, 257, 323, 377, 437, 497]
        let callbacks = ipadSeconds.map { ($0, "ipad") } + phoneSeconds.map { ($0, "phone") }
        let ordered = callbacks.sorted { $0.0 < $1.0 }
        var lastSeconds: Int64 = 0
        for (seconds, device) in ordered {
            script.advance(seconds: seconds - lastSeconds)
            lastSeconds = seconds
            script.tick(device, "reading")
        }
        let replay = Replay(script.signals, .moderate)
        XCTAssertEqual(replay.creditedCount(), 10)
        XCTAssertEqual(replay.sessions.map(\.device.rawValue), ["ipad", "phone"])
        XCTAssertEqual(replay.sessions.map(\.minutesKept), [10, 0])
        let ipadAssessments = zip(ordered, replay.assessments).filter { $0.0.1 == "ipad" }.map(\.1)
        XCTAssertFalse(ipadAssessments.contains { $0.reasons.contains(.mirroredOnOtherDevice) })
        XCTAssertEqual(
            replay.assessments[6].reasons, [.mirroredOnOtherDevice],
            "the phone's 10:05:23 is 46 s after the iPad's 10:04:37: on its phase, and the phone's run the younger"
        )
    }

    /// Math on the phone 10:01–10:10, then on the iPad, whose counter carried 30 s from earlier
    /// use: its first minute fires at 10:10:30, 30 s after the phone's last. A hand-over, kept
    /// at every level: the phone's run ended before the iPad's session began.
    func testTheSameAppHandedOverWithAPartialMinuteIsKept() {
        var script = bothDevicesPickedUpEarly()
        for _ in 0..<10 {
            script.advance(seconds: 60)
            script.tick("phone", "math")
        }
        for _ in 0..<5 {
            script.advance(seconds: 30)
            script.tick("ipad", "math")
            script.advance(seconds: 30)
        }
        for strictness in ValidationStrictness.allCases {
            let replay = Replay(script.signals, strictness)
            XCTAssertEqual(replay.creditedCount(), 15, "\(strictness)")
            XCTAssertTrue(replay.assessments.allSatisfy { $0.reasons.isEmpty }, "\(strictness)")
        }
    }

    func testAnotherDeviceRunningADifferentAppIsFlaggedAtLenient() {
        let replay = Replay(differentAppsAtTheSameTime(), .lenient)
        XCTAssertEqual(replay.creditedCount(), 20)
        XCTAssertEqual(replay.assessments[0].reasons, [], "nothing ran on the phone before 10:00:30")
        XCTAssertTrue(replay.assessments[1...].allSatisfy { $0.reasons == [.otherDeviceInUse] })
        XCTAssertEqual(replay.sessions.map(\.status), [.validated, .validated], "every minute is kept")
        XCTAssertEqual(replay.sessions.map(\.details.activeEngagement), [false, false])
    }

    func testAnotherDeviceRunningADifferentAppIsWithheldAtModerateAndStrict() {
        for strictness in [ValidationStrictness.moderate, .strict] {
            let replay = Replay(differentAppsAtTheSameTime(), strictness)
            XCTAssertEqual(replay.creditedCount(), 10, "\(strictness)")
            XCTAssertEqual(replay.sessions.map(\.device.rawValue), ["ipad", "phone"])
            XCTAssertEqual(
                replay.sessions.map(\.minutesKept), [10, 0], "the device first in use keeps its minutes"
            )
            XCTAssertEqual(replay.sessions.map(\.status), [.validated, .rejected])
            XCTAssertEqual(replay.sessions[1].reasons, [.otherDeviceInUse])
        }
    }

    /// The phone's "math" minutes bleed into the iPad's counters 5 s later.
    func testTheSameAppsMinuteMirroredOnAnotherDeviceIsFiltered() {
        var script = bothDevicesPickedUpEarly()
        for _ in 0..<10 {
            script.advance(seconds: 55)
            script.tick("phone", "math")
            script.advance(seconds: 5)
            script.tick("ipad", "math")
        }
        for strictness in ValidationStrictness.allCases {
            let replay = Replay(script.signals, strictness)
            XCTAssertEqual(replay.creditedCount(), 10, "\(strictness)")
            let ipadTicks = stride(from: 1, to: 20, by: 2).map { replay.assessments[$0] }
            let mirrored = TickAssessment(isKept: false, reasons: [.mirroredOnOtherDevice])
            XCTAssertEqual(ipadTicks, Array(repeating: mirrored, count: 10))
            XCTAssertEqual(replay.sessions.map(\.device.rawValue), ["phone"])
            XCTAssertEqual(replay.sessions[0].status, .validated)
            XCTAssertEqual(replay.flags, [])
        }
    }

    /// Both picked up at 10:00 and used in parallel. The iPad's 10:00:30 has 30 s behind its
    /// pickup (dropped); from the phone's 10:01:00 on, each tick has a different app credited on
    /// the other device within 60 s: the otherDeviceInUse suspicion judges it, the budget does
    /// not charge it. Lenient flags and keeps 19 of 20 (before, the shared budget kept 10).
    func testADifferentAppOnAnotherDeviceIsNotChargedToTheBudget() {
        var script = UsageScript(hour: 10)
        script.startInterval("phone")
        script.startInterval("ipad")
        for _ in 0..<10 {
            script.advance(seconds: 30)
            script.tick("ipad", "reading")
            script.advance(seconds: 30)
            script.tick("phone", "math")
        }
        let replay = Replay(script.signals, .lenient)
        XCTAssertEqual(replay.creditedCount(), 19)
        XCTAssertEqual(replay.assessments[0].reasons, [.fasterThanTime])
        XCTAssertEqual(replay.assessments[1].reasons, [], "nothing was credited on the iPad yet")
        XCTAssertTrue(replay.assessments[2...].allSatisfy { $0.reasons == [.otherDeviceInUse] })
    }

    /// Both picked up at 10:00; the phone counts math 10:01–10:10, claiming the child's time up
    /// to 10:10. At 10:11:30 (90 s after the phone's last minute, so no coincidence) the iPad
    /// delivers ten held-back reading callbacks claiming 10:00–10:10 too: only 10:10–10:11 is
    /// unclaimed, so one counts. Without the phone's use all ten would.
    func testTheTimeBudgetIsSharedByTheChildsDevices() {
        func signals(phoneMinutes: Int) -> [UsageSignal] {
            var script = UsageScript(hour: 10)
            script.startInterval("phone")
            script.startInterval("ipad")
            script.use("phone", "math", minutes: phoneMinutes)
            script.advance(toDay: 1, hour: 10, minute: 11)
            script.advance(seconds: 30)
            for _ in 0..<10 {
                script.tick("ipad", "reading")
                script.advance(milliseconds: 30)
            }
            return script.signals
        }
        let shared = Replay(signals(phoneMinutes: 10), .lenient)
        XCTAssertEqual(shared.creditedCount(0..<10), 10)
        XCTAssertEqual(shared.creditedCount(10..<20), 1)
        XCTAssertTrue(shared.assessments[11...].allSatisfy { $0.reasons == [.fasterThanTime] })
        XCTAssertEqual(Replay(signals(phoneMinutes: 0), .lenient).creditedCount(), 10)
    }
}
