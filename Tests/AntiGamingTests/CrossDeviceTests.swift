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

    /// iPad "reading" at 10:00:30, 10:01:30 …; phone "math" at 10:01, 10:02 … (10 each).
    private func differentAppsAtTheSameTime() -> [UsageSignal] {
        var script = bothDevicesPickedUpEarly()
        for _ in 0..<10 {
            script.advance(seconds: 30)
            script.tick("ipad", "reading")
            script.advance(seconds: 30)
            script.tick("phone", "math")
        }
        return script.signals
    }

    func testAnotherDeviceRunningADifferentAppIsFlaggedAtLenient() {
        let replay = Replay(differentAppsAtTheSameTime(), .lenient)
        XCTAssertEqual(replay.keptCount(), 20)
        XCTAssertEqual(replay.assessments[0].reasons, [], "nothing ran on the phone before 10:00:30")
        XCTAssertTrue(replay.assessments[1...].allSatisfy { $0.reasons == [.otherDeviceInUse] })
        XCTAssertEqual(replay.sessions.map(\.status), [.partiallyValidated, .partiallyValidated])
    }

    func testAnotherDeviceRunningADifferentAppIsWithheldAtModerateAndStrict() {
        for strictness in [ValidationStrictness.moderate, .strict] {
            let replay = Replay(differentAppsAtTheSameTime(), strictness)
            XCTAssertEqual(replay.keptCount(), 10, "\(strictness)")
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
            XCTAssertEqual(replay.keptCount(), 10, "\(strictness)")
            let ipadTicks = stride(from: 1, to: 20, by: 2).map { replay.assessments[$0] }
            let mirrored = TickAssessment(isKept: false, reasons: [.mirroredOnOtherDevice])
            XCTAssertEqual(ipadTicks, Array(repeating: mirrored, count: 10))
            XCTAssertEqual(replay.sessions.map(\.device.rawValue), ["phone"])
            XCTAssertEqual(replay.sessions[0].status, .validated)
            XCTAssertEqual(replay.flags, [])
        }
    }

    /// Both picked up at 10:00 and used in parallel: only one minute per minute has time behind it.
    func testTheTimeBudgetIsSharedByTheChildsDevices() {
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
        XCTAssertEqual(replay.keptCount(), 10)
        XCTAssertEqual(replay.assessments[0].reasons, [.fasterThanTime])
        XCTAssertEqual(replay.assessments[1].reasons, [])
    }
}
