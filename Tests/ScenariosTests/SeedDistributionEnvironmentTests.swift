import Checkers
import Reports
import XCTest

@testable import Scenarios

/// Expectations over seeds read with worked numbers: six runs whose moderate recall is 0.90,
/// 0.92, 0.94, 0.96, 0.98 and undefined (no gaming), and whose moderate phantom minutes are
/// 0, 0, 0, 0, 0 and 3.
final class SeedDistributionEnvironmentTests: XCTestCase {
    static let samples: [RunSample] = {
        let recalls: [Double?] = [0.94, 0.90, nil, 0.98, 0.92, 0.96]
        let phantoms: [Double] = [0, 0, 3, 0, 0, 0]
        let recallIndex = RunSample.expressionNames.firstIndex(of: "recall")!
        let phantomIndex = RunSample.expressionNames.firstIndex(of: "phantom_minutes_credited")!
        return zip(recalls, phantoms).map { recall, phantom in
            var moderate = [Double?](repeating: 0.5, count: RunSample.figureNames.count)
            moderate[recallIndex] = recall
            moderate[phantomIndex] = phantom
            let other = [Double?](repeating: 0.5, count: RunSample.figureNames.count)
            return RunSample(scenario: "population", levels: [other, moderate, other])
        }
    }()

    func check(_ text: String) -> ExpectationReport {
        OverSeedsJudgement.check(ConclusionText(text: text, line: 3, column: 5), samples: Self.samples).0
    }

    func value(_ text: String) -> String? {
        check(text + " >= 0").values.first?.value
    }

    func testEachFunctionReadsTheSeedsThatDefinedTheFigure() {
        XCTAssertEqual(value("mean(recall(moderate))"), "0.94")
        XCTAssertEqual(value("percentile(2.5, recall(moderate))"), "0.902")
        XCTAssertEqual(value("percentile(10, recall(moderate))"), "0.908")
        XCTAssertEqual(value("percentile(50, recall(moderate))"), "0.94")
        XCTAssertEqual(value("min(recall(moderate))"), "0.9")
        XCTAssertEqual(value("max(recall(moderate))"), "0.98")
        XCTAssertEqual(value("seeds_defined(recall(moderate))"), "5")
        XCTAssertEqual(value("mean(phantom_minutes_credited(moderate))"), "0.5")
        XCTAssertEqual(value("percentile(0, phantom_minutes_credited(moderate))"), "0")
    }

    func testAnExpectationHoldsOrFailsOnTheDistribution() {
        XCTAssertEqual(check("percentile(10, recall(moderate)) >= 0.90").status, .passed)
        let failed = check("percentile(10, recall(moderate)) >= 0.91")
        XCTAssertEqual(failed.status, .failed)
        XCTAssertEqual(
            failed.values.map { "\($0.expression) = \($0.value)" }, ["percentile(10, recall(moderate)) = 0.908"])
    }

    func testAFigureNoSeedDefinedIsAnError() {
        let report = OverSeedsJudgement.check(
            ConclusionText(text: "mean(recall(moderate)) > 0.5", line: 3, column: 5),
            samples: [Self.samples[2]]
        ).0
        XCTAssertEqual(report.status, .error)
        XCTAssertEqual(report.message, "recall(moderate) is undefined on every one of the 1 seeds")
    }

    func testTheReportShowsEachFigureReadOnceAsADistribution() {
        let figures = OverSeedsJudgement.check(
            ConclusionText(
                text: "mean(recall(moderate)) > 0.5 and percentile(5, recall(moderate)) > 0.8", line: 3, column: 5),
            samples: Self.samples
        ).1
        XCTAssertEqual(figures.map(\.text), ["recall(moderate)"])
        let distribution = SeedDistribution(figures[0].values(in: Self.samples))
        XCTAssertEqual(distribution?.seeds, 5)
        XCTAssertEqual(distribution?.low ?? 0, 0.902, accuracy: 1e-12)
        XCTAssertEqual(distribution?.high ?? 0, 0.978, accuracy: 1e-12)
    }
}
