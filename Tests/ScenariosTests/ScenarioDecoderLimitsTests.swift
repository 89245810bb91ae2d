import XCTest
import YAMLSubset

@testable import Scenarios

/// Every value that once crashed a run or `check` (an overflow in instant arithmetic, a huge
/// allocation, a trap converting a number) is now a located error at `check` time. The fixture's
/// header is 16 lines, so `timeline:` is line 17 and the first step's action line 19.
final class ScenarioDecoderLimitsTests: XCTestCase {
    static let tooLongHelp = "a duration is at most 3660d"

    func step(_ lines: String) -> String {
        ScenarioFixture.with("timeline:\n  - at: 07:30\n" + lines)
    }

    func testARunOfBillionsOfWeeksIsTooLongADuration() {
        assertOnlyDiagnostic(
            ScenarioFixture.replacing("duration: 1d", with: "duration: 15250000000w"), line: 4, column: 11,
            message: "'15250000000w' is too long a duration", help: Self.tooLongHelp
        )
    }

    func testARunLongerThanAYearIsRefused() {
        assertOnlyDiagnostic(
            ScenarioFixture.replacing("duration: 1d", with: "duration: 367d"), line: 4, column: 11,
            message: "a run lasts at most 366d", help: "split a longer study into several scenarios"
        )
        XCTAssertNotNil(decodeValid(ScenarioFixture.replacing("duration: 1d", with: "duration: 366d")))
    }

    func testEveryActionDurationNearInt64MaxIsRefusedAtItsValue() {
        let cases: [(String, Int)] = [
            ("    use: duolingo\n    for: 106751991160d\n", 10),
            ("    idle: alex-ipad\n    for: 106751991160d\n", 10),
            ("    set_clock: +106751991160d\n", 16),
        ]
        for (lines, column) in cases {
            assertOnlyDiagnostic(
                step(lines), line: lines.hasPrefix("    set_clock") ? 19 : 20, column: column,
                message: "'106751991160d' is too long a duration", help: Self.tooLongHelp)
        }
    }

    func testAHugeDayNumberInAStepIsAfterEveryRun() {
        assertOnlyDiagnostic(
            ScenarioFixture.with("timeline:\n  - at: day 9223372036854775807 07:30\n    lock: alex-ipad\n"),
            line: 18, column: 9, message: "day 9223372036854775807 is after the end of any run",
            help: "a run lasts at most 366d"
        )
    }

    func testAHugeDayNumberAfterAtInAnExpectationIsLocated() {
        assertOnlyDiagnostic(
            ScenarioFixture.with("expect:\n  - points(alex) >= 0 at day 99999999999999999999 10:00\n"),
            line: 18, column: 26, message: "day 99999999999999999999 is after the end of any run",
            help: "a run lasts at most 366d"
        )
    }

    func testAHugeDayArgumentIsTooLargeNotATrap() {
        let (scenario, diagnostics) = decode(
            ScenarioFixture.with(
                "expect:\n  - learning_minutes(alex, duolingo, day 9223372036854775807) >= 0\n"))
        XCTAssertNil(scenario)
        XCTAssertEqual(diagnostics.map(\.message), ["'9223372036854775807' is too large"])
        XCTAssertEqual(diagnostics.first?.location, SourceLocation(line: 18, column: 42))
        let (_, beyond) = decode(
            ScenarioFixture.with("expect:\n  - learning_minutes(alex, duolingo, day 999999999999999) >= 0\n"))
        XCTAssertEqual(beyond.map(\.message), ["the run has days 1 to 2"])
    }

    func testRequestsBeyondAMillionAreRefused() {
        let text =
            ScenarioFixture.replacing("    - name: sam\n", with: "    - name: sam\n      device: sam-phone\n")
            + "sync:\n  timeout: 30s\ntimeline:\n  - at: 07:30\n    cloud_error: zone_busy\n    requests: "
            + "9223372036854775807\n"
        assertOnlyDiagnostic(
            text, line: 23, column: 15,
            message: "expected a whole number from 1 to 1000000, not '9223372036854775807'", help: nil)
    }

    func testSettingsDurationsAreBoundedToo() {
        let text = ScenarioFixture.with("background:\n  work_item: 106751991160d\n")
        assertOnlyDiagnostic(
            text, line: 18, column: 14, message: "'106751991160d' is too long a duration",
            help: Self.tooLongHelp)
    }

    func testAStepRepeatedEveryMinuteManyTimesOverrunsTheTimelineBudget() {
        // 12 steps × 8,630 repetitions (every minute from day 1 07:10 to day 7 07:00) pass each
        // step's own limit but not the file's 100,000 items: the twelfth step is refused.
        var lines = "timeline:\n"
        for _ in 0..<12 {
            lines += "  - at: 07:10\n    lock: alex-ipad\n    every: 1m\n    until: day 7 07:00\n"
        }
        let text = ScenarioFixture.replacing("duration: 1d", with: "duration: 7d") + lines
        let (scenario, diagnostics) = decode(text)
        XCTAssertNil(scenario)
        XCTAssertEqual(diagnostics.count, 1)
        XCTAssertEqual(
            diagnostics.first?.message,
            "the timeline would hold more than 100000 items with this step's 8631 repetitions")
        XCTAssertEqual(diagnostics.first?.location, SourceLocation(line: 64, column: 12))
    }

    func testAFamilyOfMoreThanAHundredDevicesIsRefused() {
        let devices = (1...101).map { "d\($0)" }.joined(separator: ", ")
        let text = ScenarioFixture.replacing("devices: [alex-ipad]", with: "devices: [alex-ipad, \(devices)]")
        let (_, diagnostics) = decode(text)
        XCTAssertEqual(diagnostics.map(\.message), ["the family has 102 devices; at most 100"])
        XCTAssertEqual(diagnostics.first?.location, SourceLocation(line: 6, column: 3))
    }

    func testTrueOrAnUnknownFunctionIsStillAnError() {
        assertOnlyDiagnostic(
            ScenarioFixture.with("expect:\n  - true or pointz(alex) > 1\n"), line: 18, column: 13,
            message: "unknown function 'pointz'", help: "did you mean 'points'?")
        let (_, diagnostics) = decode(ScenarioFixture.with("expect:\n  - false and no_such_function() > 1\n"))
        XCTAssertEqual(diagnostics.map(\.message), ["unknown function 'no_such_function'"])
        XCTAssertEqual(diagnostics.first?.location, SourceLocation(line: 18, column: 15))
    }

    /// A function renamed since a file was written is named by its new name, not guessed at.
    func testAFormerFunctionNameIsToldItsNewName() {
        assertOnlyDiagnostic(
            ScenarioFixture.with("expect:\n  - sessions_flagged(alex) == 0\n"), line: 18, column: 5,
            message: "unknown function 'sessions_flagged'",
            help: "'sessions_flagged' is now called 'sessions_ruled_against'")
    }

    func testAPercentageOfFourHundredDigitsIsTooLarge() {
        let digits = "1" + String(repeating: "0", count: 400)
        let (_, diagnostics) = decode(ScenarioFixture.with("expect:\n  - points(alex) >= \(digits)%\n"))
        XCTAssertEqual(diagnostics.map(\.message), ["'1000000000000000000000000000000000000000…' is too large"])
        XCTAssertEqual(diagnostics.first?.location, SourceLocation(line: 18, column: 21))
    }

    func testALongChainOfMembersNestsTooDeeply() {
        let chain = String(repeating: ".consistent", count: 10_000)
        let (_, diagnostics) = decode(ScenarioFixture.with("expect:\n  - ledger(alex)\(chain)\n"))
        XCTAssertEqual(diagnostics.map(\.message), ["expression nests too deeply"])
    }

    func testDeeplyNestedCallsNestTooDeeply() {
        let calls = String(repeating: "f(", count: 5_000) + "1" + String(repeating: ")", count: 5_000)
        let (_, diagnostics) = decode(ScenarioFixture.with("expect:\n  - \(calls) > 1\n"))
        XCTAssertEqual(diagnostics.map(\.message), ["expression nests too deeply"])
    }

    func testTenThousandUnknownAppsAmongTenThousandKnownStopAtTheCapQuickly() {
        let known = (1...10_000).map { "  - id: app-\($0)\n    category: learning\n" }.joined()
        let unknown = (1...10_000).map { "  - at: 07:30\n    use: nope-\($0)\n    for: 1m\n" }.joined()
        let text =
            ScenarioFixture.header.replacingOccurrences(of: "apps:\n", with: "apps:\n" + known)
            + "timeline:\n" + unknown
        let started = Date()
        let (_, diagnostics) = decode(text)
        XCTAssertEqual(diagnostics.count, 20)
        XCTAssertEqual(diagnostics.first?.help, "10002 apps are declared")
        // Quadratic lookups took 54 s in a release build; linear ones take about 2 s in a debug one.
        XCTAssertLessThan(Date().timeIntervalSince(started), 20, "validation must stay linear")
    }

    func testALookAlikeLetterInAKeyIsNamed() {
        let text = ScenarioFixture.replacing("duration: 1d", with: "dur\u{0430}tion: 1d")
        let (_, diagnostics) = decode(text)
        let unknown = diagnostics.first { $0.message.hasPrefix("unknown key") }
        XCTAssertEqual(unknown?.help, "did you mean 'duration'?")
        XCTAssertEqual(
            unknown?.notes,
            ["it contains 'а' (U+0430 CYRILLIC SMALL LETTER A), not plain ASCII"])
    }

    func testAMegabyteKeyIsShortenedInTheMessage() {
        let key = String(repeating: "k", count: 100_000)
        let (_, diagnostics) = decode(ScenarioFixture.with("\(key): 1\n"))
        XCTAssertEqual(
            diagnostics.first?.message,
            "unknown key '\(String(repeating: "k", count: 40))…' in the scenario")
    }

    func testAFileOverTheLimitIsRefusedByItsSizeAlone() throws {
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("limits-\(UUID().uuidString).yaml")
            .path
        defer { try? FileManager.default.removeItem(atPath: path) }
        try Data(repeating: UInt8(ascii: "#"), count: 3 << 20).write(to: URL(fileURLWithPath: path))
        let loaded = ScenarioLoader.load([path])
        XCTAssertEqual(
            loaded.diagnostics.map(\.message), ["the file has 3145728 bytes, more than the limit of 1048576"])
    }
}

/// Carets inside expectations sit under the character at fault however the text was written.
final class ExpectationLocationTests: XCTestCase {
    func testAnErrorAfterAnEscapeInADoubleQuotedExpectationIsExact() {
        // `\x61` takes four columns in the file and one in the value: pointz starts at column 29.
        let (_, diagnostics) = decode(
            ScenarioFixture.with("expect:\n  - \"points(\\x61lex) > 1 or pointz(alex) > 1\"\n"))
        XCTAssertEqual(diagnostics.map(\.message), ["unknown function 'pointz'"])
        XCTAssertEqual(diagnostics.first?.location, SourceLocation(line: 18, column: 29))
    }

    func testAnErrorInABlockScalarExpectationPointsIntoItsText() {
        let (_, diagnostics) = decode(
            ScenarioFixture.with("expect:\n  - >-\n    points(alex) > 1 and\n      pointz(alex) > 1\n"))
        XCTAssertEqual(diagnostics.map(\.message), ["unknown function 'pointz'"])
        XCTAssertEqual(diagnostics.first?.location, SourceLocation(line: 20, column: 7))
    }

    func testAnErrorOnAContinuationLineOfAPlainExpectationIsExact() {
        let (_, diagnostics) = decode(ScenarioFixture.with("expect:\n  - points(alex) > 1 and\n    pointz(alex) > 1\n"))
        XCTAssertEqual(diagnostics.first?.location, SourceLocation(line: 19, column: 5))
    }
}

/// Counts of the `sync` and `background` blocks and the help of a step without an action.
final class BlockLimitsTests: XCTestCase {
    func testABlockCountPastAMillionIsRefused() {
        let text =
            ScenarioFixture.replacing("    - name: sam\n", with: "    - name: sam\n      device: sam-phone\n")
            + "sync:\n  partitions_per_day: 9223372036854775807\n"
        assertOnlyDiagnostic(
            text, line: 19, column: 23,
            message: "'partitions_per_day' must be a whole number from 0 to 1000000", help: nil)
    }

    func testTheValidKeysOfAStepWithoutAnActionAreListedOnce() {
        let (_, diagnostics) = decode(ScenarioFixture.with("timeline:\n  - at: 07:30\n    zzzzqqqq: 1\n"))
        let help = diagnostics.first { $0.message.hasPrefix("unknown key") }?.help ?? ""
        let keys = help.dropFirst("valid keys: ".count).components(separatedBy: ", ")
        XCTAssertEqual(keys.count, Set(keys).count, "no key is listed twice: \(help)")
        XCTAssertTrue(keys.contains("device"))
    }
}

/// The limits are low enough: a file with every value at its maximum runs to its end.
final class MaximumValuesRunTests: XCTestCase {
    func testEveryDurationAndCountAtItsMaximumRunsWithoutTrapping() {
        let text =
            ScenarioFixture.replacing(
                "    - name: sam\n",
                with: """
                        - name: sam
                          device: sam-phone
                          clock_skew: -3660d

                    """) + """
                background:
                  refresh_budget: 3660d
                  work_item: 3660d
                sync:
                  timeout: 3660d
                  history_retention: 3660d
                  push_budget: 1000000
                timeline:
                  - at: 07:30
                    use: duolingo
                    for: 3660d
                  - at: 08:00
                    set_clock: +3660d
                    device: alex-ipad
                  - at: 08:10
                    partition: alex-ipad
                    for: 3660d
                  - at: 08:20
                    cloud_error: zone_busy
                    retry_after: 3660d
                    requests: 1000000
                  - at: 08:30
                    adjust: +5 points
                    by: sam

                """
        guard let outcome = run(text) else { return }
        XCTAssertFalse(outcome.budgetExhausted)
    }
}

extension ExpectationLocationTests {
    func testAnErrorOnTheSecondLineOfAQuotedExpectationIsExact() {
        let (_, diagnostics) = decode(
            ScenarioFixture.with("expect:\n  - \"points(alex) > 1 and\n     pointz(alex) > 1\"\n"))
        XCTAssertEqual(diagnostics.map(\.message), ["unknown function 'pointz'"])
        XCTAssertEqual(diagnostics.first?.location, SourceLocation(line: 19, column: 6))
    }
}

extension BlockLimitsTests {
    func testMoreThanTenThousandExpectationsAreRefusedBeforeAnyIsChecked() {
        let text = ScenarioFixture.with("expect:\n" + String(repeating: "  - points(alex) >= 0\n", count: 10_001))
        assertOnlyDiagnostic(
            text, line: 18, column: 3, message: "'expect' has 10001 entries; at most 10000",
            help: "split the scenario, or combine conditions with 'and'")
    }
}
