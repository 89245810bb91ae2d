import SimulationKernel
import XCTest

@testable import Scenarios

final class CostBalancedShardsTests: XCTestCase {
    /// Graham's example of the longest-processing-time rule (1969): jobs of 3, 3, 2, 2, 2 on two
    /// machines. The rule gives 3+2+2 and 3+2, a makespan of 7 against the best split's 6 (3+3,
    /// 2+2+2): within its bound of 4/3.
    func testGrahamsExampleGivesTheRulesSplit() {
        let split = CostBalancedShards(costs: [3, 3, 2, 2, 2], count: 2)
        XCTAssertEqual(split.shardOfItem, [1, 2, 1, 2, 1])
        XCTAssertEqual(split.eventsPerShard, [7, 5])
        XCTAssertEqual(split.items(ofShard: 1), [0, 2, 4])
        XCTAssertEqual(split.items(ofShard: 2), [1, 3])
    }

    /// One heavy simulation first, ten light ones after: every other simulation would give the
    /// first shard the heavy one and half the light ones (15 against 5); weighed, 10 against 10.
    func testAHeavySimulationIsBalancedByTheLightOnes() {
        let costs: [Int64] = [10] + Array(repeating: 1, count: 10)
        XCTAssertEqual(CostBalancedShards.strided(costs: costs, count: 2), [15, 5])
        XCTAssertEqual(CostBalancedShards.slowestOverMean([15, 5]), 1.5)
        let split = CostBalancedShards(costs: costs, count: 2)
        XCTAssertEqual(split.eventsPerShard, [10, 10])
        XCTAssertEqual(split.items(ofShard: 1), [0])
        XCTAssertEqual(CostBalancedShards.slowestOverMean(split.eventsPerShard), 1.0)
        XCTAssertEqual(
            CostBalancedShards.balanceLine(costs: costs, count: 2, unit: "run"),
            "2 shards by estimated events: 10 / 10; slowest 1.00 × the mean (every 2nd run: 1.50 ×)")
    }

    /// Equal weights fall to the shards in turn, as every N-th did: the earlier simulation and
    /// the lower shard win ties, so the split is a function of the costs alone.
    func testEqualCostsSplitInTurn() {
        let split = CostBalancedShards(costs: Array(repeating: 5, count: 7), count: 3)
        XCTAssertEqual(split.shardOfItem, [1, 2, 3, 1, 2, 3, 1])
        XCTAssertEqual(split, CostBalancedShards(costs: Array(repeating: 5, count: 7), count: 3))
    }

    /// A thousand simulations of 1 to 1,000 events in four shards: every simulation in exactly
    /// one shard, and the slowest shard within 20 % of the mean (here within 1 %).
    func testManyVariedSimulationsFinishTogether() {
        var random = SeededRandom(seed: 7)
        let costs = (0..<1_000).map { _ in Int64(random.next() % 1_000 + 1) }
        let split = CostBalancedShards(costs: costs, count: 4)
        let items = (1...4).flatMap { split.items(ofShard: $0) }.sorted()
        XCTAssertEqual(items, Array(0..<1_000))
        XCTAssertEqual(split.eventsPerShard.reduce(0, +), costs.reduce(0, +))
        XCTAssertLessThan(CostBalancedShards.slowestOverMean(split.eventsPerShard), 1.01)
    }

    /// More shards than simulations: the extra shards are empty, none is lost.
    func testMoreShardsThanSimulations() {
        let split = CostBalancedShards(costs: [4, 9], count: 3)
        XCTAssertEqual(split.items(ofShard: 1), [1])
        XCTAssertEqual(split.items(ofShard: 2), [0])
        XCTAssertEqual(split.items(ofShard: 3), [])
    }
}
