import XCTest

@testable import FamilyApp

/// The parent's tally of a child's balance, changed record by record, equals the sum over the
/// records held: entries, plus adjustments no entry or receipt books.
final class ChildBalanceTallyTests: XCTestCase {
    func testAnAdjustmentCountsUntilAnEntryOrReceiptBooksItAndAgainWhenTheBookingGoes() {
        var tally = ChildBalanceTally()
        tally.setEntry("e1", points: 30, books: nil)
        tally.setEntry("e2", points: -10, books: nil)
        XCTAssertEqual(tally.balance, 20)
        tally.setAdjustment("adj.1", points: 5)
        tally.setAdjustment("adj.2", points: -3)
        XCTAssertEqual(tally.balance, 22)  // 20 + 5 - 3
        tally.setEntry("e3", points: 5, books: "adj.1")
        XCTAssertEqual(tally.balance, 22)  // 25 of entries, -3 unbooked
        tally.setReceipt("receipt-adj.2", answering: "adj.2")
        XCTAssertEqual(tally.balance, 25)  // nothing unbooked
        tally.setReceipt("receipt-adj.1", answering: "adj.1")
        tally.setEntry("e3", points: nil, books: nil)
        XCTAssertEqual(tally.balance, 20)  // adj.1 still booked by its receipt
        tally.setReceipt("receipt-adj.1", answering: nil)
        XCTAssertEqual(tally.balance, 25)  // adj.1's 5 count again
    }

    func testARecordChangedOrGoneReplacesWhatItCountedBefore() {
        var tally = ChildBalanceTally()
        tally.setEntry("e1", points: 30, books: nil)
        tally.setEntry("e1", points: 12, books: nil)
        tally.setAdjustment("adj.1", points: 4)
        tally.setAdjustment("adj.1", points: 7)
        XCTAssertEqual(tally.balance, 19)
        tally.setAdjustment("adj.2", points: 2)
        tally.setEntry("e2", points: 0, books: "adj.2")
        tally.setEntry("e2", points: 0, books: "adj.2")
        XCTAssertEqual(tally.balance, 19)  // adj.2 booked, once however often the entry is set
        tally.setEntry("e2", points: nil, books: nil)
        tally.setEntry("e1", points: nil, books: nil)
        tally.setAdjustment("adj.1", points: nil)
        XCTAssertEqual(tally.balance, 2)  // adj.2 unbooked again
        tally.setAdjustment("adj.2", points: nil)
        XCTAssertEqual(tally.balance, 0)
    }
}
