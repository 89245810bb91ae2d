import Foundation
import XCTest

/// Holds the code to the rules that keep runs reproducible and the engines honest: what each
/// module may import, and which APIs may not appear where a simulation runs.
final class ArchitectureTidyTests: XCTestCase {
    static let sources = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Sources")

    static let packageManifest = sources.deletingLastPathComponent().appendingPathComponent("Package.swift")

    /// Each module and the modules of ours it may import: the dependencies `Package.swift`
    /// declares for it, read from the manifest's text, so the graph is written down once.
    static let allowedImports: [String: Set<String>] = {
        guard let manifest = try? String(contentsOf: packageManifest, encoding: .utf8) else {
            preconditionFailure("Package.swift is readable at \(packageManifest.path)")
        }
        return PackageManifestTargets.parse(manifest)
    }()

    /// The layering the graph must keep, whatever `Package.swift` says: the engines see the
    /// world only through Platform, the app only through the engines, and the simulated world
    /// implements Platform without knowing the app that runs on it.
    static let layeringRules: [(modules: [String], mayDependOn: Set<String>)] = [
        (["Platform"], []),
        (["RewardEngine", "AntiGaming", "SyncEngine"], ["Platform"]),
        (["FamilyApp"], ["Platform", "RewardEngine", "AntiGaming", "SyncEngine"]),
        (["SimulationKernel"], []),
        (["SimulatedCloud"], ["Platform"]),
        (["Simulation"], ["Platform", "SimulationKernel", "SimulatedCloud"]),
    ]

    /// Modules in which a simulation runs: no wall clock, system randomness or concurrency.
    static let deterministicModules = [
        "Platform", "RewardEngine", "AntiGaming", "SyncEngine", "FamilyApp",
        "SimulationKernel", "SimulatedCloud", "Simulation", "Personas", "Checkers", "Scenarios",
    ]
    static let bannedPatterns = [
        "Date()", "UUID()", "SystemRandomNumberGenerator", "DispatchQueue", "Thread.", "Task {",
        "Task.detached", "arc4random", "ProcessInfo", ".random(", "ContinuousClock", "SuspendingClock",
    ]

    func swiftFiles(in module: String) throws -> [(path: String, text: String)] {
        let folder = Self.sources.appendingPathComponent(module)
        let names = try FileManager.default.subpathsOfDirectory(atPath: folder.path).filter { $0.hasSuffix(".swift") }
        return try names.sorted().map { name in
            let url = folder.appendingPathComponent(name)
            return ("\(module)/\(name)", try String(contentsOf: url, encoding: .utf8))
        }
    }

    func testEveryModuleImportsOnlyWhatPackageSwiftDeclares() throws {
        let ours = Set(Self.allowedImports.keys)
        for (module, allowed) in Self.allowedImports.sorted(by: { $0.key < $1.key }) {
            for file in try swiftFiles(in: module) {
                for line in file.text.split(separator: "\n")
                where line.hasPrefix("import ") || line.hasPrefix("@testable import ") {
                    let imported = String(line.split(separator: " ").last!)
                    if ours.contains(imported) {
                        XCTAssertTrue(allowed.contains(imported), "\(file.path) imports \(imported)")
                    }
                }
            }
        }
    }

    func testThePackageGraphKeepsTheLayering() {
        for rule in Self.layeringRules {
            for module in rule.modules {
                guard let declared = Self.allowedImports[module] else {
                    XCTFail("Package.swift declares no target \(module)")
                    continue
                }
                let beyond = declared.subtracting(rule.mayDependOn).sorted()
                XCTAssertEqual(beyond, [], "\(module) depends on \(beyond.joined(separator: ", "))")
            }
        }
    }

    /// Declared dependencies nothing imports are edges the graph does not need.
    func testEveryDeclaredDependencyIsImported() throws {
        for (module, declared) in Self.allowedImports.sorted(by: { $0.key < $1.key }) {
            var imported: Set<String> = []
            for file in try swiftFiles(in: module) {
                for line in file.text.split(separator: "\n") where line.hasPrefix("import ") {
                    imported.insert(String(line.dropFirst("import ".count)))
                }
            }
            let unused = declared.subtracting(imported).sorted()
            XCTAssertEqual(unused, [], "\(module) declares \(unused.joined(separator: ", ")) and imports none of it")
        }
    }

    func testTheManifestReaderFindsTargetsAndTheirDependencies() {
        let manifest = """
            // .target(name: "Commented", dependencies: ["Nothing"]),
            targets: [
                .target(name: "Base"),
                .target(
                    name: "Top", dependencies: ["Base", "Middle"],
                    swiftSettings: [.unsafeFlags(["-O"], .when(configuration: .release))]
                ),
                .executableTarget(name: "tool", dependencies: ["Top"]),
                .testTarget(name: "TopTests", dependencies: ["Top"]),
            ]
            """
        XCTAssertEqual(
            PackageManifestTargets.parse(manifest),
            [
                "Base": [], "Top": ["Base", "Middle"], "tool": ["Top"],
            ])
    }

    func testTheEnginesAndTheAppDoNotImportFoundation() throws {
        for module in [
            "Platform", "RewardEngine", "AntiGaming", "SyncEngine", "FamilyApp", "SimulationKernel",
            "SimulatedCloud", "Simulation", "Personas",
        ] {
            for file in try swiftFiles(in: module) {
                XCTAssertFalse(file.text.contains("import Foundation"), "\(file.path) imports Foundation")
            }
        }
    }

    func testNoWallClockRandomnessOrThreadsWhereASimulationRuns() throws {
        for module in Self.deterministicModules {
            for file in try swiftFiles(in: module) {
                let code = file.text.split(separator: "\n")
                    .filter { !$0.trimmingCharacters(in: .whitespaces).hasPrefix("//") }
                    .joined(separator: "\n")
                for pattern in Self.bannedPatterns {
                    XCTAssertFalse(Self.uses(pattern, in: code), "\(file.path) uses \(pattern)")
                }
            }
        }
    }

    /// Whether `pattern` occurs as a whole word at its start: `Task {` is banned, a type
    /// conforming to `BackgroundTask {` is not.
    static func uses(_ pattern: String, in code: String) -> Bool {
        var searchStart = code.startIndex
        while let range = code.range(of: pattern, range: searchStart..<code.endIndex) {
            let before = range.lowerBound == code.startIndex ? nil : code[code.index(before: range.lowerBound)]
            let startsWord = pattern.first.map { $0.isLetter } ?? false
            if !startsWord || !(before.map { $0.isLetter || $0.isNumber || $0 == "_" } ?? false) {
                return true
            }
            searchStart = range.upperBound
        }
        return false
    }

    func testBannedPatternsMatchWholeWordsOnly() {
        XCTAssertTrue(Self.uses("Task {", in: "let work = Task {"))
        XCTAssertTrue(Self.uses("Date()", in: "let now = Date()"))
        XCTAssertFalse(Self.uses("Task {", in: "final class Fake: BackgroundTask {"))
        XCTAssertTrue(Self.uses(".random(", in: "Int.random(in: 1...6)"))
    }

    func testEveryModuleIsListed() throws {
        let folders = try FileManager.default.contentsOfDirectory(atPath: Self.sources.path).filter {
            !$0.hasPrefix(".")
        }
        XCTAssertEqual(Set(folders), Set(Self.allowedImports.keys))
    }
}
