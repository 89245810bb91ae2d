import Foundation
import XCTest

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Colour is for terminals and is switched off by `NO_COLOR`. Output to a pipe never has
/// colour, so these tests give the tool a pseudo-terminal as its standard output.
final class ColourEndToEndTests: XCTestCase {
    static let escape: UInt8 = 0x1B

    func testATerminalGetsColourWithoutNoColour() throws {
        let scratch = try makeScratchFolder()
        let path = try write(ScenarioTexts.failing, named: "failing.yaml", in: scratch)
        let output = try runOnTerminal(
            ["run", path, "--report-dir", scratch.path], environment: ["TERM": "xterm"]
        )
        XCTAssertEqual(output.exitCode, 1)
        XCTAssertTrue(
            output.stdout.contains(Self.escape),
            "the control run shows that colour reaches the terminal")
    }

    func testNoColourRemovesEveryEscapeFromResults() throws {
        let scratch = try makeScratchFolder()
        let path = try write(ScenarioTexts.failing, named: "failing.yaml", in: scratch)
        let output = try runOnTerminal(
            ["run", path, "--report-dir", scratch.path], environment: ["TERM": "xterm", "NO_COLOR": "1"]
        )
        XCTAssertEqual(output.exitCode, 1)
        XCTAssertTrue(String(decoding: output.stdout, as: UTF8.self).contains("FAIL  \(path)"))
        XCTAssertFalse(output.stdout.contains(Self.escape))
        XCTAssertFalse(output.stderr.contains(Self.escape))
    }

    func testNoColourRemovesEveryEscapeFromDiagnostics() throws {
        let scratch = try makeScratchFolder()
        let path = try write(ScenarioTexts.malformed, named: "malformed.yaml", in: scratch)
        let output = try runOnTerminal(["check", path], environment: ["TERM": "xterm", "NO_COLOR": "1"])
        XCTAssertEqual(output.exitCode, 2)
        XCTAssertTrue(String(decoding: output.stderr, as: UTF8.self).hasPrefix("\(path):6:3: error: "))
        XCTAssertFalse(output.stderr.contains(Self.escape))
        XCTAssertFalse(output.stdout.contains(Self.escape))
    }

    /// The progress line is for a terminal's stderr: runs done, time elapsed and an estimate.
    /// `NO_COLOR` takes colour away, not the progress line, which needs no escape at all.
    func testProgressOnATerminalShowsElapsedTimeAndAnEstimateEvenUnderNoColour() throws {
        let scratch = try makeScratchFolder()
        let path = try write(ScenarioTexts.passing, named: "passing.yaml", in: scratch)
        var primary: Int32 = -1
        var secondary: Int32 = -1
        XCTAssertEqual(openpty(&primary, &secondary, nil, nil, nil), 0)
        defer { close(primary) }
        let terminal = FileHandle(fileDescriptor: secondary, closeOnDealloc: true)
        let process = try RewardSimTool.makeProcess(
            ["run", path, "--seeds", "1..3", "--report-dir", scratch.path],
            environment: ["TERM": "xterm", "NO_COLOR": "1"])
        process.standardOutput = FileHandle(forWritingAtPath: "/dev/null")
        process.standardError = terminal
        try process.run()
        process.waitUntilExit()
        try terminal.close()
        XCTAssertEqual(process.terminationStatus, 0)
        let stderr = String(decoding: drain(primary), as: UTF8.self)
        // How long the runs take varies; the shape of each line does not. Each is blanked
        // before a result is printed and before the next line.
        for pattern in [
            #"\r\[1/3\] running, \d+ s elapsed +\r {79}\r"#,
            #"\r\[2/3\] running, \d+ s elapsed, about \d+ s left +\r {79}\r"#,
            #"\r\[3/3\] running, \d+ s elapsed, about \d+ s left +\r {79}\r"#,
        ] {
            XCTAssertNotNil(stderr.range(of: pattern, options: .regularExpression), stderr.debugDescription)
        }
        XCTAssertFalse(stderr.utf8.contains(Self.escape))
    }

    /// Runs the tool with stdout on a new pseudo-terminal and stderr in a file.
    func runOnTerminal(
        _ arguments: [String], environment: [String: String]
    ) throws -> (exitCode: Int32, stdout: [UInt8], stderr: [UInt8]) {
        var primary: Int32 = -1
        var secondary: Int32 = -1
        guard openpty(&primary, &secondary, nil, nil, nil) == 0 else {
            throw CocoaError(.fileWriteUnknown, userInfo: [NSLocalizedDescriptionKey: "no pseudo-terminal"])
        }
        defer { close(primary) }
        let terminal = FileHandle(fileDescriptor: secondary, closeOnDealloc: true)
        let scratch = try makeScratchFolder()
        let stderrURL = scratch.appendingPathComponent("stderr.txt")
        _ = FileManager.default.createFile(atPath: stderrURL.path, contents: nil)
        let stderr = try FileHandle(forWritingTo: stderrURL)
        let process = try RewardSimTool.makeProcess(arguments, environment: environment)
        process.standardOutput = terminal
        process.standardError = stderr
        try process.run()
        process.waitUntilExit()
        try terminal.close()
        try stderr.close()
        return (process.terminationStatus, drain(primary), Array(try Data(contentsOf: stderrURL)))
    }

    /// Everything the terminal holds; once no one has it open, a read ends with 0 or an error.
    func drain(_ descriptor: Int32) -> [UInt8] {
        _ = fcntl(descriptor, F_SETFL, fcntl(descriptor, F_GETFL) | O_NONBLOCK)
        var bytes: [UInt8] = []
        var buffer = [UInt8](repeating: 0, count: 4_096)
        while true {
            let count = read(descriptor, &buffer, buffer.count)
            guard count > 0 else { return bytes }
            bytes += buffer[..<count]
        }
    }
}
