import SimulationKernel
import XCTest

final class EventQueueOrderingTests: XCTestCase {
    private func drain(_ queue: inout EventQueue<String>) -> [ScheduledEvent<String>] {
        var events: [ScheduledEvent<String>] = []
        while let event = queue.popMin() { events.append(event) }
        return events
    }

    func testEventsPopInTimeOrder() {
        var queue = EventQueue<String>()
        queue.push("c", at: 30)
        queue.push("a", at: 10)
        queue.push("d", at: 4_000)
        queue.push("b", at: 20)
        XCTAssertEqual(queue.minTime, 10)
        let events = drain(&queue)
        XCTAssertEqual(events.map(\.payload), ["a", "b", "c", "d"])
        XCTAssertEqual(events.map(\.time), [10, 20, 30, 4_000])
        XCTAssertEqual(events.map(\.sequence), [1, 3, 0, 2])
    }

    func testThousandSimultaneousEventsPopFirstInFirstOut() {
        var queue = EventQueue<Int>()
        for index in 0..<1_000 { queue.push(index, at: 7_777) }
        XCTAssertEqual(queue.count, 1_000)
        var popped: [Int] = []
        while let event = queue.popMin() {
            XCTAssertEqual(event.time, 7_777)
            popped.append(event.payload)
        }
        XCTAssertEqual(popped, Array(0..<1_000))
    }

    /// "early" is filed far from the cursor, "late" (same time, pushed later) close to it; the
    /// earlier push must still pop first.
    func testSimultaneousEventsStayFirstInFirstOutWhenPushedFromDifferentDistances() {
        var queue = EventQueue<String>()
        queue.push("early", at: 300_000)
        queue.push("step", at: 299_990)
        XCTAssertEqual(queue.popMin()?.payload, "step")
        queue.push("late", at: 300_000)
        queue.push("now", at: 299_990)
        XCTAssertEqual(drain(&queue).map(\.payload), ["now", "early", "late"])
    }

    func testNegativeAndExtremeTimesKeepTheirOrder() {
        var queue = EventQueue<String>()
        queue.push("max", at: .max)
        queue.push("zero", at: 0)
        queue.push("min", at: .min)
        queue.push("minusOne", at: -1)
        queue.push("max again", at: .max)
        let events = drain(&queue)
        XCTAssertEqual(events.map(\.payload), ["min", "minusOne", "zero", "max", "max again"])
    }

    func testEmptyQueueHasNothingToPop() {
        var queue = EventQueue<String>(reservingCapacity: 0)
        XCTAssertTrue(queue.isEmpty)
        XCTAssertNil(queue.minTime)
        XCTAssertNil(queue.popMin())
        queue.push("x", at: 5)
        XCTAssertFalse(queue.isEmpty)
        XCTAssertEqual(queue.popMin()?.payload, "x")
        XCTAssertTrue(queue.isEmpty)
        XCTAssertNil(queue.popMin())
    }

    func testPushesMayNotPrecedeTheLastPoppedTime() {
        var queue = EventQueue<String>()
        XCTAssertEqual(queue.earliestPushTime, .min)
        queue.push("a", at: 1_000)
        queue.push("b", at: 2_000)
        _ = queue.popMin()
        XCTAssertEqual(queue.earliestPushTime, 1_000)
        queue.push("same time", at: 1_000)
        XCTAssertEqual(queue.popMin()?.payload, "same time")
    }

    func testPopMinNotAfterLeavesLaterEventsQueued() {
        var queue = EventQueue<String>()
        queue.push("due", at: 100)
        queue.push("later", at: 5_000)
        XCTAssertEqual(queue.popMin(notAfter: 100)?.payload, "due")
        XCTAssertNil(queue.popMin(notAfter: 4_999))
        XCTAssertEqual(queue.count, 1)
        XCTAssertLessThanOrEqual(queue.earliestPushTime, 4_999)
        XCTAssertGreaterThanOrEqual(queue.earliestPushTime, 100)
        queue.push("pushed after the look-ahead", at: 4_999)
        XCTAssertEqual(queue.popMin()?.payload, "pushed after the look-ahead")
        XCTAssertEqual(queue.popMin(notAfter: 5_000)?.payload, "later")
    }
}
