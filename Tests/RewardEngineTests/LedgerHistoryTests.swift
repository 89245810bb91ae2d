import Platform
import XCTest

@testable import RewardEngine

/// A ledger that lets go of its past entries answers every figure as the whole list did: the
/// rules checked, the sums per kind and day (own entries and all), the balance at the end of
/// each day, the counts — whichever entries were let go.
final class LedgerHistoryTests: XCTestCase {
    private let tuesday = Fixture.monday.adding(days: 1)
    private let wednesday = Fixture.monday.adding(days: 2)

    /// Monday: +5 earned, −4 redeemed; Tuesday: +3 adjusted, a copy of a sibling's +7 earned,
    /// then +2 earned booked Tuesday about Monday; Wednesday: +1 earned at a clock set back
    /// to Tuesday 07:00 (a time-order problem), and a −20 copy that overdraws.
    private func ledger() -> PointsLedger {
        var ledger = PointsLedger()
        let sibling = DeviceID("phone")
        ledger.append(kind: .earned, amount: 5, at: Fixture.time(9, 0), description: "earned")
        ledger.append(kind: .redeemed, amount: -4, at: Fixture.time(9, 5), description: "redeemed")
        ledger.append(kind: .adjusted, amount: 3, at: Fixture.time(tuesday, 8, 0), description: "bonus", actor: "mum")
        ledger.append(
            kind: .earned, amount: 7, at: Fixture.time(tuesday, 9, 0), description: "copy",
            copiedFrom: EntryOrigin(device: sibling, sequence: 1))
        ledger.append(
            kind: .earned, amount: 2, at: Fixture.time(23, 59), description: "earned",
            bookedAt: Fixture.time(tuesday, 10, 0).instant)
        ledger.append(
            kind: .earned, amount: 1, at: Fixture.time(tuesday, 7, 0), description: "earned",
            bookedAt: Fixture.time(tuesday, 7, 0).instant, onDate: wednesday)
        ledger.append(
            kind: .redeemed, amount: -20, at: Fixture.time(wednesday, 9, 0), description: "copy",
            copiedFrom: EntryOrigin(device: sibling, sequence: 2))
        return ledger
    }

    private struct Figures: Equatable {
        let problems: [String], balanceProblems: [String], totals: [Int], ownTotals: [Int]
        let ownBalance: Int, dayEnds: [Int], ownDayEnds: [Int], counts: [Int]
    }

    private func figures(_ ledger: PointsLedger) -> Figures {
        let days = [Fixture.monday.adding(days: -1), Fixture.monday, tuesday, wednesday]
        let kinds: [LedgerEntryKind] = [.earned, .redeemed, .adjusted]
        return Figures(
            problems: ledger.consistencyProblems, balanceProblems: ledger.balanceProblems,
            totals: kinds.flatMap { kind in [ledger.total(of: kind)] + days.map { ledger.total(of: kind, on: $0) } },
            ownTotals: kinds.flatMap { kind in
                [ledger.ownTotal(of: kind)] + days.map { ledger.ownTotal(of: kind, on: $0) }
            },
            ownBalance: ledger.ownBalance, dayEnds: days.map(ledger.balance(atEndOf:)),
            ownDayEnds: days.map(ledger.ownBalance(atEndOf:)),
            counts: [ledger.ownEntryCount()] + kinds.map(ledger.ownEntryCount(of:))
        )
    }

    func testTheWholeLedgerGivesTheWorkedFigures() {
        let whole = figures(ledger())
        // The −20 copy may overdraw; the +1 booked at a clock set back breaks time order only.
        XCTAssertEqual(
            whole.problems,
            [
                "entry 6 (\(Fixture.time(tuesday, 7, 0).instant)) is earlier than entry 5 "
                    + "(\(Fixture.time(tuesday, 10, 0).instant))"
            ])
        XCTAssertEqual(whole.balanceProblems, [])
        XCTAssertEqual(whole.totals, [15, 0, 7, 7, 1, -24, 0, -4, 0, -20, 3, 0, 0, 3, 0])
        XCTAssertEqual(whole.ownTotals, [8, 0, 7, 0, 1, -4, 0, -4, 0, 0, 3, 0, 0, 3, 0])
        XCTAssertEqual(whole.ownBalance, 7)
        // Monday's last entry is the +2 booked Tuesday (balance 13); Tuesday's the copy (11)
        // until Wednesday's entries, the last about Tuesday or before being the +2.
        XCTAssertEqual(whole.dayEnds, [0, 13, 13, -6])
        XCTAssertEqual(whole.ownDayEnds, [0, 6, 6, 7])
        XCTAssertEqual(whole.counts, [5, 3, 1, 1])
    }

    func testLettingGoOfAnyPrefixChangesNoFigure() {
        let whole = ledger()
        for through in 0...8 {
            var ledger = whole
            ledger.letGo(through: through)
            XCTAssertEqual(ledger.history.count, min(through, 7))
            XCTAssertEqual(ledger.entries.map(\.sequence), Array(ledger.history.count..<7).map { $0 + 1 })
            XCTAssertEqual(figures(ledger), figures(whole), "let go through \(through)")
            XCTAssertEqual(ledger.balance, whole.balance)
        }
    }

    func testEntriesBookedAfterLettingGoNumberOnAndAreCheckedFromWhereTheOthersLeftOff() {
        var ledger = ledger()
        ledger.letGo(through: 4)
        ledger.letGo(through: 6)
        let entry = ledger.append(kind: .earned, amount: 1, at: Fixture.time(wednesday, 10, 0), description: "earned")
        XCTAssertEqual(entry.sequence, 8)
        XCTAssertEqual(entry.balanceAfter, -5)
        var whole = self.ledger()
        whole.append(kind: .earned, amount: 1, at: Fixture.time(wednesday, 10, 0), description: "earned")
        XCTAssertEqual(figures(ledger), figures(whole))
        XCTAssertNotEqual(ledger, whole, "the entries let go of are gone")
    }

    /// Monday +5, Wednesday +3, then +2 booked about Tuesday: the entry let go of lands between
    /// two days already held and keeps a day of its own. Booked to Wednesday instead, Tuesday
    /// would show 0 earned and end at a balance of 5, Wednesday would show 5 earned.
    func testAnEntryLetGoOfBetweenTwoHeldDaysKeepsItsOwnDay() {
        var whole = PointsLedger()
        whole.append(kind: .earned, amount: 5, at: Fixture.time(9, 0), description: "earned")
        whole.append(kind: .earned, amount: 3, at: Fixture.time(wednesday, 9, 0), description: "earned")
        whole.append(
            kind: .earned, amount: 2, at: Fixture.time(wednesday, 9, 30), description: "earned",
            bookedAt: Fixture.time(wednesday, 9, 30).instant, onDate: tuesday)
        var ledger = whole
        ledger.letGo(through: 3)
        XCTAssertEqual([Fixture.monday, tuesday, wednesday].map { ledger.total(of: .earned, on: $0) }, [5, 2, 3])
        XCTAssertEqual(figures(ledger), figures(whole))
    }
}
