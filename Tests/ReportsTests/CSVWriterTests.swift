import Reports
import XCTest

final class CSVWriterTests: XCTestCase {
    func testPlainFieldsAreWrittenAsIsWithLFLineEnds() {
        let csv = CSVWriter.render(
            header: ["seed", "scenario", "points"], rows: [["1", "steady", "120"], ["2", "crash", "-5"]]
        )
        XCTAssertEqual(csv, "seed,scenario,points\n1,steady,120\n2,crash,-5\n")
    }

    func testFieldsWithCommasQuotesOrLineBreaksAreQuotedWithQuotesDoubled() {
        let csv = CSVWriter.render(
            header: ["a", "b"],
            rows: [["x,y", "say \"hi\""], ["line\nbreak", "cr\r\nlf"], [" padded ", "é"]]
        )
        XCTAssertEqual(csv, "a,b\n\"x,y\",\"say \"\"hi\"\"\"\n\"line\nbreak\",\"cr\r\nlf\"\n padded ,é\n")
    }

    func testALoneEmptyFieldIsQuotedSoTheRecordIsNotABlankLine() {
        XCTAssertEqual(CSVWriter.render(header: ["note"], rows: [[""], ["x"]]), "note\n\"\"\nx\n")
        XCTAssertEqual(CSVWriter.render(header: ["a", "b"], rows: [["", ""]]), "a,b\n,\n")
    }
}
