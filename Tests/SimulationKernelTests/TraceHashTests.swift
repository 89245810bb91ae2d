import SimulationKernel
import XCTest

final class TraceHashTests: XCTestCase {
    func testEmptyTraceHashesToZero() {
        XCTAssertEqual(TraceHash().value, 0)
        XCTAssertEqual(TraceHash().hexString, "0000000000000000")
    }

    /// Pinned: a change here breaks every stored reproduction hash, so it must be deliberate.
    func testKnownWordSequenceHasAPinnedHash() {
        var hash = TraceHash()
        for word: UInt64 in [0, 1, 0xDEAD_BEEF, .max] { hash.mix(word) }
        XCTAssertEqual(hash.value, 0xE16D_231D_E3FC_67B8)
        XCTAssertEqual(hash.hexString, "e16d231de3fc67b8")
        XCTAssertEqual(hash.description, "e16d231de3fc67b8")
    }

    func testMixingIsOrderSensitive() {
        var forward = TraceHash()
        forward.mix(1)
        forward.mix(2)
        var backward = TraceHash()
        backward.mix(2)
        backward.mix(1)
        XCTAssertNotEqual(forward, backward)
    }

    func testMixingAZeroWordStillChangesTheHash() {
        var once = TraceHash()
        once.mix(0)
        var twice = once
        twice.mix(0)
        XCTAssertNotEqual(once, TraceHash())
        XCTAssertNotEqual(twice, once)
    }

    func testLoopMixesEachEventsTimeThenTraceWord() {
        let loop = EventLoop<TestEvent>()
        loop.schedule(TestEvent(2), at: 20)
        loop.schedule(TestEvent(1), at: 10)
        loop.run(until: 100, handler: RecordingHandler())
        var expected = TraceHash()
        for word: UInt64 in [10, 1, 20, 2] { expected.mix(word) }
        XCTAssertEqual(loop.traceHash, expected)
    }

    func testIdenticalLoopsGiveIdenticalHashes() {
        XCTAssertEqual(runSampleLoop(secondIDFirst: false), runSampleLoop(secondIDFirst: false))
    }

    func testSwappingTwoSimultaneousEventsChangesTheHash() {
        XCTAssertNotEqual(runSampleLoop(secondIDFirst: false), runSampleLoop(secondIDFirst: true))
    }

    func testRecordedDecisionsChangeTheHash() {
        let plain = EventLoop<TestEvent>()
        let decided = EventLoop<TestEvent>()
        decided.recordTrace(42)
        XCTAssertNotEqual(plain.traceHash, decided.traceHash)
    }

    private func runSampleLoop(secondIDFirst: Bool) -> TraceHash {
        let loop = EventLoop<TestEvent>()
        let ids: [UInt64] = secondIDFirst ? [2, 1] : [1, 2]
        for id in ids { loop.schedule(TestEvent(id, followUpDelayMs: 30), at: 50) }
        loop.run(until: 1_000, handler: RecordingHandler())
        return loop.traceHash
    }
}
