import XCTest

@testable import Mutation

/// Which code becomes a mutant, and which never does.
final class SiteFinderTests: XCTestCase {
    /// Every mutant of `source` as `operator: original → mutated`.
    func mutants(_ source: String) throws -> [String] {
        let file = try MutationSourceFile(module: "M", path: "Sources/M/F.swift", text: source)
        return file.mutants(firstID: 1).map {
            "\($0.mutationOperator.rawValue): \($0.original) → \($0.replacement.isEmpty ? "(removed)" : $0.replacement)"
        }
    }

    func testRelationalOperatorGetsBoundaryAndNegation() throws {
        XCTAssertEqual(
            try mutants("let late = minutes < limit\n"),
            [
                "relational-boundary: minutes < limit → minutes <= limit",
                "relational-negation: minutes < limit → minutes >= limit",
            ])
    }

    func testOperandsFollowPrecedence() throws {
        let found = try mutants("guard earned + bonus * 2 >= cap, ok else { return }\n")
        XCTAssertTrue(found.contains("arithmetic: earned + bonus * 2 → earned - bonus * 2"), "\(found)")
        XCTAssertTrue(found.contains("arithmetic: bonus * 2 → bonus / 2"), "\(found)")
        XCTAssertTrue(
            found.contains("relational-boundary: earned + bonus * 2 >= cap → earned + bonus * 2 > cap"),
            "\(found)")
    }

    func testOperandsIncludeCallsSubscriptsAndTrailingClosures() throws {
        let found = try mutants("let n = items.filter { $0.isNew }.count + totals[day, default: 0]\n")
        XCTAssertTrue(
            found.contains(
                "arithmetic: items.filter { $0.isNew }.count + totals[day, default: 0] → "
                    + "items.filter { $0.isNew }.count - totals[day, default: 0]"), "\(found)")
    }

    func testStringsAndInterpolationsAreNeverMutated() throws {
        let source = ##"""
            let a = "x < y && true \(count + 1) \("nested \(2 * 3)")"
            let b = """
                total >= 5 || false
                \(minutes - 1)
                """
            let c = #"raw "quote" \#(flag && other) < 3"#

            """##
        XCTAssertEqual(try mutants(source), [])
    }

    func testCommentsAreNeverMutated() throws {
        let source = """
            // if a < b { return true }
            /* a + b /* nested: x == y */ still a comment: return false */
            /// Doc: min(a, b) > 0
            let x = 1 // + 2

            """
        XCTAssertEqual(try mutants(source), ["integer-constant: 1 → 2", "integer-constant: 1 → 0"])
    }

    func testGenericBracketsAreNotRelationalOperators() throws {
        let source = """
            let pairs: Array<Dictionary<String, Int>> = []
            func first<T: Comparable>(_ values: [T]) -> T? where T: Hashable { values.first }

            """
        XCTAssertEqual(try mutants(source), [])
    }

    func testOperatorDeclarationsAreNeverMutated() throws {
        let source = """
            infix operator <> : AdditionPrecedence
            extension Points {
                static func < (lhs: Points, rhs: Points) -> Bool { lhs.value < rhs.value }
                static func + (lhs: Points, rhs: Points) -> Points { Points(value: lhs.value + rhs.value) }
            }

            """
        XCTAssertEqual(
            try mutants(source),
            [
                "relational-boundary: lhs.value < rhs.value → lhs.value <= rhs.value",
                "relational-negation: lhs.value < rhs.value → lhs.value >= rhs.value",
                "arithmetic: lhs.value + rhs.value → lhs.value - rhs.value",
            ])
    }

    func testCompilerDirectivesAttributesAndCasePatternsAreNeverMutated() throws {
        let source = """
            #if DEBUG && os(Linux) || swift(>=5.9)
            let level = 0
            #endif
            @available(iOS 16, *)
            func f(_ kind: Kind) -> Bool {
                if #available(iOS 17, *) {}
                switch kind {
                case .a where true, .b: break
                default: break
                }
                return true
            }
            enum Code: Int { case one = 1, two = 2 }

            """
        XCTAssertEqual(
            try mutants(source),
            [
                "integer-constant: 0 → 1", "integer-constant: 0 → -1", "return-value: true → false",
            ])
    }

    func testStatementCallsAndCompoundAssignments() throws {
        let source = """
            func record(_ entry: Entry) {
                pending.append(entry)
                total += entry.minutes
                ledger.log.insert(entry, at: 0)
            }
            func count() -> Int { store.count(of: day) }
            let firsts = children.compactMap { child in self.store.record(of: child) }
            init?(record: Record) {
                guard record.isValid else { return nil }
                self.init(minutes: record.minutes)
            }

            """
        let found = try mutants(source)
        XCTAssertTrue(found.contains("statement-removal: pending.append(entry) → (removed)"), "\(found)")
        XCTAssertTrue(
            found.contains("compound-assignment: total += entry.minutes → total -= entry.minutes"),
            "\(found)")
        XCTAssertTrue(found.contains("statement-removal: ledger.log.insert(entry, at: 0) → (removed)"), "\(found)")
        XCTAssertFalse(found.contains { $0.contains("store.count") }, "a lone expression is a returned value: \(found)")
        XCTAssertFalse(found.contains { $0.contains("store.record") }, "so is a closure's lone expression: \(found)")
        XCTAssertFalse(found.contains { $0.contains("self.init") }, "an initialiser delegates: \(found)")
    }

    func testMinMaxAndLogicalConnectives() throws {
        let found = try mutants("let x = min(a, b) > 0 && isOnline\nlet y = values.max()\n")
        XCTAssertTrue(found.contains("min-max: min(a, b) → max(a, b)"), "\(found)")
        XCTAssertTrue(
            found.contains("logical-connective: min(a, b) > 0 && isOnline → min(a, b) > 0 || isOnline"),
            "\(found)")
        XCTAssertFalse(found.contains { $0.hasPrefix("min-max: values") }, "a method named max is not min/max")
    }

    func testTupleIndicesAndUnspacedOperatorsAreLeftAlone() throws {
        XCTAssertEqual(try mutants("let a = pair.0\nlet b = x?.y ?? z!\n"), [])
    }

    func testIDsAreStableAndInSourceOrder() throws {
        let source = "let a = b < c\nlet d = true\n"
        let file = try MutationSourceFile(module: "M", path: "Sources/M/F.swift", text: source)
        XCTAssertEqual(file.mutants(firstID: 10).map(\.id), [10, 11, 12])
        XCTAssertEqual(file.mutants(firstID: 10).map(\.focusLine), [1, 1, 2])
    }
}
