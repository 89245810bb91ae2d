import XCTest

@testable import Exploration

final class FailureLocalizerTests: XCTestCase {
    /// A day of 86,400 s whose failure's cause strikes at 14:23:17: a run reseeded before it
    /// fails for odd salts only (half of the time), one reseeded at or after it always fails.
    /// The search must close in on the moment to within its resolution.
    func testTheJumpBracketsAKnownFatalMoment() {
        let fatalMs: Int64 = (14 * 3_600 + 23 * 60 + 17) * 1_000
        let localizer = FailureLocalizer(startMs: 0, endMs: 86_400_000, reseeds: 10, momentsPerRound: 24, rounds: 4)
        var judgedTrials = 0
        let result = localizer.localize { trials in
            judgedTrials += trials.count
            return trials.map { $0.momentMs > fatalMs || $0.salt % 2 == 1 }
        }
        XCTAssertLessThan(result.before.momentMs, fatalMs)
        XCTAssertGreaterThanOrEqual(result.after.momentMs, fatalMs)
        XCTAssertLessThanOrEqual(result.after.momentMs - result.before.momentMs, 1_000, "four rounds of 24 reach 1 s")
        XCTAssertEqual(result.before.share, 0.5)
        XCTAssertEqual(result.after.share, 1)
        XCTAssertEqual(result.inevitableFromMs, result.after.momentMs)
        XCTAssertFalse(result.isSealedFromStart)
        XCTAssertEqual(result.trials, judgedTrials)
        XCTAssertEqual(result.points.map(\.momentMs), result.points.map(\.momentMs).sorted())
        XCTAssertEqual(Set(result.points.map(\.momentMs)).count, result.points.count, "no moment judged twice")
    }

    /// Every moment is judged with the salts 1...reseeds, in order, so the answer is a function
    /// of the judge alone.
    func testTrialsUseTheSameSaltsAtEveryMomentAndTheSearchIsRepeatable() {
        let localizer = FailureLocalizer(startMs: 1_000, endMs: 61_000, reseeds: 3, momentsPerRound: 4, rounds: 2)
        var seen: [[UInt64]] = []
        let judge: ([FailureLocalizer.Trial]) -> [Bool] = { trials in
            seen.append(trials.map(\.salt))
            return trials.map { $0.momentMs >= 31_000 || $0.salt == 2 }
        }
        let first = localizer.localize(judge: judge)
        XCTAssertEqual(seen[0], [1, 2, 3, 1, 2, 3, 1, 2, 3, 1, 2, 3, 1, 2, 3])
        XCTAssertEqual(first.points.first?.momentMs, 1_000)
        XCTAssertEqual(first.points.last?.momentMs, 61_000)
        XCTAssertEqual(localizer.localize(judge: judge), first)
    }

    /// A failure no redrawn chance changes is sealed from the start, and the search does not
    /// zoom into a rise that is not there.
    func testAFailureOfTheStepsAloneIsSealedFromTheStart() {
        let localizer = FailureLocalizer(startMs: 0, endMs: 3_600_000, reseeds: 5, momentsPerRound: 6, rounds: 3)
        let result = localizer.localize { trials in trials.map { _ in true } }
        XCTAssertTrue(result.isSealedFromStart)
        XCTAssertEqual(result.jump, 0)
        XCTAssertEqual(result.points.count, 7, "one round only")
        XCTAssertEqual(result.inevitableFromMs, 0)
    }

    /// A run that passes on most reseeds even from its last moments never becomes inevitable.
    func testNoMomentIsInevitableWhenTheLastShareStaysLow() {
        let localizer = FailureLocalizer(startMs: 0, endMs: 100_000, reseeds: 4, momentsPerRound: 4, rounds: 1)
        let result = localizer.localize { trials in trials.map { $0.salt == 1 } }
        XCTAssertNil(result.inevitableFromMs)
        XCTAssertEqual(result.points.map(\.share), [0.25, 0.25, 0.25, 0.25, 0.25])
    }

    func testEvenMomentsIncludeBothEndsAndNeverRepeat() {
        XCTAssertEqual(FailureLocalizer.evenly(from: 0, through: 10, count: 3), [0, 5, 10])
        XCTAssertEqual(FailureLocalizer.evenly(from: 0, through: 2, count: 5), [0, 1, 2])
    }
}
