import SimulationKernel
import XCTest

final class KernelBenchmarkTests: XCTestCase {
    /// Pinned against an independent model (a binary heap on (time, sequence) fed by the same
    /// xoshiro256** stream), so it checks the wheel's order as well as guarding against drift.
    func testSmallRunIsPinned() {
        let result = KernelBenchmark.run(timers: 10, events: 10_000, seed: 1)
        XCTAssertEqual(result.events, 10_000)
        XCTAssertEqual(result.finalTime, 498_474)
        XCTAssertEqual(result.traceHash.hexString, "3d14f68a50258923")
    }

    func testSameSeedRunsIdenticallyTwiceAndAnotherSeedDiffers() {
        let first = KernelBenchmark.run(timers: 10, events: 10_000, seed: 2)
        XCTAssertEqual(first, KernelBenchmark.run(timers: 10, events: 10_000, seed: 2))
        XCTAssertEqual(first.finalTime, 498_880)
        XCTAssertEqual(first.traceHash.hexString, "3026fb4d88c3a9b3")
    }

    func testZeroEventsRunsNothing() {
        let result = KernelBenchmark.run(timers: 3, events: 0, seed: 1)
        XCTAssertEqual(result.events, 0)
        XCTAssertEqual(result.finalTime, 0)
        XCTAssertEqual(result.traceHash, TraceHash())
    }
}
