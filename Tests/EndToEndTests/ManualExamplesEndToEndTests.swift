import Foundation
import XCTest

/// The manual's examples of the tool's output are the tool's output, and every scenario it
/// shows is one the tool accepts — in README.md and in every page of the DocC catalog.
///
/// An example is a fenced block whose lines start with `$ rewardsim …` (or `.build/release/rewardsim`,
/// `swift run [-c release] rewardsim`), each followed by what the command prints; a line `…` ends
/// what is shown, so the tool's output must begin with the lines before it. A failure block
/// (`FAIL  …`) with a `reproduce:` line is an example of the command it names. Commands that
/// write files beside the reports (`reference` without `--check`, `shrink`, `calibrate`,
/// `diff --write`) or run long (`explore`, `bench`) are not run, and neither is one that names a
/// file the package does not have (a tutorial's file being written), nor one that takes more than
/// 20 seconds in the debug build: each is listed in the log.
final class ManualExamplesEndToEndTests: XCTestCase {
    static let runnableCommands: Set<String> = [
        "run", "check", "diff", "localize", "functions", "schema", "help", "version",
        "reference", "--help", "--version", "blast-radius",
    ]

    /// An example that runs longer in the debug build the tests use (an experiment's sweep) is
    /// stopped and listed, so the suite stays quick; CI's release gate runs the bundled files.
    static let timeLimitSeconds = 20.0
    /// SIGTERM's exit code, as the tool reports being stopped.
    static let stoppedByTimeLimit: Int32 = 143

    func testEveryExampleOutputIsWhatTheToolPrints() throws {
        let sandbox = try makeSandbox()
        var checked = 0
        for page in try Manual.pages() {
            for block in page.blocks {
                for example in Self.examples(in: block) {
                    let place = "\(page.path):\(example.line)"
                    guard isRunnable(example.arguments) else {
                        print("not run: \(place): rewardsim \(example.arguments.joined(separator: " "))")
                        continue
                    }
                    let result = try RewardSimTool.run(
                        example.arguments, scratch: sandbox.scratch,
                        in: sandbox.root, timeLimitSeconds: Self.timeLimitSeconds)
                    if result.exitCode == Self.stoppedByTimeLimit {
                        print(
                            "not run: \(place): rewardsim \(example.arguments.joined(separator: " ")) takes more "
                                + "than \(Int(Self.timeLimitSeconds)) s in a debug build")
                        continue
                    }
                    let printed = (result.stdout + result.stderr).components(separatedBy: "\n").map(Self.trimmedEnd)
                    let shown = example.output.map(Self.trimmedEnd)
                    XCTAssertEqual(
                        Array(printed.prefix(shown.count)), shown,
                        "\(place): the example of `rewardsim \(example.arguments.joined(separator: " "))` "
                            + "is not what the tool prints:\n\(result.stdout)\(result.stderr)")
                    checked += 1
                }
            }
        }
        XCTAssertGreaterThan(checked, 0, "the manual shows no example the test could run")
    }

    func testEveryScenarioShownInTheManualIsOneTheToolAccepts() throws {
        let sandbox = try makeSandbox()
        var checked = 0
        for page in try Manual.pages() {
            for block in page.blocks where Self.isCompleteScenario(block) {
                var file = sandbox.scratch.appendingPathComponent("shown-\(checked).yaml")
                if let bundled = try Self.bundledFile(showing: block) {
                    file = bundled
                } else {
                    try (block.lines.joined(separator: "\n") + "\n").write(to: file, atomically: true, encoding: .utf8)
                }
                let result = try RewardSimTool.run(["check", file.path], scratch: sandbox.scratch, in: sandbox.root)
                XCTAssertEqual(
                    result.exitCode, 0,
                    "\(page.path):\(block.firstLine): the scenario shown there is "
                        + "refused:\n\(result.stdout)\(result.stderr)")
                checked += 1
            }
        }
        XCTAssertGreaterThan(checked, 0, "the manual shows no complete scenario")
    }

    func testExamplesAreFoundWhereverTheyAreShown() {
        let block = FencedBlock(
            info: "",
            lines: [
                "$ .build/release/rewardsim check Scenarios/reward", "ok", "…",
                "$ swift run -c release rewardsim functions", "| function | value | meaning |",
            ], firstLine: 10)
        let examples = Self.examples(in: block)
        XCTAssertEqual(examples.map(\.arguments), [["check", "Scenarios/reward"], ["functions"]])
        XCTAssertEqual(examples.map(\.output), [["ok"], ["| function | value | meaning |"]])
        XCTAssertEqual(examples.map(\.line), [10, 13])
        let failure = FencedBlock(
            info: "",
            lines: [
                "FAIL  a.yaml  A name  (seed 7, trace 1)",
                "      reproduce: swift run -c release rewardsim run a.yaml --seed 7",
            ], firstLine: 3)
        XCTAssertEqual(Self.examples(in: failure).map(\.arguments), [["run", "a.yaml", "--seed", "7"]])
        XCTAssertEqual(Self.examples(in: failure).map(\.output), [failure.lines])
        XCTAssertTrue(
            Self.isCompleteScenario(
                FencedBlock(
                    info: "yaml", lines: ["# a comment", "version: 1", "name: x"],
                    firstLine: 1)))
        XCTAssertFalse(
            Self.isCompleteScenario(FencedBlock(info: "yaml", lines: ["version: 1"], firstLine: 1)),
            "a header alone is a fragment, not a scenario")
        XCTAssertFalse(
            Self.isCompleteScenario(FencedBlock(info: "sh", lines: ["version: 1", "name: x"], firstLine: 1)))
    }

    // MARK: Finding examples

    struct Example: Equatable {
        let arguments: [String]
        let output: [String]
        let line: Int
    }

    /// An example being read: its output so far, and whether a `…` ended what is shown.
    struct PartialExample {
        let arguments: [String]
        var output: [String]
        let line: Int
        var ended: Bool

        var example: Example { Example(arguments: arguments, output: output, line: line) }
    }

    /// How a command line may name the tool.
    static let toolPrefixes = [
        "swift run -c release rewardsim", "swift run rewardsim", ".build/release/rewardsim",
        ".build/debug/rewardsim", "rewardsim",
    ]

    static func examples(in block: FencedBlock) -> [Example] {
        let reproducePrefix = "reproduce: "
        let trimmedLines = block.lines.map { $0.trimmingCharacters(in: .whitespaces) }
        if let first = block.lines.first, first.hasPrefix("FAIL  "),
            let reproduce = trimmedLines.first(where: { $0.hasPrefix(reproducePrefix) }),
            let arguments = arguments(of: reproduce.dropFirst(reproducePrefix.count))
        {
            return [Example(arguments: arguments, output: block.lines, line: block.firstLine)]
        }
        var examples: [Example] = []
        var current: PartialExample?
        for (offset, line) in block.lines.enumerated() {
            if line.hasPrefix("$ ") {
                if let current { examples.append(current.example) }
                current = arguments(of: line.dropFirst(2)).map {
                    PartialExample(arguments: $0, output: [], line: block.firstLine + offset, ended: false)
                }
            } else if current?.ended == false {
                if line.trimmingCharacters(in: .whitespaces) == "…" {
                    current?.ended = true
                } else {
                    current?.output.append(line)
                }
            }
        }
        if let current { examples.append(current.example) }
        return examples.map { example in
            var output = example.output
            while output.last?.trimmingCharacters(in: .whitespaces).isEmpty == true { output.removeLast() }
            return Example(arguments: example.arguments, output: output, line: example.line)
        }
    }

    /// The tool's arguments in a command line, or nil when it does not run the tool.
    static func arguments(of commandLine: Substring) -> [String]? {
        let text = commandLine.trimmingCharacters(in: .whitespaces)
        guard let prefix = toolPrefixes.first(where: { text == $0 || text.hasPrefix($0 + " ") }) else { return nil }
        return text.dropFirst(prefix.count).split(separator: " ").map(String.init)
    }

    /// A yaml block with a top-level `version:` and `name:` and no `…` line: a scenario file,
    /// not an excerpt of one (`…` marks what is left out), an explore file or a persona file.
    static func isCompleteScenario(_ block: FencedBlock) -> Bool {
        block.info == "yaml" && block.lines.contains { $0.hasPrefix("version:") }
            && block.lines.contains { $0.hasPrefix("name:") }
            && !block.lines.contains { $0.trimmingCharacters(in: .whitespaces) == "…" }
    }

    /// The bundled scenario file whose text the block shows whole (after the file's opening
    /// comment), if any: a scenario that names files beside it (`persona_files`) is checked
    /// where it lives.
    static func bundledFile(showing block: FencedBlock) throws -> URL? {
        let text = block.lines.joined(separator: "\n") + "\n"
        let scenarios = RewardSimTool.packageRoot.appendingPathComponent("Scenarios")
        let names = try FileManager.default.subpathsOfDirectory(atPath: scenarios.path)
            .filter { $0.hasSuffix(".yaml") }
            .sorted()
        return names.map { scenarios.appendingPathComponent($0) }
            .first { (try? String(contentsOf: $0, encoding: .utf8))?.hasSuffix(text) == true }
    }

    static func trimmedEnd(_ line: String) -> String {
        String(line.reversed().drop { $0 == " " }.reversed())
    }

    // MARK: Running

    /// A command that only reads the package, and every file it names is there.
    func isRunnable(_ arguments: [String]) -> Bool {
        guard let command = arguments.first, Self.runnableCommands.contains(command) else { return false }
        if command == "reference" && !arguments.contains("--check") { return false }
        if command == "diff" && arguments.contains(where: { $0.hasPrefix("--write") }) { return false }
        let named = arguments.dropFirst().filter { !$0.hasPrefix("-") && ($0.contains("/") || $0.contains(".yaml")) }
        return named.allSatisfy { argument in
            let path = argument.split(separator: "@").first.map(String.init) ?? argument
            return FileManager.default.fileExists(atPath: RewardSimTool.packageRoot.appendingPathComponent(path).path)
        }
    }

    /// A folder that looks like the package root to the tool — every top-level entry linked,
    /// but `Reports`, so a run's reports land in the scratch folder and never in the package.
    func makeSandbox() throws -> (root: URL, scratch: URL) {
        let scratch = try makeScratchFolder()
        let root = scratch.appendingPathComponent("package")
        try FileManager.default.createDirectory(at: root, withIntermediateDirectories: true)
        let entries = try FileManager.default.contentsOfDirectory(atPath: RewardSimTool.packageRoot.path)
        for entry in entries where ![".build", ".git", "Reports"].contains(entry) {
            try FileManager.default.createSymbolicLink(
                at: root.appendingPathComponent(entry),
                withDestinationURL: RewardSimTool.packageRoot.appendingPathComponent(entry)
            )
        }
        return (root, scratch)
    }
}
