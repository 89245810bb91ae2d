import Foundation
import XCTest

@testable import Exploration

final class DeterminismRecheckTests: XCTestCase {
    func testTheSampleIsTheShareOfTheRunsDrawnFromTheSeedAlone() {
        let sample = DeterminismRecheck.sample(count: 200, share: 0.05, seed: 3)
        XCTAssertEqual(sample.count, 10)
        XCTAssertEqual(sample, sample.sorted())
        XCTAssertEqual(Set(sample).count, 10)
        XCTAssertTrue(sample.allSatisfy { (0..<200).contains($0) })
        XCTAssertEqual(sample, DeterminismRecheck.sample(count: 200, share: 0.05, seed: 3))
        XCTAssertNotEqual(sample, DeterminismRecheck.sample(count: 200, share: 0.05, seed: 4))
        XCTAssertEqual(DeterminismRecheck.sample(count: 19, share: 0.05, seed: 3), [], "5 % of 19 is no whole run")
        XCTAssertEqual(DeterminismRecheck.sample(count: 200, share: 0, seed: 3), [])
        XCTAssertEqual(DeterminismRecheck.sample(count: 4, share: 1, seed: 3), [0, 1, 2, 3])
    }

    /// State one run leaves for the next, as a static cache or a counter in app code would: the
    /// counter here reaches into each run's draws, so a run made again later is another run.
    final class LeakyCounter: @unchecked Sendable {
        private let lock = NSLock()
        private var count: UInt64 = 0

        func next() -> UInt64 {
            lock.lock()
            defer { lock.unlock() }
            count += 1
            return count
        }
    }

    func runs(seeds: [UInt64], execute: @escaping (UInt64) -> ExploreRun) -> [DeterminismRecheck.Run] {
        seeds.map { seed in
            let first = execute(seed)
            return DeterminismRecheck.Run(
                name: "explore run \(first.index) (seed \(seed))", traceHash: first.traceHash,
                rerun: { execute(seed).traceHash })
        }
    }

    func testAnHonestCampaignRunsAgainToTheSameTraces() {
        var space = ExploreSpace()
        space.durationHours = CountRange(6, 8)
        space.steps = CountRange(3, 6)
        let drawer = ExplorationFixture.drawer(space)
        let honest = runs(seeds: [11, 12, 13]) { seed in ExploreRun.execute(drawer.draw(seed: seed), index: 0) }
        XCTAssertEqual(DeterminismRecheck.recheck(honest, jobs: 2), [])
    }

    /// The leak is put in by the test, around the real runs: the check must catch it and name
    /// each run with both of its traces.
    func testALeakBetweenRunsIsCaughtWithBothTracesNamed() {
        var space = ExploreSpace()
        space.durationHours = CountRange(6, 8)
        space.steps = CountRange(3, 6)
        let drawer = ExplorationFixture.drawer(space)
        let leak = LeakyCounter()
        let leaky = runs(seeds: [11, 12, 13]) { seed in
            ExploreRun.execute(drawer.draw(seed: seed &+ leak.next()), index: 0)
        }
        let mismatches = DeterminismRecheck.recheck(leaky, jobs: 1)
        XCTAssertEqual(mismatches.map(\.name), leaky.map(\.name))
        for (mismatch, run) in zip(mismatches, leaky) {
            XCTAssertEqual(mismatch.first, run.traceHash)
            XCTAssertNotEqual(mismatch.second, mismatch.first)
            XCTAssertEqual(
                mismatch.description,
                "\(run.name): trace \(run.traceHash) the first time, \(mismatch.second) when run again in a fresh state"
            )
        }
    }
}
