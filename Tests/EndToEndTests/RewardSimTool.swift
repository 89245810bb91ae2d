import Foundation
import XCTest

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// What one run of the built `rewardsim` printed and returned.
struct ToolResult {
    let exitCode: Int32
    let stdout: String
    let stderr: String
}

/// Runs the `rewardsim` executable that `swift test` built next to the test bundle, from the
/// package root, so that scenario paths in reports are the same relative paths CI sees.
enum RewardSimTool {
    static let packageRoot = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    static let workedExample = "Scenarios/reward/worked-example.yaml"
    static let normalWeek = "Scenarios/background/normal-week.yaml"
    static let personasWeek = "Scenarios/anti-gaming/personas/family-week.yaml"
    static let syncedFamily = "Scenarios/sync/two-parents-different-settings.yaml"

    /// An environment of its own, so that the caller's `NO_COLOR` or `TERM` cannot change
    /// what a test sees.
    static let plainEnvironment = ["PATH": "/usr/bin:/bin"]

    /// The executable built with this test bundle: on macOS the bundle is a folder inside the
    /// build folder; on Linux the bundle is the build folder itself.
    static func executable() throws -> URL {
        let bundle = Bundle(for: BundleMarker.self).bundleURL
        let candidates = [
            bundle.deletingLastPathComponent().appendingPathComponent("rewardsim"),
            bundle.appendingPathComponent("rewardsim"),
            packageRoot.appendingPathComponent(".build/debug/rewardsim"),
        ]
        let found = candidates.first { FileManager.default.isExecutableFile(atPath: $0.path) }
        guard let found else {
            throw ToolMissing(searched: candidates.map(\.path))
        }
        return found
    }

    /// Runs the tool with stdout and stderr captured in files, so that a long output cannot
    /// fill a pipe and stall the child. Past `timeLimitSeconds` the tool is sent SIGTERM (and
    /// exits 143).
    static func run(
        _ arguments: [String], environment: [String: String] = plainEnvironment, scratch: URL,
        in directory: URL = packageRoot, timeLimitSeconds: Double? = nil
    ) throws -> ToolResult {
        let stdoutURL = scratch.appendingPathComponent("stdout.txt")
        let stderrURL = scratch.appendingPathComponent("stderr.txt")
        _ = FileManager.default.createFile(atPath: stdoutURL.path, contents: nil)
        _ = FileManager.default.createFile(atPath: stderrURL.path, contents: nil)
        let stdout = try FileHandle(forWritingTo: stdoutURL)
        let stderr = try FileHandle(forWritingTo: stderrURL)
        let process = try makeProcess(arguments, environment: environment, in: directory)
        process.standardOutput = stdout
        process.standardError = stderr
        try process.run()
        if let timeLimitSeconds {
            let deadline = Date().addingTimeInterval(timeLimitSeconds)
            while process.isRunning && Date() < deadline { usleep(20_000) }
            if process.isRunning { process.terminate() }
        }
        process.waitUntilExit()
        try stdout.close()
        try stderr.close()
        return ToolResult(
            exitCode: process.terminationStatus,
            stdout: try String(contentsOf: stdoutURL, encoding: .utf8),
            stderr: try String(contentsOf: stderrURL, encoding: .utf8)
        )
    }

    static func makeProcess(
        _ arguments: [String], environment: [String: String], in directory: URL = packageRoot
    ) throws -> Process {
        let process = Process()
        process.executableURL = try executable()
        process.arguments = arguments
        process.environment = environment
        process.currentDirectoryURL = directory
        return process
    }
}

struct ToolMissing: Error, CustomStringConvertible {
    let searched: [String]

    var description: String {
        "the rewardsim executable was not built; run `swift build` (or `swift test`, which builds it) first. "
            + "Looked for: \(searched.joined(separator: ", "))"
    }
}

private final class BundleMarker {}

extension XCTestCase {
    /// A fresh folder under the system's temporary folder, removed when the test ends.
    func makeScratchFolder() throws -> URL {
        var template = Array(
            (NSTemporaryDirectory() as NSString)
                .appendingPathComponent("rewardsim-e2e.XXXXXX").utf8CString)
        guard let created = mkdtemp(&template) else {
            throw CocoaError(.fileWriteUnknown)
        }
        let url = URL(fileURLWithPath: String(cString: created), isDirectory: true)
        addTeardownBlock { try? FileManager.default.removeItem(at: url) }
        return url
    }

    func fileExists(_ name: String, in folder: URL) -> Bool {
        FileManager.default.fileExists(atPath: folder.appendingPathComponent(name).path)
    }

    /// Writes `text` to `name` in `folder` and returns its path.
    func write(_ text: String, named name: String, in folder: URL) throws -> String {
        let url = folder.appendingPathComponent(name)
        try text.write(to: url, atomically: true, encoding: .utf8)
        return url.path
    }
}
