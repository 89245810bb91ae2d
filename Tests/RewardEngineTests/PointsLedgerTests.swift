import Platform
import XCTest

@testable import RewardEngine

final class PointsLedgerTests: XCTestCase {
    private func sampleLedger() -> PointsLedger {
        var ledger = PointsLedger()
        ledger.append(kind: .earned, amount: 5, at: Fixture.time(9, 0), description: "earned")
        ledger.append(kind: .redeemed, amount: -4, at: Fixture.time(9, 5), description: "redeemed")
        ledger.append(
            kind: .adjusted, amount: 3, at: Fixture.time(Fixture.monday.adding(days: 1), 8, 0),
            description: "bonus", actor: "mum")
        return ledger
    }

    /// A copy of `entry` with some fields replaced, as a corrupted store might return it.
    private func tampered(
        _ entry: LedgerEntry,
        sequence: Int? = nil,
        kind: LedgerEntryKind? = nil,
        amount: Int? = nil,
        timestamp: Instant? = nil
    ) -> LedgerEntry {
        LedgerEntry(
            sequence: sequence ?? entry.sequence,
            kind: kind ?? entry.kind,
            amount: amount ?? entry.amount,
            timestamp: timestamp ?? entry.timestamp,
            localDate: entry.localDate,
            description: entry.description,
            balanceAfter: entry.balanceAfter,
            actor: entry.actor,
            app: entry.app
        )
    }

    func testAppendKeepsSequencesRunningBalancesAndPerDayTotals() {
        let ledger = sampleLedger()
        XCTAssertEqual(ledger.entries.map(\.sequence), [1, 2, 3])
        XCTAssertEqual(ledger.entries.map(\.balanceAfter), [5, 1, 4])
        XCTAssertEqual(ledger.balance, 4)
        XCTAssertEqual(ledger.total(of: .earned), 5)
        XCTAssertEqual(ledger.total(of: .redeemed, on: Fixture.monday), -4)
        XCTAssertEqual(ledger.total(of: .adjusted, on: Fixture.monday), 0)
        XCTAssertEqual(ledger.total(of: .adjusted, on: Fixture.monday.adding(days: 1)), 3)
        XCTAssertTrue(ledger.isConsistent)
        XCTAssertEqual(ledger.consistencyProblems, [])
    }

    /// A device keeps an entry per credited minute all run long, so an entry's size is a
    /// crowd's memory: the rarely set fields live apart, and entries equal in every field are
    /// equal however they were made.
    func testAnEntryKeepsItsRareFieldsApartAndStaysEqualByContent() {
        XCTAssertLessThanOrEqual(MemoryLayout<LedgerEntry>.stride, 88)
        let ledger = sampleLedger()
        XCTAssertEqual(ledger.entries.map(\.actor), [nil, nil, "mum"])
        XCTAssertEqual(ledger.entries.map(\.copiedFrom), [nil, nil, nil])
        XCTAssertEqual(ledger.entries.map(\.reverses), [nil, nil, nil])
        XCTAssertEqual(tampered(ledger.entries[2]), ledger.entries[2], "rebuilt field by field")
        XCTAssertNotEqual(tampered(ledger.entries[2], amount: 4), ledger.entries[2])
        XCTAssertEqual(sampleLedger(), ledger)
        XCTAssertEqual(Set([sampleLedger(), ledger]).count, 1)
    }

    func testTheConsistencyCheckFindsAnEditedAmount() {
        let ledger = sampleLedger()
        var entries = ledger.entries
        entries[0] = tampered(entries[0], amount: 9)
        XCTAssertEqual(
            PointsLedger.consistencyProblems(of: entries, balance: ledger.balance),
            [
                "entry 1 says balance 5, running sum 9",
                "entry 2 says balance 1, running sum 5",
                "entry 3 says balance 4, running sum 8",
                "balance is 4 but the entries sum to 8",
            ])
    }

    func testTheConsistencyCheckFindsARemovedEntry() {
        let ledger = sampleLedger()
        let entries = [ledger.entries[0], ledger.entries[2]]
        XCTAssertEqual(
            PointsLedger.consistencyProblems(of: entries, balance: ledger.balance),
            [
                "entry 2 has sequence 3",
                "entry 2 says balance 4, running sum 8",
                "balance is 4 but the entries sum to 8",
            ])
    }

    func testTheConsistencyCheckFindsWrongSignsNegativeBalancesAndTimeGoingBackwards() {
        let ledger = sampleLedger()
        var entries = ledger.entries
        entries[0] = tampered(entries[0], kind: .redeemed)
        entries[1] = tampered(entries[1], timestamp: Fixture.time(8, 0).instant)
        let problems = PointsLedger.consistencyProblems(of: entries, balance: ledger.balance)
        XCTAssertEqual(
            problems,
            [
                "entry 1 is redeemed with amount 5",
                "entry 2 (2026-03-02T08:00:00.000Z) is earlier than entry 1 (2026-03-02T09:00:00.000Z)",
            ])
        let negative = [tampered(entries[1], sequence: 1)]
        XCTAssertEqual(
            PointsLedger.consistencyProblems(of: negative, balance: -4),
            [
                "entry 1 says balance 1, running sum -4",
                "entry 1 takes the balance below zero (-4)",
            ])
    }

    func testEveryKindAllowsOnlyItsSign() {
        // earned, redeemed, adjusted, expired, requested, refunded
        XCTAssertEqual(LedgerEntryKind.allCases.map { $0.allows(amount: 1) }, [true, false, true, false, false, true])
        XCTAssertEqual(
            LedgerEntryKind.allCases.map { $0.allows(amount: 0) }, [false, false, false, true, false, false])
        XCTAssertEqual(LedgerEntryKind.allCases.map { $0.allows(amount: -1) }, [false, true, true, true, true, false])
    }
}

/// The audit a checker keeps from one judgement to the next finds what one walk over the whole
/// ledger finds.
extension PointsLedgerTests {
    func testAnAuditGoingOnWhereItStoppedFindsAnEditedAmountInTheNewEntries() {
        let ledger = sampleLedger()
        var audit = LedgerAudit()
        XCTAssertEqual(
            audit.problems(goingOnThrough: Array(ledger.entries.prefix(1)), balance: 5, checkingTimeOrder: true), [])
        var entries = ledger.entries
        entries[1] = tampered(entries[1], amount: -3)
        XCTAssertTrue(audit.continues(entries))
        XCTAssertEqual(
            audit.problems(goingOnThrough: entries, balance: ledger.balance, checkingTimeOrder: true),
            [
                "entry 2 says balance 1, running sum 2",
                "entry 3 says balance 4, running sum 5",
                "balance is 4 but the entries sum to 5",
            ])
        XCTAssertEqual(audit.checkedCount, 3)
        XCTAssertEqual(
            audit.problems(goingOnThrough: entries, balance: 5, checkingTimeOrder: true), [],
            "nothing new, and the sum holds")
    }

    func testAnAuditDoesNotGoOnThroughAnotherLedger() {
        let ledger = sampleLedger()
        var audit = LedgerAudit()
        _ = audit.problems(goingOnThrough: ledger.entries, balance: ledger.balance, checkingTimeOrder: false)
        XCTAssertFalse(audit.continues(Array(ledger.entries.prefix(2))), "shorter than what was checked")
        var edited = ledger.entries
        edited[2] = tampered(edited[2], amount: 4)
        XCTAssertFalse(audit.continues(edited), "another entry where the walk stopped")
        XCTAssertTrue(audit.continues(ledger.entries))
    }
}
