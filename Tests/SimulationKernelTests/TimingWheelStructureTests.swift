import SimulationKernel
import XCTest

/// The wheel's own structures, each with worked times: level 0 holds the 4,096 one-millisecond
/// slots of the cursor's 4,096-aligned block (times 0...4,095 while the cursor is at 0), the
/// upper levels 64 slots each; slot lists share one pool of nodes and links.
final class TimingWheelStructureTests: XCTestCase {
    private func drain<Payload>(_ queue: inout EventQueue<Payload>) -> [ScheduledEvent<Payload>] {
        var events: [ScheduledEvent<Payload>] = []
        while let event = queue.popMin() { events.append(event) }
        return events
    }

    /// "first" goes to an upper level (1,000,000,000 differs from the cursor 0 in bit 29).
    /// "second" is pushed from the cursor 999,995,000, whose 4,096-block (999,993,344...
    /// 999,997,439) does not hold 1,000,000,000: an upper level again, but a lower one. Popping
    /// 999,999,990 cascades both into level 0, whose block 999,997,440...1,000,001,535 now holds
    /// the time, so "third" lands there directly. First in, first out across the levels.
    func testSimultaneousEventsFiledOnThreeLevelsPopFirstInFirstOut() {
        var queue = EventQueue<String>()
        queue.push("first", at: 1_000_000_000)
        queue.push("step", at: 999_999_990)
        queue.push("middle", at: 1_000_000_000 - 5_000)
        XCTAssertEqual(queue.popMin()?.payload, "middle")
        queue.push("second", at: 1_000_000_000)
        XCTAssertEqual(queue.popMin()?.payload, "step")
        queue.push("third", at: 1_000_000_000)
        let events = drain(&queue)
        XCTAssertEqual(events.map(\.payload), ["first", "second", "third"])
        XCTAssertEqual(events.map(\.sequence), [0, 3, 4])
    }

    /// A level-0 slot that empties and fills again, in the same block and in the next one
    /// (4,101 is slot 5 of block 4,096...8,191): each refill starts a fresh list.
    func testASlotThatEmptiesFillsAgainInOrder() {
        var queue = EventQueue<String>()
        queue.push("a", at: 5)
        XCTAssertEqual(queue.popMin()?.payload, "a")
        queue.push("b", at: 5)
        queue.push("c", at: 5)
        XCTAssertEqual(queue.popMin()?.payload, "b")
        XCTAssertEqual(queue.popMin()?.payload, "c")
        queue.push("e", at: 4_101)
        queue.push("d", at: 6)
        queue.push("f", at: 4_101)
        XCTAssertEqual(drain(&queue).map(\.payload), ["d", "e", "f"])
        XCTAssertEqual(queue.count, 0)
        XCTAssertNil(queue.minTime)
    }

    /// One event per level and beyond: 1 (level 0), 5,000 (level 1: bit 12), 2^20, 2^40, and
    /// `Int64.max`, which as a key differs from the cursor in bit 63 (the top level).
    func testFarFutureEventsOnEveryLevelPopInTimeOrder() {
        var queue = EventQueue<Int64>()
        let times: [Int64] = [.max, 1 << 40, 5_000, 1 << 20, 1]
        for time in times { queue.push(time, at: time) }
        XCTAssertEqual(queue.minTime, 1)
        XCTAssertEqual(drain(&queue).map(\.payload), [1, 5_000, 1 << 20, 1 << 40, .max])
    }

    /// The pool starts at 16 nodes; 100 queued events double it three times (16 → 128) with
    /// every list intact, and freed nodes are reused afterwards.
    func testThePoolGrowsAndReusesFreedNodes() {
        var queue = EventQueue<Int>(reservingCapacity: 0)
        for index in 0..<100 { queue.push(index, at: Int64(index % 10)) }
        var popped: [Int] = []
        for _ in 0..<50 { popped.append(queue.popMin()!.payload) }
        for index in 100..<150 { queue.push(index, at: 9) }
        popped += drain(&queue).map(\.payload)
        // Time 0: 0, 10, …, 90; time 1: 1, 11, …; the pushes at 9 follow the earlier ones at 9.
        let expected = (0..<10).flatMap { time in stride(from: time, to: 100, by: 10) } + Array(100..<150)
        XCTAssertEqual(popped, expected)
    }

    /// A copy of a queue is a value: changing one changes nothing in the other.
    func testACopiedQueueIsIndependent() {
        var original = EventQueue<String>()
        original.push("a", at: 10)
        original.push("b", at: 10_000)
        var copy = original
        XCTAssertEqual(copy.popMin()?.payload, "a")
        copy.push("c", at: 20)
        original.push("d", at: 15)
        XCTAssertEqual(drain(&original).map(\.payload), ["a", "d", "b"])
        XCTAssertEqual(drain(&copy).map(\.payload), ["c", "b"])
    }

    private final class Tracked {}

    /// Payloads live in manually managed memory: popped ones go to the caller, and the queued
    /// ones are released with the queue.
    func testQueuedPayloadsAreReleasedWithTheQueue() {
        weak var popped: Tracked?
        weak var queued: Tracked?
        var kept: Tracked?
        do {
            var queue = EventQueue<Tracked>()
            let first = Tracked()
            let second = Tracked()
            popped = first
            queued = second
            queue.push(first, at: 1)
            queue.push(second, at: 2)
            kept = queue.popMin()?.payload
        }
        XCTAssertNil(queued)
        XCTAssertNotNil(popped)
        XCTAssertTrue(kept === popped)
        kept = nil
        XCTAssertNil(popped)
    }
}
