import Foundation
import XCTest

/// report.html as a browser reads it: headless Chromium parses the page and its inline SVG, and
/// the DOM it serialises still holds the verdict, every section and every drawn shape. Skipped
/// where no Chromium is installed (`apt-get install chromium`).
final class BrowserRenderingEndToEndTests: XCTestCase {
    static let browserPaths = ["/usr/bin/chromium", "/usr/bin/chromium-browser", "/usr/bin/google-chrome"]

    private func domOf(_ page: URL, scratch: URL) throws -> String {
        guard let browser = Self.browserPaths.first(where: FileManager.default.isExecutableFile(atPath:)) else {
            throw XCTSkip("no headless Chromium here")
        }
        let output = scratch.appendingPathComponent("dom.html")
        _ = FileManager.default.createFile(atPath: output.path, contents: nil)
        let handle = try FileHandle(forWritingTo: output)
        let process = Process()
        process.executableURL = URL(fileURLWithPath: browser)
        process.arguments = [
            "--headless", "--no-sandbox", "--disable-gpu", "--user-data-dir=\(scratch.path)/profile",
            "--dump-dom", page.absoluteString,
        ]
        process.standardOutput = handle
        process.standardError = FileHandle.nullDevice
        try process.run()
        process.waitUntilExit()
        try handle.close()
        XCTAssertEqual(process.terminationStatus, 0)
        return try String(contentsOf: output, encoding: .utf8)
    }

    private func count(_ needle: String, in text: String) -> Int {
        text.components(separatedBy: needle).count - 1
    }

    func testASyncedRunsReportReadsWholeInABrowser() throws {
        let scratch = try makeScratchFolder()
        let reports = scratch.appendingPathComponent("reports")
        let result = try RewardSimTool.run(
            ["run", TimelineReportEndToEndTests.synced, "--report-dir", reports.path],
            scratch: scratch)
        XCTAssertEqual(result.exitCode, 0, result.stdout + result.stderr)
        let page = reports.appendingPathComponent("report.html")
        let source = try String(contentsOf: page, encoding: .utf8)
        let dom = try domOf(page, scratch: scratch)
        XCTAssertTrue(dom.contains("<title>rewardsim: PASSED</title>"), dom)
        XCTAssertTrue(dom.contains("<p class=\"verdict passed\">PASSED</p>"))
        for section in ["Sync", "Timeline", "Runs"] {
            XCTAssertTrue(dom.contains("<h2>\(section)</h2>"), section)
        }
        XCTAssertTrue(dom.contains("aria-label=\"Timeline of every device\""))
        XCTAssertGreaterThan(count("<rect", in: source), 40)
        XCTAssertEqual(count("<rect", in: dom), count("<rect", in: source), "every shape survives parsing")
        XCTAssertEqual(count("<text", in: dom), count("<text", in: source))
    }

    func testAFailingRunsReportReadsWholeInABrowser() throws {
        let scratch = try makeScratchFolder()
        let path = try write(ScenarioTexts.failing, named: "failing.yaml", in: scratch)
        let reports = scratch.appendingPathComponent("reports")
        let result = try RewardSimTool.run(
            ["run", path, "--seed", "3", "--report-dir", reports.path], scratch: scratch)
        XCTAssertEqual(result.exitCode, 1, result.stdout + result.stderr)
        let dom = try domOf(reports.appendingPathComponent("report.html"), scratch: scratch)
        XCTAssertTrue(dom.contains("<p class=\"verdict failed\">FAILED</p>"), dom)
        XCTAssertTrue(dom.contains("<code>points(alex)</code> = 10"))
        XCTAssertTrue(dom.contains("reproduce: <code>swift run -c release rewardsim run \(path) --seed 3</code>"))
    }
}
