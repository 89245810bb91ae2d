import XCTest

@testable import YAMLSubset

/// Hostile input ends in one clear error: no crash, no unbounded stack or memory.
final class YAMLParserLimitTests: XCTestCase {
    func testDashesNestedPastTheDepthLimitStopWithOneError() {
        let text = String(repeating: "- ", count: 100) + "x\n"
        let result = parse(text)
        XCTAssertNil(result.root)
        XCTAssertEqual(result.diagnostics.count, 1)
        // The 65th dash (index 128) would open the 65th level.
        XCTAssertEqual(result.diagnostics.first?.location, SourceLocation(line: 1, column: 129))
        XCTAssertEqual(result.diagnostics.first?.message, "values are nested more than 64 levels deep")
    }

    func testMappingsNestedPastTheDepthLimitStopWithOneError() {
        let text = (0..<100).map { String(repeating: "  ", count: $0) + "k\($0):" }.joined(separator: "\n")
        let result = parse(text)
        XCTAssertEqual(result.diagnostics.map(\.location), [SourceLocation(line: 65, column: 129)])
        XCTAssertTrue(result.diagnostics.first?.message.contains("64 levels") ?? false)
    }

    func testNestingUpToTheDepthLimitIsAccepted() {
        let text = String(repeating: "- ", count: 4) + "x\n"
        let result = parse(text, limits: YAMLLimits(depthMax: 4))
        XCTAssertEqual(result.diagnostics, [])
        XCTAssertEqual(
            outline(
                result.root
                    ?? .scalar(
                        YAMLScalar(
                            value: "", location: SourceLocation(line: 1, column: 1), length: 0, style: .empty))),
            "[[[[x]]]]")
        XCTAssertEqual(parse(text, limits: YAMLLimits(depthMax: 3)).diagnostics.count, 1)
    }

    func testTooManyValuesStopWithOneError() {
        let text = (1...20).map { "k\($0): v" }.joined(separator: "\n")
        let result = parse(text, limits: YAMLLimits(nodesMax: 10))
        XCTAssertNil(result.root)
        XCTAssertEqual(result.diagnostics.map(\.message), ["the file holds more than 10 values"])
        // Mapping + k1 + v1 = 3, then two per entry: the value of k5 is the 11th.
        XCTAssertEqual(result.diagnostics.first?.location, SourceLocation(line: 5, column: 5))
    }

    func testFileLargerThanTheByteLimitIsRefusedBeforeParsing() {
        let result = parse("key: 123456", limits: YAMLLimits(bytesMax: 10))
        XCTAssertNil(result.root)
        XCTAssertEqual(
            result.diagnostics.map(\.message), ["the file has 11 bytes, more than the limit of 10"]
        )
        XCTAssertEqual(result.diagnostics.first?.location, SourceLocation(line: 1, column: 1))
    }

    /// Also guards against appends that copy the whole list: those would make this quadratic.
    func testVeryLongFlatListParsesWithinTheDefaultLimits() {
        let text = "items:\n" + String(repeating: "  - x\n", count: 60_000)
        let result = parse(text)
        XCTAssertEqual(result.diagnostics, [])
        XCTAssertEqual(sequence(mapping(result.root)?.entry("items")?.value)?.items.count, 60_000)
    }
}
