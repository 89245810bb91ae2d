import XCTest

@testable import Simulation

/// Deferred closures are found by ticket in any order, each once, however many have run.
final class DeferredWorkQueueTests: XCTestCase {
    func testEachTicketGivesBackItsOwnClosureOnce() {
        var queue = DeferredWorkQueue()
        var ran: [Int] = []
        let tickets = (1...3).map { value in queue.add { ran.append(value) } }
        XCTAssertEqual(tickets, [1, 2, 3])
        queue.take(2)?()
        queue.take(1)?()
        XCTAssertNil(queue.take(1), "a ticket runs once")
        queue.take(3)?()
        XCTAssertEqual(ran, [2, 1, 3])
        XCTAssertNil(queue.take(4), "a ticket never handed out")
    }

    func testALongWaitingTicketSurvivesThousandsThatRunBeforeIt() {
        var queue = DeferredWorkQueue()
        var ran: [Int] = []
        let early = queue.add { ran.append(-1) }
        for value in 0..<5_000 {
            let ticket = queue.add { ran.append(value) }
            queue.take(ticket)?()
        }
        queue.take(early)?()
        XCTAssertEqual(ran.count, 5_001)
        XCTAssertEqual(ran.last, -1)
        // Once the old ticket has run, the finished front is dropped and tickets go on.
        for value in 0..<1_000 {
            let ticket = queue.add { ran.append(value) }
            XCTAssertEqual(ticket, UInt32(5_002 + value))
            queue.take(ticket)?()
        }
        XCTAssertEqual(ran.count, 6_001)
    }

    func testForgottenWorkDoesNotRunAndTicketsGoOn() {
        var queue = DeferredWorkQueue()
        var ran = false
        let ticket = queue.add { ran = true }
        queue.removeAll()
        XCTAssertNil(queue.take(ticket))
        XCTAssertEqual(queue.add {}, ticket + 1)
        XCTAssertFalse(ran)
    }
}
