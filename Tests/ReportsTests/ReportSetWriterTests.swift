import Foundation
import Reports
import XCTest

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

final class ReportSetWriterTests: XCTestCase {
    private var scratch = ""

    override func setUpWithError() throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("reports-set.XXXXXX")
        var template = Array(directory.path.utf8CString)
        let created = template.withUnsafeMutableBufferPointer { mkdtemp($0.baseAddress!) }
        scratch = try XCTUnwrap(created.map { String(cString: $0) })
    }

    override func tearDownWithError() throws {
        try FileManager.default.removeItem(atPath: scratch)
    }

    private func contents(_ path: String) throws -> String {
        String(decoding: try XCTUnwrap(FileManager.default.contents(atPath: path)), as: UTF8.self)
    }

    private func entries(_ directory: String) throws -> [String] {
        try FileManager.default.contentsOfDirectory(atPath: directory).sorted()
    }

    private let names = ReportSetWriter.runFileNames

    func testWritesTheSetAsUTF8IntoAMissingDirectoryReadableByEveryone() throws {
        let directory = scratch + "/Reports/run-42"
        try ReportSetWriter(directory: directory)
            .write([("results.json", "{\"name\": \"Zoë\"}\n"), ("summary.md", "")], replacing: names)
        XCTAssertEqual(try entries(directory), ["results.json", "summary.md"])
        XCTAssertEqual(FileManager.default.contents(atPath: directory + "/results.json")?.count, 17)
        XCTAssertEqual(FileManager.default.contents(atPath: directory + "/summary.md")?.count, 0)
        let attributes = try FileManager.default.attributesOfItem(atPath: directory + "/results.json")
        XCTAssertEqual((attributes[.posixPermissions] as? NSNumber)?.intValue, 0o644)
    }

    func testANewSetReplacesTheWholePreviousOneAndKeepsOtherFiles() throws {
        let writer = ReportSetWriter(directory: scratch)
        try writer.write(
            [("results.json", "old\n"), ("report.html", "old\n"), ("results.csv", "old\n")],
            replacing: names)
        try "mine\n".write(toFile: scratch + "/notes.txt", atomically: false, encoding: .utf8)
        try writer.write([("results.json", "new\n"), ("junit.xml", "new\n")], replacing: names)
        XCTAssertEqual(try entries(scratch), ["junit.xml", "notes.txt", "results.json"])
        XCTAssertEqual(try contents(scratch + "/results.json"), "new\n")
        XCTAssertEqual(try contents(scratch + "/notes.txt"), "mine\n")
    }

    func testAFileThatCannotBeWrittenLeavesThePreviousSetAndNothingStaged() throws {
        let writer = ReportSetWriter(directory: scratch)
        try writer.write([("results.json", "old\n"), ("summary.md", "old\n")], replacing: names)
        let tooLong = String(repeating: "x", count: 300)
        XCTAssertThrowsError(try writer.write([("results.json", "new\n"), (tooLong, "new\n")], replacing: names)) {
            error in
            XCTAssertEqual((error as? ReportWriteError)?.reason, "cannot create: File name too long")
        }
        XCTAssertEqual(try entries(scratch), ["results.json", "summary.md"])
        XCTAssertEqual(try contents(scratch + "/results.json"), "old\n")
        XCTAssertEqual(try contents(scratch + "/summary.md"), "old\n")
    }

    func testAPathTheUserNamedIsWrittenWithTheSetOrNothingIsReplaced() throws {
        let writer = ReportSetWriter(directory: scratch + "/r")
        try writer.write([("results.json", "old\n")], replacing: names, outside: [(scratch + "/ci/junit.xml", "old\n")])
        XCTAssertEqual(try contents(scratch + "/ci/junit.xml"), "old\n")
        try "plain\n".write(toFile: scratch + "/file", atomically: false, encoding: .utf8)
        let unwritable = scratch + "/file/inner/junit.xml"
        XCTAssertThrowsError(
            try writer.write(
                [("results.json", "new\n")], replacing: names,
                outside: [(unwritable, "new\n")])
        ) { error in
            let reason = "'\(scratch)/file' exists and is not a directory"
            XCTAssertEqual(error as? ReportWriteError, ReportWriteError(path: unwritable, reason: reason))
            XCTAssertEqual("\(error)", "cannot write '\(unwritable)': \(reason)")
        }
        XCTAssertEqual(try contents(scratch + "/r/results.json"), "old\n")
        XCTAssertEqual(try entries(scratch + "/r"), ["results.json"])
        XCTAssertEqual(try entries(scratch + "/ci"), ["junit.xml"])
    }

    func testDiscardRemovesWhatIsStagedAndIsHarmlessAfterwards() throws {
        let writer = ReportSetWriter(directory: scratch)
        try writer.write([("results.json", "x\n")], replacing: names)
        writer.discard()
        writer.discard()
        XCTAssertEqual(try entries(scratch), ["results.json"])
    }
}
