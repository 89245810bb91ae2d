import Foundation
import Reports
import Scenarios

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// `rewardsim reference [--check] [DIR]`: writes the manual's Reference pages from the tables
/// the decoder, the catalogues and the command line use, or (`--check`) says which checked-in
/// pages differ from them, so CI fails when a table changes and its page does not.
struct ReferenceCommand {
    static let defaultDirectory = "Sources/rewardsim/RewardSim.docc/Reference"
    /// The schema `results.json` is tested against, read from the package root.
    static let resultsSchemaPath = "Reports/results.schema.json"

    /// The pages in the order the manual lists them: each a file name and what writes it. A new
    /// generated page is one line here.
    static let pages: [(fileName: String, generate: @Sendable () throws -> String)] = [
        ("ReferenceScenarioFile.md", { ScenarioFileReference.page.markdown }),
        ("ReferenceSettings.md", { SettingsReference.page.markdown }),
        ("ReferenceFaults.md", { FaultsReference.page.markdown }),
        ("ReferenceActions.md", { TimelineActionRegistry.referencePage.markdown }),
        ("ReferenceFunctions.md", { FunctionsReference.page.markdown }),
        ("ReferenceCommandLine.md", { CommandLineReference.page.markdown }),
        ("ReferenceExitCodes.md", { CommandLineReference.exitCodesPage.markdown }),
        ("ReferenceLimits.md", { LimitsReference.page.markdown }),
        ("ReferenceAntiGamingRules.md", { AntiGamingRuleReference.page.markdown }),
        ("ReferenceMutate.md", { MutateReference.page.markdown }),
        ("ReferenceAttack.md", { AttackReference.page.markdown }),
        ("ReferenceReportFields.md", { try ReportFieldsReference.page(schema: resultsSchema()).markdown }),
        ("ReferenceAppVersions.md", { AppVersionsReference.page.markdown }),
        ("ReferenceIOSReleases.md", { IOSReleasesReference.page.markdown }),
    ]

    let invocation: Invocation
    let console: Console

    func execute() -> Int32 {
        guard invocation.paths.count <= 1 else {
            return fail(
                "reference takes one folder, not \(invocation.paths.count)",
                help: "rewardsim reference [--check] [DIR]", code: ExitCode.usageOrScenarioError)
        }
        let directory = invocation.paths.first ?? Self.defaultDirectory
        var generated: [(path: String, text: String)] = []
        for page in Self.pages {
            do {
                generated.append(((directory as NSString).appendingPathComponent(page.fileName), try page.generate()))
            } catch {
                return fail(
                    "cannot generate \(page.fileName): \(error)",
                    help: "run rewardsim reference from the package root", code: ExitCode.usageOrScenarioError)
            }
        }
        return invocation.checksOnly ? check(generated, in: directory) : write(generated, to: directory)
    }

    private func check(_ pages: [(path: String, text: String)], in directory: String) -> Int32 {
        var differing: [String] = []
        for page in pages {
            guard let current = try? String(contentsOfFile: page.path, encoding: .utf8) else {
                differing.append("\(page.path): missing")
                continue
            }
            if let line = Self.firstDifferingLine(current, page.text) {
                differing.append("\(page.path): differs from what the code generates, from line \(line)")
            }
        }
        guard !differing.isEmpty else {
            console.out("the \(pages.count) reference pages in \(directory) are as the code generates them")
            return ExitCode.success
        }
        for line in differing { console.out(line) }
        let command = "swift run rewardsim reference" + (directory == Self.defaultDirectory ? "" : " \(directory)")
        console.error("rewardsim: error: \(differing.count) of \(pages.count) reference pages differ from the code")
        console.error("help: regenerate them with `\(command)` and commit the pages")
        return ExitCode.expectationFailed
    }

    private func write(_ pages: [(path: String, text: String)], to directory: String) -> Int32 {
        do {
            try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
            var written = 0
            for page in pages where (try? String(contentsOfFile: page.path, encoding: .utf8)) != page.text {
                try page.text.write(toFile: page.path, atomically: true, encoding: .utf8)
                written += 1
            }
            console.out("wrote \(written) of \(pages.count) reference pages in \(directory)")
            return ExitCode.success
        } catch {
            return fail(
                "cannot write the reference pages in \(directory): \(error.localizedDescription)", help: nil,
                code: ExitCode.internalError)
        }
    }

    /// The 1-based number of the first line where `a` and `b` differ; nil when they are equal.
    static func firstDifferingLine(_ a: String, _ b: String) -> Int? {
        guard a != b else { return nil }
        let linesA = a.split(separator: "\n", omittingEmptySubsequences: false)
        let linesB = b.split(separator: "\n", omittingEmptySubsequences: false)
        let common = zip(linesA, linesB).prefix { $0 == $1 }.count
        return common + 1
    }

    static func resultsSchema() throws -> JSONValue {
        try JSONValue.parse(String(contentsOfFile: resultsSchemaPath, encoding: .utf8))
    }

    private func fail(_ message: String, help: String?, code: Int32) -> Int32 {
        console.error("rewardsim: error: \(message)")
        if let help { console.error("help: \(help)") }
        return code
    }
}

/// The command line's pages: every command and option, and the exit codes, from the tables
/// `rewardsim help` prints.
enum CommandLineReference {
    static var page: ReferencePage {
        let table = { (entries: [HelpEntry]) in
            MarkdownTable.render(
                header: ["", "what it does"],
                rows: entries.map { ["`\($0.synopsis)`", $0.text.replacingOccurrences(of: "\n", with: " ")] }
            )
        }
        return ReferencePage(
            title: "Command line",
            summary: "Every command and option of `rewardsim`, as `rewardsim help` prints them.",
            blocks: [
                "`rewardsim <command> [PATH…] [options]`. An option's value follows it (`--jobs 2`) or joins it with "
                    + "`=` (`--jobs=2`); `--` ends the options. While scenarios run, " + CommandLineHelp.progressNote
                    + ".",
                "## Commands",
                table(CommandLineHelp.commands),
                "## Options",
                table(CommandLineHelp.options),
            ]
        )
    }

    static var exitCodesPage: ReferencePage {
        ReferencePage(
            title: "Exit codes",
            summary: "What `rewardsim`'s exit code says, for CI and scripts.",
            blocks: [
                MarkdownTable.render(
                    header: ["code", "meaning"],
                    rows: ExitCode.all.map { ["`\($0.code)`", $0.meaning] }),
                "A run stopped by SIGINT or SIGTERM exits `\(128 + SIGINT)` or `\(128 + SIGTERM)`, the shell's codes "
                    + "for those signals; the report directory keeps its previous reports.",
            ]
        )
    }
}
