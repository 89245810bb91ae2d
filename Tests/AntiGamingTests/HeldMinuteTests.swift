import AntiGaming
import XCTest

/// A learning session's first two minutes are held — neither credited nor withheld — until
/// the session reaches a third, another app's minute comes too late to make it a fragment, or
/// the device shows another sign of life. Picked up at 10:00, moderate (two fragments make a
/// storm).
final class HeldMinuteTests: XCTestCase {
    /// Math 10:01–10:04: 10:01 and 10:02 are held, and 10:03 continuing the session releases
    /// both.
    func testTheFirstTwoMinutesAreHeldUntilTheSessionReachesAThird() {
        var script = UsageScript(hour: 10)
        script.startInterval("phone")
        script.use("phone", "math", minutes: 4)
        let signals = script.signals

        let first = Replay(Array(signals.prefix(2)), .moderate)
        XCTAssertEqual(first.assessments, [TickAssessment(isKept: false, isHeld: true, reasons: [])])
        XCTAssertEqual(first.live.tickCredited, [false])
        XCTAssertEqual(first.live.sessions.map(\.minutesKept), [0])

        let second = Replay(Array(signals.prefix(3)), .moderate)
        XCTAssertEqual(second.assessments[1], TickAssessment(isKept: false, isHeld: true, reasons: []))
        XCTAssertEqual(second.live.tickCredited, [false, false])
        XCTAssertEqual(second.live.sessions.map(\.minutesKept), [0])

        let third = Replay(Array(signals.prefix(4)), .moderate)
        XCTAssertEqual(third.assessments[2], TickAssessment(isKept: true, reasons: []))
        XCTAssertEqual(third.live.releasedTickIndexes, [0, 1])
        XCTAssertEqual(third.live.tickCredited, [true, true, true])
        XCTAssertEqual(third.live.sessions.map(\.minutesKept), [3])

        let all = Replay(signals, .moderate)
        XCTAssertEqual(all.live.sessions.map(\.minutesKept), [4], "nothing left to release")
        XCTAssertEqual(all.live.sessions.map(\.status), [.validated])
    }

    /// Math at 10:01, reading at 10:02 (the first fragment: released, one is no storm), then
    /// math again. At 10:04:30, 150 s after reading's held minute, it comes too late to make
    /// that minute a fragment: released. At 10:03:30, 90 s after, it makes it the second
    /// fragment in 10 minutes: withheld — and the math minute that showed it is the storm's
    /// tail, withheld when nothing follows it.
    func testAnotherAppsMinuteMoreThanTwoMinutesLaterReleasesTheHeldMinute() {
        func replay(mathAgainAfterSeconds seconds: Int64) -> Replay {
            var script = UsageScript(hour: 10)
            script.startInterval("phone")
            script.use("phone", "math", minutes: 1)
            script.use("phone", "reading", minutes: 1)
            script.advance(seconds: seconds)
            script.tick("phone", "math")
            return Replay(script.signals, .moderate)
        }
        // Math 10:01 becomes a fragment when reading follows at 10:02 and waits out the window.
        let late = replay(mathAgainAfterSeconds: 150)
        XCTAssertEqual(late.live.releasedTickIndexes, [1])
        XCTAssertEqual(late.live.tickCredited, [false, true, false], "a waiting fragment, a held minute")
        XCTAssertEqual(late.settled.tickCredited, [true, true, true])
        XCTAssertEqual(late.sessions.map(\.status), [.validated, .validated, .validated])

        let prompt = replay(mathAgainAfterSeconds: 90)
        XCTAssertEqual(prompt.live.releasedTickIndexes, [])
        XCTAssertEqual(prompt.live.tickCredited, [false, false, false])
        XCTAssertEqual(prompt.settled.tickCredited, [false, false, false], "two fragments: a storm")
        XCTAssertEqual(prompt.sessions[0].reasons, [.rapidSwitching])
        XCTAssertEqual(prompt.sessions[1].reasons, [.rapidSwitching])
        XCTAssertEqual(prompt.sessions[1].status, .rejected)
    }

    /// Math at 10:01 alone; at 10:05 the host app runs, the interval starts or monitoring
    /// starts on the phone: the child stopped, and the lone minute is released. The same
    /// signal from the iPad says nothing about the phone.
    func testASignOfLifeFromTheDeviceReleasesTheHeldMinute() {
        let signsOfLife: [(inout UsageScript, String) -> Void] = [
            { $0.runApp($1) },
            { $0.startInterval($1) },
            { $0.startMonitoring($1, wasDropped: false) },
        ]
        for (index, signOfLife) in signsOfLife.enumerated() {
            for (device, isReleased) in [("phone", true), ("ipad", false)] {
                var script = UsageScript(hour: 10)
                script.startInterval("phone")
                script.use("phone", "math", minutes: 1)
                script.advance(minutes: 4)
                signOfLife(&script, device)
                let replay = Replay(script.signals, .moderate)
                let label = "sign \(index) on \(device)"
                XCTAssertEqual(replay.live.tickCredited, [isReleased], label)
                XCTAssertEqual(replay.live.releasedTickIndexes, isReleased ? [0] : [], label)
                XCTAssertEqual(replay.live.sessions.map(\.minutesKept), [isReleased ? 1 : 0], label)
                XCTAssertEqual(replay.settled.tickCredited, [true], "a scorer releases it: \(label)")
            }
        }
    }

    /// A first minute the level withholds (03:01 is odd hours at moderate) is not held: there
    /// is nothing to release.
    func testAWithheldFirstMinuteIsNotHeld() {
        var script = UsageScript(hour: 3)
        script.startInterval("phone")
        script.use("phone", "math", minutes: 1)
        script.runApp("phone")
        let replay = Replay(script.signals, .moderate)
        XCTAssertEqual(replay.assessments, [TickAssessment(isKept: false, reasons: [.oddHours])])
        XCTAssertEqual(replay.settled.tickCredited, [false])
        XCTAssertEqual(replay.settled.releasedTickIndexes, [])
    }

    /// A fragment with no storm behind it is released once the 10-minute window has passed:
    /// math at 10:01, reading 10:02–10:13 — the math minute waits, and reading's 10:12 (more
    /// than ten minutes after 10:02) releases it.
    func testAFragmentIsReleasedWhenTheWindowPassesWithoutAStorm() {
        var script = UsageScript(hour: 10)
        script.startInterval("phone")
        script.use("phone", "math", minutes: 1)
        script.use("phone", "reading", minutes: 10)
        let before = Replay(script.signals, .moderate)
        XCTAssertFalse(before.live.tickCredited[0], "10:11: still inside the window")
        script.use("phone", "reading", minutes: 2)
        let after = Replay(script.signals, .moderate)
        XCTAssertTrue(after.live.tickCredited[0])
        XCTAssertEqual(after.live.releasedTickIndexes.suffix(1), [0])
        XCTAssertEqual(after.sessions.map(\.status), [.validated, .validated])
    }
}
