import Scenarios
import Simulation
import XCTest
import YAMLSubset

@testable import Exploration

final class RunDivergenceTests: XCTestCase {
    private func step(_ time: Int64, _ kind: RecordedStep.Kind, _ detail: String, _ hash: UInt64) -> RecordedStep {
        RecordedStep(timeMs: time, kind: kind, device: kind == .event ? "" : "alex-ipad", detail: detail, hash: hash)
    }

    private func checkpoint(_ time: Int64, _ subject: String, ledger: UInt64) -> StateCheckpoint {
        StateCheckpoint(
            timeMs: time, eventIndex: 0, subject: subject,
            digests: [StateDigest(part: "ledger", value: ledger), StateDigest(part: "cache", value: 7)])
    }

    func testTheFirstDifferingStepItsContextTheFirstDecisionAndTheFirstState() {
        let a = [
            step(10, .event, "e1", 1), step(20, .decision, "open duolingo", 2), step(30, .event, "e3", 3),
            step(40, .decision, "shieldUp minecraft", 4),
        ]
        let b = [
            step(10, .event, "e1", 1), step(20, .decision, "open duolingo", 2), step(31, .event, "e3", 9),
            step(41, .decision, "shieldDown minecraft", 10),
        ]
        let divergence = RunDivergence(
            a, b,
            checkpointsA: [checkpoint(0, "alex-ipad", ledger: 1), checkpoint(60, "alex-ipad", ledger: 2)],
            checkpointsB: [
                checkpoint(0, "alex-ipad", ledger: 1), checkpoint(61, "alex-ipad", ledger: 1),
                checkpoint(120, "alex-ipad", ledger: 3),
            ]
        )
        XCTAssertEqual(divergence.firstStep?.indexA, 2)
        XCTAssertEqual(divergence.firstStep?.a?.timeMs, 30)
        XCTAssertEqual(divergence.firstStep?.b?.timeMs, 31)
        XCTAssertEqual(divergence.before.map(\.detail), ["e1", "open duolingo"])
        XCTAssertEqual(
            divergence.firstDecision?.a?.detail, "shieldUp minecraft", "times aside, the second decision differs")
        XCTAssertEqual(divergence.firstDecision?.indexA, 3)
        XCTAssertEqual(divergence.firstState?.timeMs, 60, "A's ledger moved at 60 while B's still stood")
        XCTAssertEqual(divergence.firstState?.parts.map { "\($0.subject): \($0.parts)" }, ["alex-ipad: [\"ledger\"]"])
    }

    func testTheSameRunHasNoDivergence() {
        let steps = [step(10, .event, "e1", 1)]
        let divergence = RunDivergence(steps, steps, checkpointsA: [], checkpointsB: [])
        XCTAssertNil(divergence.firstStep)
        XCTAssertNil(divergence.firstDecision)
        XCTAssertNil(divergence.firstState)
    }

    /// Two settings of one scenario: the same events until the validator rules, so the first state
    /// that differs is the child's, in its validator and ledger; a record survives its JSON Lines.
    func testTwoStrictnessesPartInTheValidatorAndTheRecordRoundTrips() throws {
        let text = """
            version: 1
            name: switching
            start: 2026-03-02 07:00 +01:00
            duration: 4h
            family:
              children:
                - name: alex
                  devices: [alex-ipad]
            settings:
              validation_strictness: LEVEL
            apps:
              - id: duolingo
                category: learning
              - id: minecraft
                category: reward
            timeline:
              - at: 08:00
                switch_rapidly: [duolingo, minecraft]
                interval: 20s
                for: 20m

            """
        func record(_ level: String) throws -> RunRecord {
            let source = SourceFile(path: "\(level).yaml", text: text.replacingOccurrences(of: "LEVEL", with: level))
            let scenario = try XCTUnwrap(ScenarioLoader.decode(source).0)
            let record = RunInspector.record(scenario, seed: 4, label: level)
            XCTAssertEqual(
                record.traceHash, ScenarioRunner.run(scenario, seed: 4).traceHash, "recording leaves the hash alone")
            return record
        }
        let lenient = try record("lenient")
        let strict = try record("strict")
        let divergence = RunDivergence(
            lenient.steps, strict.steps, checkpointsA: lenient.checkpoints, checkpointsB: strict.checkpoints)
        let parts = try XCTUnwrap(divergence.firstState).parts
        XCTAssertEqual(parts.map(\.subject), ["alex-ipad"])
        XCTAssertTrue(parts[0].parts.contains("validator"), "\(parts)")
        let reread = try RunRecord(jsonLines: lenient.jsonLines, label: "x")
        XCTAssertEqual(reread.steps, lenient.steps)
        XCTAssertEqual(reread.checkpoints, lenient.checkpoints)
        XCTAssertEqual(reread.traceHash, lenient.traceHash)
    }
}
