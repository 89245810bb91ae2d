import XCTest

@testable import YAMLSubset

/// Feeds the parser truncated and randomly damaged scenario files. Goal: it never crashes,
/// always answers deterministically, and every answer is well formed (a tree exactly when
/// there is no error; diagnostics sorted, within the limit and inside the file).
final class YAMLParserRobustnessTests: XCTestCase {
    /// SplitMix64: a fixed, seeded stream so every run mutates the file the same way.
    private struct SeededGenerator: RandomNumberGenerator {
        var state: UInt64

        mutating func next() -> UInt64 {
            state &+= 0x9E37_79B9_7F4A_7C15
            var mixed = state
            mixed = (mixed ^ (mixed >> 30)) &* 0xBF58_476D_1CE4_E5B9
            mixed = (mixed ^ (mixed >> 27)) &* 0x94D0_49BB_1331_11EB
            return mixed ^ (mixed >> 31)
        }
    }

    /// Characters that mean something to YAML, plus a few that must be refused.
    private let alphabet: [Unicode.Scalar] = [
        " ", " ", "\t", "\n", "\r", "-", ":", "#", "'", "\"", "\\", "[", "]", "{", "}", ",",
        "|", ">", "+", "&", "*", "!", "?", "%", "a", "1", "é", "\u{7}", "\u{FEFF}", "\u{85}",
    ]

    private func assertWellFormed(
        _ result: YAMLParseResult, _ source: SourceFile, file: StaticString = #filePath, line: UInt = #line
    ) {
        let hasError = result.diagnostics.contains { $0.severity == .error }
        XCTAssertEqual(
            result.root == nil, hasError, "a tree exactly when there is no error",
            file: file, line: line)
        XCTAssertLessThanOrEqual(
            result.diagnostics.count, YAMLLimits.default.diagnosticsMax, file: file, line: line
        )
        XCTAssertEqual(
            result.diagnostics.map(\.location), result.diagnostics.map(\.location).sorted(),
            file: file, line: line)
        let lineCount = source.text.split(separator: "\n", omittingEmptySubsequences: false).count
        for diagnostic in result.diagnostics {
            XCTAssertLessThanOrEqual(diagnostic.location.line, lineCount, file: file, line: line)
            XCTAssertFalse(diagnostic.rendered(source: source, colour: true).isEmpty, file: file, line: line)
        }
    }

    func testEveryPrefixOfTheExampleParsesWithoutCrashing() {
        let scalars = Array(ExampleScenario.text.unicodeScalars)
        var treeCount = 0
        for length in 0...scalars.count {
            var prefix = String.UnicodeScalarView()
            prefix.append(contentsOf: scalars[..<length])
            let source = SourceFile(path: "p.yaml", text: String(prefix))
            let result = YAMLParser.parse(source)
            assertWellFormed(result, source)
            treeCount += result.root == nil ? 0 : 1
        }
        // Cut inside a quoted or flow value only rarely: most prefixes are valid documents.
        XCTAssertGreaterThan(treeCount, scalars.count / 2)
    }

    func testThousandsOfSeededMutationsParseDeterministicallyWithoutCrashing() {
        var generator = SeededGenerator(state: 20_260_302)
        let original = Array(ExampleScenario.text.unicodeScalars)
        var errorCount = 0
        for _ in 0..<3_000 {
            var scalars = original
            for _ in 0..<Int.random(in: 1...4, using: &generator) {
                mutate(&scalars, using: &generator)
            }
            var text = String.UnicodeScalarView()
            text.append(contentsOf: scalars)
            let source = SourceFile(path: "m.yaml", text: String(text))
            let first = YAMLParser.parse(source)
            let second = YAMLParser.parse(source)
            XCTAssertEqual(first.root, second.root)
            XCTAssertEqual(first.diagnostics, second.diagnostics)
            assertWellFormed(first, source)
            errorCount += first.diagnostics.isEmpty ? 0 : 1
        }
        // The mutations must actually exercise the error paths, not only harmless edits.
        XCTAssertGreaterThan(errorCount, 1_000)
    }

    private func mutate(_ scalars: inout [Unicode.Scalar], using generator: inout SeededGenerator) {
        let position = Int.random(in: 0...scalars.count, using: &generator)
        switch Int.random(in: 0..<4, using: &generator) {
        case 0:
            scalars.insert(alphabet.randomElement(using: &generator)!, at: position)
        case 1 where position < scalars.count:
            scalars.remove(at: position)
        case 2 where position < scalars.count:
            scalars[position] = alphabet.randomElement(using: &generator)!
        default:
            // Repeat a stretch, which duplicates keys and shifts indentation.
            let end = min(scalars.count, position + Int.random(in: 1...40, using: &generator))
            scalars.insert(contentsOf: scalars[position..<end], at: position)
        }
    }
}
