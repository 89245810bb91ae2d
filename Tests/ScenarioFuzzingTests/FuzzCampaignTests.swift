import Foundation
import ScenarioFuzzing
import XCTest

/// A short seeded campaign inside the suite's budget; the long one is `rewardsim-fuzz campaign`.
final class FuzzCampaignTests: XCTestCase {
    static let seedFiles: [[UInt8]] = {
        let root = FuzzRegressionTests.root
        var files: [String] = []
        for folder in [
            "Scenarios/reward", "Scenarios/sync", "Scenarios/experiments",
            FuzzRegressionTests.regressionsPath,
        ] {
            let path = root.appendingPathComponent(folder).path
            let entries = (FileManager.default.enumerator(atPath: path)?.allObjects as? [String]) ?? []
            files += entries.filter { $0.hasSuffix(".yaml") }.map { "\(path)/\($0)" }
        }
        return files.sorted().compactMap { FileManager.default.contents(atPath: $0).map { [UInt8]($0) } }
    }()

    func testASeededCampaignOfMutantsFindsNoCrashAndNoHang() {
        // A crash would end the test process; a hang shows as the slowest input.
        let figures = FuzzCampaign(seeds: Self.seedFiles, seed: 15).run(count: 120)
        XCTAssertEqual(figures.inputs, 120)
        XCTAssertGreaterThan(figures.rejected, 60, "most mutants are invalid and must say so")
        XCTAssertLessThan(figures.slowestSeconds, 3, "debug build; the release campaign holds inputs under 1 s")
    }

    func testTheSameSeedMakesTheSameMutants() {
        let campaign = FuzzCampaign(seeds: Self.seedFiles, seed: 7)
        var mutator = ScenarioMutator(seeds: Self.seedFiles, seed: 7)
        let first = mutator.next()
        let second = mutator.next()
        XCTAssertEqual(campaign.input(at: 0), first)
        XCTAssertEqual(campaign.input(at: 1), second)
        XCTAssertNotEqual(first, second)
    }

    func testMutantsReachTheBoundaryValuesOnPurpose() {
        var mutator = ScenarioMutator(seeds: [Array("duration: 1d\nseed: 5\n".utf8)], seed: 3)
        let mutants = (0..<120).map { _ in String(decoding: mutator.next(), as: UTF8.self) }
        let durations = FuzzDictionary.durations.filter { value in
            mutants.contains { $0.contains("duration: \(value)") }
        }
        let numbers = FuzzDictionary.numbers.filter { value in mutants.contains { $0.contains("seed: \(value)\n") } }
        XCTAssertGreaterThanOrEqual(durations.count, 3, "durations tried: \(durations)")
        XCTAssertGreaterThanOrEqual(numbers.count, 3, "numbers tried: \(numbers)")
    }

    func testTheLibFuzzerDictionaryEscapesBytesItCannotQuote() {
        let lines = FuzzDictionary.libFuzzerText.split(separator: "\n")
        XCTAssertTrue(lines.contains("\"\\x00\""), "NUL is written as \\x00")
        XCTAssertTrue(lines.contains("\"\\\"\""), "a double quote is escaped")
        XCTAssertTrue(lines.contains("\"106751991160d\""))
    }
}
