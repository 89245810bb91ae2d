import Exploration
import Foundation
import Reports

/// The words of a build's findings: the lines under each finding, the rule they follow,
/// `findings.md` and the issue body of a New finding. Files name the tool as the package's
/// folder runs it (`swift run -c release rewardsim …`), so their bytes do not depend on the machine.
struct FindingsText {
    let findings: LedgerFindings
    let ledger: FindingsLedger
    /// Regression files by cause signature.
    let regressions: [String: String]

    /// What `shrink` writes in a regression's opening comment before the cause's signature.
    static let regressionMarker = "findings ledger cause "

    /// The rule the classes follow, in two lines.
    static let rule = [
        "rule: Rare below 1 % of the runs since first seen; Resolved once the runs after its last build",
        "would have shown it with probability at least 99 % at its observed rate p: (1 − p)^runs ≤ 1 %",
    ]

    /// The lines under a finding's title: its builds and how often it failed.
    static func facts(_ finding: Finding) -> [String] {
        let builds =
            finding.firstBuild == finding.lastBuild
            ? "seen on build \(finding.firstBuild) only"
            : "first seen on build \(finding.firstBuild), last on \(finding.lastBuild)"
        var lines = [
            builds + "; failed \(finding.failedOnBuild) of \(Plural.count(finding.runsOnBuild, "run")) on this build, "
                + "\(finding.failedSinceFirst) of \(finding.runsSinceFirst) since first seen "
                + "(\(percent(finding.failedSinceFirst, of: finding.runsSinceFirst)))"
        ]
        if finding.failedOnBuild == 0 {
            lines.append(
                "not seen in the \(Plural.count(finding.runsSinceLast, "run")) since build \(finding.lastBuild): at "
                    + "its rate there (\(String(format: "%.2f %%", finding.observedRate * 100))) all would have "
                    + "missed it with probability \(String(format: "%.2g", finding.missProbability))"
                    + (finding.findingClass == .resolved ? "" : ", too likely to call it gone"))
        }
        return lines
    }

    static func percent(_ part: Int, of whole: Int) -> String {
        whole == 0 ? "0 %" : String(format: "%.2f %%", Double(part) * 100 / Double(whole))
    }

    static func command(_ arguments: String) -> String {
        InvokedTool.packagePrefix + " " + arguments
    }

    /// `findings.md`: the build's findings, class by class.
    func markdown(issueFile: (Finding) -> String) -> String {
        var document = MarkdownText()
        document.heading(1, "Findings on build \(findings.build)")
        document.paragraph(
            "\(Plural.count(findings.runsOnBuild, "run")) on this build; the ledger holds "
                + "\(Plural.count(ledger.builds.count, "build")) (\(ledger.builds.joined(separator: ", "))). "
                + "R" + Self.rule.joined(separator: " ").dropFirst() + ".")
        for findingClass in FindingClass.allCases {
            let inClass = findings.findings(findingClass)
            guard !inClass.isEmpty else { continue }
            document.heading(2, findingClass.rawValue.prefix(1) + findingClass.rawValue.dropFirst().lowercased())
            for finding in inClass {
                var items = Self.facts(finding)
                if findingClass != .resolved { items.append("reproduce: `\(Self.command(finding.reproduce))`") }
                if let regression = regressions[finding.signature] { items.append("regression: `\(regression)`") }
                if findingClass == .new { items.append("issue body: `\(issueFile(finding))`") }
                document.bullet("`\(finding.signature)` \(finding.cause)", under: items)
            }
            document.endList()
        }
        if findings.resolvedEarlier > 0 {
            document.paragraph(
                Plural.count(findings.resolvedEarlier, "cause") + " resolved on earlier builds, not seen since.")
        }
        return document.finished
    }

    /// A ready issue body for a New finding.
    func issue(_ finding: Finding, detail: String?) -> String {
        let title = finding.cause.count > 80 ? finding.cause.prefix(79) + "…" : finding.cause
        var document = MarkdownText()
        document.heading(1, "\(title) (cause \(finding.signature), new on build \(finding.lastBuild))")
        document.paragraph("The failure's cause, its shape with the run's numbers, times and names taken out:")
        document.code(finding.cause)
        var seen = Self.facts(finding)
        if finding.firstBuild != finding.lastBuild {
            seen.append("seen again after it was resolved: a regression")
        }
        document.bullets(seen)
        if let detail {
            document.paragraph("What the checker said on the first failing run of build \(findings.build):")
            document.code(detail)
        }
        document.paragraph(
            "Reproduce the first failing run (from the package's folder, at build \(finding.lastBuild)):")
        document.code(Self.command(finding.reproduce))
        if finding.reproduce.hasPrefix("explore ") {
            document.paragraph("Shrink it to a small scenario to keep as a regression once fixed:")
            document.code(Self.command("shrink " + finding.reproduce.dropFirst("explore ".count)))
        }
        if let regression = regressions[finding.signature] {
            document.paragraph("A shrunk regression of this cause: `\(regression)`.")
        }
        document.paragraph(
            "Recorded in a findings ledger of " + ledger.paths.joined(separator: " ") + " under signature `"
                + finding.signature + "`.")
        return document.finished
    }
}

/// A Markdown file built block by block, each block followed by a blank line.
private struct MarkdownText {
    private var text = ""

    /// The file: the blocks, with one line end after the last.
    var finished: String { String(text.dropLast()) }

    mutating func heading(_ level: Int, _ title: some StringProtocol) {
        text += String(repeating: "#", count: level) + " \(title)\n\n"
    }

    mutating func paragraph(_ words: String) {
        text += words + "\n\n"
    }

    mutating func bullets(_ items: [String]) {
        text += items.map { "- " + $0 + "\n" }.joined() + "\n"
    }

    /// The blank line after a list of `bullet`s.
    mutating func endList() {
        text += "\n"
    }

    /// One item with its facts nested under it.
    mutating func bullet(_ item: String, under facts: [String]) {
        text += "- " + item + "\n" + facts.map { "  - " + $0 + "\n" }.joined()
    }

    /// A fenced block long enough that no run of backticks inside it closes it.
    mutating func code(_ content: String) {
        var fence = "```"
        while content.contains(fence) { fence += "`" }
        text += fence + "\n" + content + "\n" + fence + "\n\n"
    }
}
