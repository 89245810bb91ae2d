import XCTest

@testable import Mutation

/// How mutants are compiled in behind the switch, and how the pieces around it read their input.
final class SchemataWriterTests: XCTestCase {
    func written(_ source: String, ids: Set<Int>? = nil) throws -> (text: String, branches: [SchemataWriter.Branch]) {
        let file = try MutationSourceFile(module: "M", path: "Sources/M/F.swift", text: source)
        var chosen: [SchemataWriter.SiteVariant: Int] = [:]
        for mutant in file.mutants(firstID: 1) where ids?.contains(mutant.id) ?? true {
            chosen[.init(site: mutant.siteIndex, variant: mutant.variantIndex)] = mutant.id
        }
        var writer = SchemataWriter(file: file, chosen: chosen)
        return writer.write()
    }

    func testNestedSitesAreWrappedInsideEachBranch() throws {
        let text = try written("let ok = a + b < c\n").text
        XCTAssertEqual(
            text,
            "let ok = (__mutantActive(1) ? (__mutantActive(3) ? a - b : a + b) <= c : "
                + "__mutantActive(2) ? (__mutantActive(3) ? a - b : a + b) >= c : "
                + "(__mutantActive(3) ? a - b : a + b) < c)\n")
    }

    func testStatementsBecomeIfElse() throws {
        let text = try written("func f() {\n    xs.append(y)\n    n += 2\n}\n", ids: [1, 2]).text
        XCTAssertEqual(
            text,
            "func f() {\n    if __mutantActive(1) {  } else { xs.append(y) }\n"
                + "    if __mutantActive(2) { n -= 2 } else { n += 2 }\n}\n")
    }

    func testUnchosenMutantsLeaveTheSourceAsItIs() throws {
        let source = "let ok = a + b < c // a < b\n"
        XCTAssertEqual(try written(source, ids: []).text, source)
    }

    func testACompilerErrorIsBlamedOnTheMutatedBranchHoldingIt() throws {
        let (text, branches) = try written("let s = name + suffix\n")
        // The compiler rejects `name - suffix` for strings, at the `-`.
        let offset = Array(text.utf8).firstIndex(of: UInt8(ascii: "-")) ?? 0
        XCTAssertEqual(SchemataWriter.culprits(at: offset, in: branches), [1])
        XCTAssertEqual(SchemataWriter.culprits(at: 0, in: branches), [])
    }

    func testAnErrorAtTheBraceAfterARemovedStatementIsBlamedOnTheRemoval() throws {
        let (text, branches) = try written("func f() {\n    log.append(x)\n    log.append(y)\n}\n")
        XCTAssertTrue(text.contains("if __mutantActive(2) {  } else { log.append(y) }"), text)
        // An enclosing construct left invalid is reported at its closing brace, outside every branch.
        let offset = Array(text.utf8).lastIndex(of: UInt8(ascii: "}")) ?? 0
        XCTAssertEqual(SchemataWriter.culprits(at: offset, in: branches), [2], "the nearest removal")
    }

    func testCompilerErrorsAreReadWithTheirFileAndPosition() {
        let output = """
            [3/9] Compiling M F.swift
            /tmp/x/package/Sources/M/F.swift:12:30: error: binary operator '-' cannot be applied to 'String's
            /tmp/x/package/Sources/M/F.swift:3:1: warning: unused
            """
        XCTAssertEqual(
            CompilerErrors.parse(output, scratchRoot: "/tmp/x/package"),
            [
                .init(
                    path: "Sources/M/F.swift", line: 12, column: 30,
                    message: "binary operator '-' cannot be applied to 'String's")
            ])
        XCTAssertEqual(CompilerErrors.offset(line: 2, column: 3, in: "ab\ncdef\n"), 5)
    }

    func testEquivalentEntriesMatchByLineTextNotLineNumber() throws {
        let list = try EquivalentMutants.parse(
            """
            # comment
            Sources/M/F.swift:40:relational-boundary: let ok = a < b  # a equals b never happens: ids are unique
            """)
        let file = try MutationSourceFile(module: "M", path: "Sources/M/F.swift", text: "\n\n    let ok = a < b\n")
        let mutants = file.mutants(firstID: 1)
        XCTAssertEqual(list.entry(for: mutants[0])?.reason, "a equals b never happens: ids are unique")
        XCTAssertNil(list.entry(for: mutants[1]), "another operator on the line is not covered")
        XCTAssertEqual(
            EquivalentMutants.entryLine(for: mutants[0]),
            "Sources/M/F.swift:3:relational-boundary: let ok = a < b  # WHY")
    }

    func testEquivalentEntriesWithoutReasonOrOperatorAreErrors() {
        XCTAssertThrowsError(try EquivalentMutants.parse("Sources/M/F.swift:4:relational-boundary: a < b\n")) { error in
            XCTAssertEqual((error as? EquivalentMutants.ParseError)?.message, "the entry gives no reason")
        }
        XCTAssertThrowsError(try EquivalentMutants.parse("Sources/M/F.swift:4:relational: a < b  # why\n")) { error in
            XCTAssertEqual((error as? EquivalentMutants.ParseError)?.message, "unknown operator 'relational'")
        }
    }

    func testChangedLinesComeFromTheNewSideOfTheDiff() {
        let diff = """
            diff --git a/Sources/M/F.swift b/Sources/M/F.swift
            --- a/Sources/M/F.swift
            +++ b/Sources/M/F.swift
            @@ -10,2 +10,3 @@ struct F {
            @@ -30 +31,0 @@
            """
        XCTAssertEqual(ChangedLines(diff: diff).lines, ["Sources/M/F.swift": [10, 11, 12, 31]])
    }

    func testSamplesAreReproducibleAndInIDOrder() throws {
        let file = try MutationSourceFile(
            module: "M", path: "Sources/M/F.swift",
            text: (1...30).map { "let v\($0) = \($0)\n" }.joined())
        let all = file.mutants(firstID: 1)
        let sample = MutantSample.choose(all, count: 7, seed: 42)
        XCTAssertEqual(sample.map(\.id), MutantSample.choose(all.reversed(), count: 7, seed: 42).map(\.id))
        XCTAssertEqual(sample.map(\.id), sample.map(\.id).sorted())
        XCTAssertEqual(sample.count, 7)
        XCTAssertNotEqual(sample.map(\.id), MutantSample.choose(all, count: 7, seed: 43).map(\.id))
    }
}
