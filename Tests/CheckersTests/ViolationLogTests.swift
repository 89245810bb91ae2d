import Checkers
import Platform
import XCTest

final class ViolationLogTests: XCTestCase {
    func testAFindingSeenAgainKeepsItsFirstMoment() {
        let log = ViolationLog()
        log.note(Violation(checker: .intents, timeMs: 2_000, devices: [], subject: "intent 3", detail: "lost: first"))
        log.note(Violation(checker: .intents, timeMs: 5_000, devices: [], subject: "intent 3", detail: "lost: later"))
        log.note(Violation(checker: .ledger, timeMs: 1_000, devices: [], subject: "intent 3", detail: "other checker"))
        XCTAssertEqual(log.found(by: .intents).map(\.detail), ["lost: first"])
        XCTAssertEqual(log.found(by: .ledger).map(\.timeMs), [1_000])
    }

    func testFindingsComeEarliestFirst() {
        let log = ViolationLog()
        log.note(Violation(checker: .convergence, timeMs: 9_000, devices: [], subject: "b", detail: "late"))
        log.note(Violation(checker: .convergence, timeMs: 3_000, devices: [], subject: "a", detail: "early"))
        XCTAssertEqual(log.found(by: .convergence).map(\.detail), ["early", "late"])
    }

    func testQuietTimeCheckersAreTheOnesThatNeedTheFamilySettled() {
        XCTAssertEqual(CheckerName.allCases.filter(\.needsQuiet), [.intents, .convergence, .commands])
    }
}
