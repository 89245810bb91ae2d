import Foundation
import Reports
import XCTest

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

final class AtomicFileWriterTests: XCTestCase {
    private var scratch = ""

    override func setUpWithError() throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("reports-atomic.XXXXXX")
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

    func testWritesTheTextAsUTF8() throws {
        let path = scratch + "/results.json"
        try AtomicFileWriter.write("{\"name\": \"Zoë\"}\n", to: path)
        XCTAssertEqual(try contents(path), "{\"name\": \"Zoë\"}\n")
        XCTAssertEqual(FileManager.default.contents(atPath: path)?.count, 17)
    }

    func testReplacesAnExistingFileAndLeavesNoTemporaryFileBehind() throws {
        let path = scratch + "/summary.md"
        try AtomicFileWriter.write(String(repeating: "old line\n", count: 1_000), to: path)
        try AtomicFileWriter.write("new\n", to: path)
        XCTAssertEqual(try contents(path), "new\n")
        XCTAssertEqual(try entries(scratch), ["summary.md"])
    }

    func testWritesAnEmptyFile() throws {
        let path = scratch + "/empty.csv"
        try AtomicFileWriter.write("", to: path)
        XCTAssertEqual(FileManager.default.contents(atPath: path)?.count, 0)
    }

    func testCreatesMissingParentDirectories() throws {
        let path = scratch + "/Reports/run-42/junit.xml"
        try AtomicFileWriter.write("<x/>\n", to: path)
        XCTAssertEqual(try contents(path), "<x/>\n")
        XCTAssertEqual(try entries(scratch + "/Reports/run-42"), ["junit.xml"])
    }

    func testTheWrittenFileIsReadableByEveryone() throws {
        let path = scratch + "/results.json"
        try AtomicFileWriter.write("{}\n", to: path)
        let attributes = try FileManager.default.attributesOfItem(atPath: path)
        XCTAssertEqual((attributes[.posixPermissions] as? NSNumber)?.intValue, 0o644)
    }

    func testFailsClearlyWhenAParentIsARegularFile() throws {
        try AtomicFileWriter.write("plain\n", to: scratch + "/file")
        let path = scratch + "/file/inner/report.json"
        XCTAssertThrowsError(try AtomicFileWriter.write("{}\n", to: path)) { error in
            let reason = "'\(scratch)/file' exists and is not a directory"
            XCTAssertEqual(error as? ReportWriteError, ReportWriteError(path: path, reason: reason))
            XCTAssertEqual("\(error)", "cannot write '\(path)': \(reason)")
        }
        XCTAssertEqual(try contents(scratch + "/file"), "plain\n")
    }

    func testFailsWhenTheDestinationIsADirectoryAndCleansUpItsTemporaryFile() throws {
        let path = scratch + "/taken"
        try FileManager.default.createDirectory(atPath: path + "/child", withIntermediateDirectories: true)
        XCTAssertThrowsError(try AtomicFileWriter.write("x\n", to: path)) { error in
            let reportError = error as? ReportWriteError
            XCTAssertEqual(reportError?.path, path)
            let reasonPrefix = "cannot rename the temporary file into place: "
            XCTAssertEqual(reportError?.reason.hasPrefix(reasonPrefix), true, "\(error)")
        }
        XCTAssertEqual(try entries(scratch), ["taken"])
    }

    func testRejectsPathsThatNameNoFile() {
        XCTAssertThrowsError(try AtomicFileWriter.write("x", to: "")) { error in
            XCTAssertEqual(error as? ReportWriteError,
                           ReportWriteError(path: "", reason: "the path is empty"))
        }
        XCTAssertThrowsError(try AtomicFileWriter.write("x", to: scratch + "/dir/")) { error in
            XCTAssertEqual((error as? ReportWriteError)?.reason, "the path names a directory, not a file")
        }
    }
}
