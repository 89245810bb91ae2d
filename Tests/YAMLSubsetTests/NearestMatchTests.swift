import XCTest

@testable import YAMLSubset

final class NearestMatchTests: XCTestCase {
    private let settingsKeys = ["conversion_rate", "minimum_session", "daily_reward_limit", "validation"]

    func testMisspeltKeySuggestsTheIntendedKey() {
        XCTAssertEqual(NearestMatch.suggestion(for: "conversion_rte", among: settingsKeys), "conversion_rate")
        XCTAssertEqual(NearestMatch.suggestion(for: "validaiton", among: settingsKeys), "validation")
    }

    func testFarWordGetsNoSuggestion() {
        XCTAssertNil(NearestMatch.suggestion(for: "timeline", among: settingsKeys))
        XCTAssertNil(NearestMatch.suggestion(for: "", among: settingsKeys))
        XCTAssertNil(NearestMatch.suggestion(for: "rate", among: []))
    }

    func testComparisonIgnoresCaseAndNeverSuggestsTheWordItself() {
        XCTAssertEqual(NearestMatch.suggestion(for: "Validation", among: settingsKeys), "validation")
        XCTAssertNil(NearestMatch.suggestion(for: "validation", among: ["validation"]))
    }

    func testPrefixOfACandidateSuggestsItEvenWhenFar() {
        XCTAssertEqual(NearestMatch.suggestion(for: "daily", among: settingsKeys), "daily_reward_limit")
    }

    func testDistanceLimitIsAThirdOfTheWordLength() {
        // "abcdefghi" has 9 characters, so up to 3 edits are close enough.
        XCTAssertEqual(NearestMatch.suggestion(for: "abcdefghi", among: ["xyzdefghi"]), "xyzdefghi")
        XCTAssertNil(NearestMatch.suggestion(for: "abcdefghi", among: ["wxyzefghi"]))
        XCTAssertEqual(NearestMatch.suggestion(for: "ab", among: ["xb"]), "xb")
    }

    func testTiesAreBrokenByCandidateTextWhateverTheInputOrder() {
        XCTAssertEqual(NearestMatch.suggestion(for: "cat", among: ["cut", "bat"]), "bat")
        XCTAssertEqual(NearestMatch.suggestion(for: "cat", among: ["bat", "cut"]), "bat")
        XCTAssertEqual(NearestMatch.suggestion(for: "cat", among: ["cut", "cart", "bat"]), "bat")
    }

    func testSwapOfNeighboursCostsOneEdit() {
        XCTAssertEqual(NearestMatch.editDistance(Array("version"), Array("vresion")), 1)
        XCTAssertEqual(NearestMatch.editDistance(Array("kitten"), Array("sitting")), 3)
        XCTAssertEqual(NearestMatch.editDistance(Array(""), Array("abc")), 3)
    }
}
