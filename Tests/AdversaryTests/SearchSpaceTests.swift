import SimulationKernel
import XCTest

@testable import Adversary

/// Every point of both spaces renders to a persona file and a scenario the decoder accepts.
final class SearchSpaceTests: XCTestCase {
    func testDrawnPointsAndTheirNeighboursRenderToValidScenarios() {
        for space in [SearchSpace.gaming, SearchSpace.honest] {
            var random = SeededRandom(seed: 11)
            var points = (0..<60).map { _ in space.randomPoint(&random) }
            points += space.neighbours(of: points[0], &random)
            // Each value of every dimension at least once, the rest at their first value.
            for (dimension, values) in space.dimensions.enumerated() {
                for value in values.labels.indices {
                    var choices = [Int](repeating: 0, count: space.dimensions.count)
                    choices[dimension] = value
                    points.append(StrategyPoint(choices))
                }
            }
            for point in points {
                let files = StrategyFiles(space: space, point: point, name: "probe", days: 3)
                if case .failure(let problem) = files.decode() {
                    XCTFail("\(space.name) \(space.describe(point)): \(problem.message)\n\(files.personaText)")
                }
            }
        }
    }

    func testAGamingPointWritesItsTechniqueChanceAndOnlyTheKeysItPlays() {
        let space = SearchSpace.gaming
        var choices = [Int](repeating: 0, count: space.dimensions.count)
        choices[0] = SearchSpace.techniques.firstIndex(of: .botLike)!
        let text = StrategyFiles(space: space, point: StrategyPoint(choices), name: "probe", days: 3).personaText
        XCTAssertTrue(text.contains("bot_like_chance: 20%"), text)
        XCTAssertTrue(text.contains("bot_minutes: 5m"), text)
        XCTAssertFalse(text.contains("passive_minutes"), text)
    }

    func testAPointKeyReadsBack() {
        let point = StrategyPoint([3, 0, 11])
        XCTAssertEqual(StrategyPoint(key: point.key, dimensionCount: 3), point)
        XCTAssertNil(StrategyPoint(key: "3.x.1", dimensionCount: 3))
        XCTAssertNil(StrategyPoint(key: "3.1", dimensionCount: 3))
    }
}
