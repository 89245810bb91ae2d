import XCTest

@testable import Mutation

/// The engines themselves: every file reads, and the campaign finds mutants in each engine.
final class EngineSourcesTests: XCTestCase {
    static let packageRoot = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().path

    func testEveryEngineFileReadsAndHoldsMutants() throws {
        let campaign = MutationCampaign(
            configuration: .init(
                packageRoot: Self.packageRoot, modules: ["RewardEngine", "AntiGaming", "SyncEngine", "FamilyApp"],
                since: nil, sampleCount: nil, sampleSeed: 1,
                gate: MutationGate(kind: .scenarios, paths: [], filter: nil, seedRange: nil, runs: 1),
                jobs: 1, equivalents: EquivalentMutants(entries: []), scratchDirectory: "/nonexistent")
        ) { _ in }
        let mutants = MutationCampaign.allMutants(try campaign.sourceFiles())
        for module in campaign.configuration.modules {
            XCTAssertGreaterThan(mutants.filter { $0.module == module }.count, 50, module)
        }
        XCTAssertEqual(mutants.map(\.id), Array(1..<(mutants.count + 1)))
        for mutant in mutants where mutant.mutationOperator == .arithmetic {
            XCTAssertFalse(mutant.original.contains("\" + "), "text joined, not a sum: \(mutant.title)")
        }
        let counts = MutationOperator.allCases.map { kind in
            "\(kind.rawValue) \(mutants.filter { $0.mutationOperator == kind }.count)"
        }
        let modules = campaign.configuration.modules.map { module in
            "\(module) \(mutants.filter { $0.module == module }.count)"
        }
        print("engine mutants: \(mutants.count): " + (modules + counts).joined(separator: ", "))
    }
}
