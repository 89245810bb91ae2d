import AntiGaming
import XCTest

final class ValidationReasonTests: XCTestCase {
    func testExactlyTheThreeFiltersAreFilters() {
        XCTAssertEqual(
            ValidationReason.allCases.filter(\.isFilter),
            [.duplicate, .fasterThanTime, .mirroredOnOtherDevice]
        )
    }

    func testReasonsSortInDeclarationOrderWithFiltersFirst() {
        XCTAssertLessThan(ValidationReason.mirroredOnOtherDevice, .clockChanged)
        XCTAssertLessThan(ValidationReason.clockChanged, .appStalled)
        XCTAssertEqual(ValidationReason.allCases.sorted(), ValidationReason.allCases)
    }

    func testAnAssessmentSortsItsReasonsAndDropsRepeats() {
        let assessment = TickAssessment(isKept: false, reasons: [.oddHours, .clockChanged, .oddHours])
        XCTAssertEqual(assessment.reasons, [.clockChanged, .oddHours])
    }

    func testThePartiallyValidatedStatusKeepsTheRecordsSpelling() {
        XCTAssertEqual(SessionStatus.partiallyValidated.rawValue, "partially_validated")
    }

    func testEachLevelReadsItsOwnTableRow() {
        XCTAssertEqual(StrictnessPolicy(.strict).clockChange.toleranceMs, 60_000)
        XCTAssertEqual(UsageValidator(strictness: .strict).policy, .strict)
    }
}
