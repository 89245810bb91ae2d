import SimulationKernel
import XCTest

/// Goal: the timing wheel behaves exactly like the obvious (time, sequence) minimum search.
/// Method: 30,000 seeded random operations (pushes at distances that land on every wheel
/// level, pops, bounded pops, peeks) applied to both, comparing every result.
final class EventQueueReferenceModelTests: XCTestCase {
    /// The obvious model: an unsorted array, minimum by linear search.
    private struct ReferenceQueue {
        var events: [(time: Int64, sequence: UInt64, payload: Int)] = []
        var nextSequence: UInt64 = 0

        mutating func push(_ payload: Int, at time: Int64) {
            events.append((time, nextSequence, payload))
            nextSequence += 1
        }

        var minIndex: Int? {
            events.indices.min {
                (events[$0].time, events[$0].sequence) < (events[$1].time, events[$1].sequence)
            }
        }

        mutating func popMin(notAfter limit: Int64) -> (time: Int64, sequence: UInt64, payload: Int)? {
            guard let index = minIndex, events[index].time <= limit else { return nil }
            return events.remove(at: index)
        }
    }

    /// Offsets from the earliest allowed time, from "same millisecond" to "beyond 2^40".
    private let offsetBoundsMs: [Int64] = [1, 4, 70, 5_000, 300_000, 1 << 25, 1 << 41]

    func testRandomInterleavedOperationsMatchTheReferenceModel() {
        var random = SeededRandom(seed: 2_024).fork("queue-model")
        var queue = EventQueue<Int>(reservingCapacity: 16)
        var reference = ReferenceQueue()
        var lastPoppedTime: Int64 = -1_000_000
        var maxPending = 0
        for step in 0..<30_000 {
            let lowerBound = Swift.max(lastPoppedTime, queue.earliestPushTime)
            switch random.int(below: 20) {
            case 0..<9:
                let bound = offsetBoundsMs[Int(random.int(below: Int64(offsetBoundsMs.count)))]
                let time = lowerBound + random.int(below: bound)
                queue.push(step, at: time)
                reference.push(step, at: time)
            case 9..<16:
                let expected = reference.popMin(notAfter: .max)
                let actual = queue.popMin()
                XCTAssertEqual(actual?.payload, expected?.payload, "step \(step)")
                XCTAssertEqual(actual?.time, expected?.time, "step \(step)")
                XCTAssertEqual(actual?.sequence, expected?.sequence, "step \(step)")
                if let actual { lastPoppedTime = actual.time }
            default:
                let limit = lowerBound + random.int(below: 10_000)
                let expected = reference.popMin(notAfter: limit)
                let actual = queue.popMin(notAfter: limit)
                XCTAssertEqual(actual?.payload, expected?.payload, "step \(step)")
                if let actual { lastPoppedTime = actual.time }
            }
            XCTAssertEqual(queue.count, reference.events.count, "step \(step)")
            maxPending = Swift.max(maxPending, queue.count)
            let expectedMinTime = reference.minIndex.map { reference.events[$0].time }
            XCTAssertEqual(queue.minTime, expectedMinTime, "step \(step)")
            if let minTime = queue.minTime {
                XCTAssertLessThanOrEqual(queue.earliestPushTime, minTime, "step \(step)")
            }
        }
        XCTAssertGreaterThan(reference.nextSequence, 12_000, "the mix should push plenty")
        XCTAssertGreaterThan(maxPending, 100, "the queue should get deep enough to cascade")
    }
}
