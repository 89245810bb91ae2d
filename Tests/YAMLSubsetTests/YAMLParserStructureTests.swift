import XCTest

@testable import YAMLSubset

final class YAMLParserStructureTests: XCTestCase {
    func testExampleScenarioParsesWithTopLevelKeysInFileOrder() throws {
        let root = try XCTUnwrap(mapping(parse(ExampleScenario.text).root))
        XCTAssertEqual(
            root.entries.map(\.key.value),
            [
                "version", "name", "description", "tags", "seed", "start", "duration",
                "family", "settings", "apps", "timeline", "expect",
            ])
        XCTAssertEqual(root.location, SourceLocation(line: 3, column: 1))
    }

    func testExampleScenarioKeepsExactLocationsOfNestedValues() throws {
        let root = try XCTUnwrap(mapping(parse(ExampleScenario.text).root))
        let settings = try XCTUnwrap(mapping(root.entry("settings")?.value))
        let rateEntry = try XCTUnwrap(settings.entry("conversion_rate"))
        XCTAssertEqual(rateEntry.key.location, SourceLocation(line: 24, column: 3))
        XCTAssertEqual(rateEntry.key.length, 15)
        let rate = try XCTUnwrap(scalar(rateEntry.value))
        XCTAssertEqual(rate.value, "2")
        XCTAssertEqual(rate.location, SourceLocation(line: 24, column: 20))

        let timeline = try XCTUnwrap(sequence(root.entry("timeline")?.value))
        XCTAssertEqual(timeline.location, SourceLocation(line: 37, column: 3))
        XCTAssertEqual(timeline.items.count, 3)
        let second = try XCTUnwrap(mapping(timeline.items[1]))
        XCTAssertEqual(second.location, SourceLocation(line: 41, column: 5))
        XCTAssertEqual(second.entries.map(\.key.value), ["at", "device", "redeem", "for_app"])
        XCTAssertEqual(scalar(second.entry("redeem")?.value)?.value, "10 points")
        XCTAssertEqual(scalar(second.entry("at")?.value)?.location, SourceLocation(line: 41, column: 9))
    }

    func testExampleScenarioReadsBlockTextFlowListsAndCommentedValues() throws {
        let root = try XCTUnwrap(mapping(parse(ExampleScenario.text).root))
        let description = try XCTUnwrap(scalar(root.entry("description")?.value))
        XCTAssertEqual(description.style, .literal)
        XCTAssertTrue(description.value.hasPrefix("The worked example of the architecture document: 30"))
        XCTAssertTrue(description.value.hasSuffix("the granted time is used up.\n"))
        XCTAssertEqual(description.value.filter { $0 == "\n" }.count, 4)

        XCTAssertEqual(outline(try XCTUnwrap(root.entry("tags")?.value)), "f[reward, smoke]")
        XCTAssertEqual(
            outline(try XCTUnwrap(root.entry("family")?.value)),
            "{parents: [{name: sam, device: sam-phone}], children: [{name: alex, devices: f[alex-ipad]}]}"
        )
        XCTAssertEqual(
            outline(try XCTUnwrap(root.entry("expect")?.value)),
            "[earned(alex) == 10, points(alex) == 0, reward_minutes(alex) == 5, "
                + "shielded(alex-ipad, minecraft) at 08:22, ledger(alex).consistent]"
        )
    }

    func testScalarsThatLookTypedStayStrings() {
        let text = "a: no\nb: 12:30\nc: 1e3\nd: 07:30\ne: 0x10\nf: ~\ng: null\nh: true\ni: 9.3\n"
        XCTAssertEqual(
            outline(of: text),
            "{a: no, b: 12:30, c: 1e3, d: 07:30, e: 0x10, f: ~, g: null, h: true, i: 9.3}"
        )
    }

    func testPlainScalarsKeepInnerSpacesHashesAndColons() {
        XCTAssertEqual(
            outline(of: "a: one  two # comment\nb: x#y\nc: http://host:80/p\nd: -5\n"),
            "{a: one  two, b: x#y, c: http://host:80/p, d: -5}"
        )
    }

    func testKeyWithNothingAfterItHoldsAnEmptyScalarJustAfterTheColon() throws {
        let root = try XCTUnwrap(mapping(parse("first:\nsecond: 2\nlast:").root))
        XCTAssertEqual(outline(.mapping(root)), "{first: <empty>, second: 2, last: <empty>}")
        let first = try XCTUnwrap(scalar(root.entry("first")?.value))
        XCTAssertEqual(first.value, "")
        XCTAssertEqual(first.style, .empty)
        XCTAssertEqual(first.location, SourceLocation(line: 1, column: 7))
        XCTAssertEqual(first.length, 0)
    }

    func testListAtItsKeysColumnBelongsToTheKey() {
        XCTAssertEqual(
            outline(of: "items:\n- a\n- b: 1\n  c: 2\nnext: 3\n"),
            "{items: [a, {b: 1, c: 2}], next: 3}"
        )
    }

    func testNestedListsAndItemsOnTheirOwnLines() {
        XCTAssertEqual(outline(of: "- - a\n  - b\n- c\n"), "[[a, b], c]")
        XCTAssertEqual(outline(of: "-\n  name: x\n-\n- y\n"), "[{name: x}, <empty>, y]")
    }

    func testDedentClosesEveryDeeperLevel() {
        let text = "a:\n  b:\n    c:\n      - 1\n  d: 2\ne: 3\n"
        XCTAssertEqual(outline(of: text), "{a: {b: {c: [1]}, d: 2}, e: 3}")
    }

    func testFlowListsAcceptQuotedItemsEmptyListsAndATrailingComma() {
        XCTAssertEqual(
            outline(of: "a: [x, \"c d\", 'e, f', 3]\nb: []\nc: [ one , two, ]\n"),
            "{a: f[x, c d, e, f, 3], b: f[], c: f[one, two]}"
        )
    }

    func testQuotedKeysAndDocumentStartMarkerAreAccepted() {
        XCTAssertEqual(outline(of: "--- # start\n\"a b\": 1\n'c': 2\n"), "{a b: 1, c: 2}")
    }

    func testCommentsAndBlankLinesBetweenEntriesAreIgnored() {
        XCTAssertEqual(
            outline(of: "# head\na: 1\n\n   # indented comment\nb:\n  # inside\n  c: 2\n"),
            "{a: 1, b: {c: 2}}")
    }

    func testMappingEntryLookupFindsTheFirstEntryWithTheKey() throws {
        let root = try XCTUnwrap(mapping(parse("x: 1\ny: 2\n").root))
        XCTAssertEqual(scalar(root.entry("y")?.value)?.value, "2")
        XCTAssertNil(root.entry("z"))
    }

    func testNodeKindDescriptionsNameScalarsMappingsAndLists() throws {
        let root = try XCTUnwrap(mapping(parse("a: 1\nb: [2]\nc:\n  d: 3\n").root))
        XCTAssertEqual(root.entries.map(\.value.kindDescription), ["a scalar", "a list", "a mapping"])
        XCTAssertEqual(YAMLNode.mapping(root).kindDescription, "a mapping")
    }
}
