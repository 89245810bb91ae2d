import Foundation
import XCTest

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// A report set is all or nothing: a run stopped by SIGINT or SIGTERM — during the simulation
/// or while writing — exits 130 or 143 and leaves the report directory holding one whole set
/// and no temporary files; a killed run's leftovers are removed by the next run; a true
/// internal error prints one line and exits 3.
final class InterruptEndToEndTests: XCTestCase {
    static let scenario = RewardSimTool.personasWeek

    /// Every file of the directory, hidden ones included, with its bytes.
    private func contents(of folder: URL) throws -> [String: Data] {
        var files: [String: Data] = [:]
        for name in try FileManager.default.contentsOfDirectory(atPath: folder.path) {
            files[name] = try? Data(contentsOf: folder.appendingPathComponent(name))
        }
        return files
    }

    /// A first, complete set from the worked example, which the interrupted runs must leave whole.
    private func writePreviousSet(in reports: URL, scratch: URL) throws -> [String: Data] {
        let first = try RewardSimTool.run(
            ["run", RewardSimTool.workedExample, "--report-dir", reports.path],
            scratch: scratch)
        XCTAssertEqual(first.exitCode, 0, first.stdout + first.stderr)
        let previous = try contents(of: reports)
        XCTAssertEqual(previous.keys.sorted(), ["junit.xml", "report.html", "results.json", "summary.md"])
        return previous
    }

    private func launch(_ arguments: [String], scratch: URL) throws -> Process {
        let process = try RewardSimTool.makeProcess(arguments, environment: RewardSimTool.plainEnvironment)
        process.standardOutput = FileHandle(forWritingAtPath: "/dev/null")
        process.standardError = FileHandle(forWritingAtPath: "/dev/null")
        try process.run()
        return process
    }

    private func isStaging(_ name: String) -> Bool { name.hasPrefix(".rewardsim-writing-") }

    /// Waits, polling as fast as it can, until the run has begun its write (a staging folder
    /// exists) and freezes it there; false if the run ended first.
    private func stopDuringTheWrite(_ process: Process, in reports: URL) -> Bool {
        while process.isRunning {
            let names = (try? FileManager.default.contentsOfDirectory(atPath: reports.path)) ?? []
            guard names.contains(where: isStaging) else { continue }
            kill(process.processIdentifier, SIGSTOP)
            let stillStaged = ((try? FileManager.default.contentsOfDirectory(atPath: reports.path)) ?? [])
                .contains(where: isStaging)
            if stillStaged { return true }
            kill(process.processIdentifier, SIGCONT)
        }
        return false
    }

    func testASignalDuringTheSimulationExitsWithTheShellCodeAndKeepsThePreviousSet() throws {
        for (signalNumber, code) in [(SIGINT, Int32(130)), (SIGTERM, Int32(143))] {
            let scratch = try makeScratchFolder()
            let reports = scratch.appendingPathComponent("reports")
            let previous = try writePreviousSet(in: reports, scratch: scratch)
            let process = try launch(
                ["run", Self.scenario, "--seeds", "1..40", "--report-dir", reports.path],
                scratch: scratch)
            usleep(400_000)
            XCTAssertTrue(process.isRunning, "forty weeks take longer than 0.4 s")
            kill(process.processIdentifier, signalNumber)
            process.waitUntilExit()
            XCTAssertEqual(process.terminationStatus, code)
            XCTAssertEqual(try contents(of: reports), previous)
        }
    }

    func testASignalDuringTheWriteLeavesOneWholeSetAndNoTemporaries() throws {
        for (signalNumber, code) in [(SIGINT, Int32(130)), (SIGTERM, Int32(143))] {
            let scratch = try makeScratchFolder()
            let reports = scratch.appendingPathComponent("reports")
            var caught = false
            for _ in 0..<20 where !caught {
                let previous = try writePreviousSet(in: reports, scratch: scratch)
                let process = try launch(["run", Self.scenario, "--report-dir", reports.path], scratch: scratch)
                caught = stopDuringTheWrite(process, in: reports)
                kill(process.processIdentifier, signalNumber)
                kill(process.processIdentifier, SIGCONT)
                process.waitUntilExit()
                let after = try contents(of: reports)
                XCTAssertEqual(after.keys.filter { $0.hasPrefix(".") }, [], "no temporary file is left")
                XCTAssertEqual(after.keys.sorted(), ["junit.xml", "report.html", "results.json", "summary.md"])
                if caught {
                    // Stopped before the swap, the previous set stays and the run exits with the
                    // signal's code; stopped inside it, the swap ends first and the whole new set
                    // is in place (a run whose swap had ended may finish as it would have).
                    // A mixed set would keep some previous files and not others.
                    let isWholeNew = after.keys.allSatisfy { after[$0] != previous[$0] }
                    XCTAssertTrue(after == previous || isWholeNew, "one whole set, old or new")
                    if after == previous {
                        XCTAssertEqual(process.terminationStatus, code)
                    } else {
                        XCTAssertTrue([code, 0].contains(process.terminationStatus), "\(process.terminationStatus)")
                    }
                }
            }
            XCTAssertTrue(caught, "the write was never caught in twenty runs")
        }
    }

    func testTheNextRunRemovesAKilledRunsLeftovers() throws {
        let scratch = try makeScratchFolder()
        let reports = scratch.appendingPathComponent("reports")
        var left: [String] = []
        for _ in 0..<20 where left.isEmpty {
            _ = try writePreviousSet(in: reports, scratch: scratch)
            let process = try launch(["run", Self.scenario, "--report-dir", reports.path], scratch: scratch)
            let caught = stopDuringTheWrite(process, in: reports)
            kill(process.processIdentifier, SIGKILL)
            if !caught { kill(process.processIdentifier, SIGCONT) }
            process.waitUntilExit()
            left = try FileManager.default.contentsOfDirectory(atPath: reports.path).filter(isStaging)
        }
        XCTAssertEqual(left.count, 1, "a killed run left its staging folder")
        // An older version's temporary file beside a report, from a run killed mid-write.
        let oldTemporary = reports.appendingPathComponent(".results.json.tmp.Ab12Cd")
        try Data("{\"half".utf8).write(to: oldTemporary)
        let next = try RewardSimTool.run(
            ["run", RewardSimTool.workedExample, "--report-dir", reports.path],
            scratch: scratch)
        XCTAssertEqual(next.exitCode, 0, next.stdout + next.stderr)
        XCTAssertEqual(
            try FileManager.default.contentsOfDirectory(atPath: reports.path).sorted(),
            ["junit.xml", "report.html", "results.json", "summary.md"])
    }

    /// With one job the simulations run on the main thread, which a signal sent to the process
    /// reaches: the run it stopped in is named, with the command that reproduces it.
    func testAnInternalErrorPrintsOneLineNamesTheRunAndExitsThree() throws {
        // Far more runs than the signal's delay can see finished (forty took 0.55 s once the
        // runs got faster, and the signal came after the last).
        let lines = try crash(["run", Self.scenario, "--seeds", "1..5000"])
        XCTAssertEqual(
            lines.first,
            "rewardsim: internal error: the run stopped on a broken invariant; "
                + "please report it with the command line")
        XCTAssertEqual(lines.count, 2, lines.joined(separator: "\n"))
        let named = try XCTUnwrap(lines.last)
        let prefix = "rewardsim: it stopped in \(Self.scenario) at seed "
        XCTAssertTrue(named.hasPrefix(prefix), named)
        let seed = named.dropFirst(prefix.count).prefix { $0.isNumber }
        XCTAssertTrue((1...5000).contains(Int(seed) ?? 0), named)
        XCTAssertTrue(
            named.hasSuffix("; reproduce: swift run -c release rewardsim run \(Self.scenario) --seed \(seed)"), named)
    }

    func testACrashInsideAnExploreRunNamesItsSeedAndReproduceCommand() throws {
        let base = "Scenarios/sync/two-parents-different-settings.yaml"
        let lines = try crash(["explore", base, "--runs", "100000", "--jobs", "1"], afterMs: 2_000)
        XCTAssertEqual(lines.count, 2, lines.joined(separator: "\n"))
        let named = try XCTUnwrap(lines.last)
        XCTAssertTrue(named.hasPrefix("rewardsim: it stopped in explore run "), named)
        let seed = try XCTUnwrap(named.components(separatedBy: "(seed ").last?.prefix { $0.isNumber })
        XCTAssertFalse(seed.isEmpty, named)
        XCTAssertTrue(
            named.hasSuffix("); reproduce: swift run -c release rewardsim explore \(base) --run-seed \(seed)"), named)
    }

    /// Starts the tool, and once it is simulating (`afterMs`) raises in it what a broken invariant
    /// or a stack overflow raises; the exit must be 3, and the lines of stderr come back.
    private func crash(_ arguments: [String], afterMs: UInt32 = 600) throws -> [String] {
        let scratch = try makeScratchFolder()
        let stderrURL = scratch.appendingPathComponent("stderr.txt")
        FileManager.default.createFile(atPath: stderrURL.path, contents: nil)
        let process = try RewardSimTool.makeProcess(
            arguments + ["--report-dir", scratch.appendingPathComponent("r").path],
            environment: RewardSimTool.plainEnvironment
        )
        process.standardOutput = FileHandle(forWritingAtPath: "/dev/null")
        process.standardError = try FileHandle(forWritingTo: stderrURL)
        try process.run()
        usleep(afterMs * 1_000)
        kill(process.processIdentifier, SIGSEGV)
        process.waitUntilExit()
        XCTAssertEqual(process.terminationStatus, 3)
        XCTAssertEqual(process.terminationReason, .exit)
        return try String(contentsOf: stderrURL, encoding: .utf8).split(separator: "\n").map(String.init)
    }
}
