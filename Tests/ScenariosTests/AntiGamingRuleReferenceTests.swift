import AntiGaming
import Foundation
import Scenarios
import XCTest

final class AntiGamingRuleReferenceTests: XCTestCase {
    /// The package root, two folders above this file's.
    private let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent()

    func testThePageHasASectionAndARowPerRuleInTheValidatorsOrder() {
        let page = AntiGamingRuleReference.page.markdown
        let headings = page.split(separator: "\n").filter { $0.hasPrefix("## ") }
        XCTAssertEqual(headings.count, UsageRules.all.count)
        XCTAssertEqual(headings.first, "## The clock rule")
        XCTAssertTrue(
            page.contains(
                "| the odd-hours rule | `oddHours` | off | 00:00–05:00, withhold; a run begun before it flagged "
                    + "for its "
                    + "first 60 min there | 22:00–06:00, withhold; a run begun before it too |"
            ))
        XCTAssertTrue(page.contains("- Code: `RegularPatternRule`, reason `regularPattern`"))
    }

    /// No two rules name the same reason.
    func testEachReasonHasAtMostOneRule() {
        let reasons = UsageRules.all.compactMap { $0.description.reason }
        XCTAssertEqual(Set(reasons).count, reasons.count)
    }

    func testEverySourceFileAndTestFileTheTableNamesExists() {
        for rule in UsageRules.all {
            for path in [rule.description.sourceFile, rule.description.tests] {
                XCTAssertTrue(
                    FileManager.default.fileExists(atPath: root.appendingPathComponent(path).path), "\(rule): \(path)"
                )
            }
        }
    }
}
