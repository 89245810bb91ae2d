import Exploration
import Foundation

/// `rewardsim merge A.ledger.json B.ledger.json … --ledger FILE [--build-id ID]`: the findings
/// ledgers of shards or machines as one, written to `--ledger`; a complete set of one
/// campaign's shards becomes that campaign's record, so the shards' ledgers merge into the bytes
/// one unsharded run writes. With `--build-id`, the build's findings as a campaign prints them.
struct LedgerMerge {
    let findings: FindingsOutput

    func merge(_ paths: [String]) -> Int32 {
        let console = findings.console
        let others = paths.filter { !$0.hasSuffix(FindingsLedger.fileSuffix) }
        guard others.isEmpty else {
            return fail(
                "merge takes ledgers (*\(FindingsLedger.fileSuffix)) or partial results, not both: "
                    + others.joined(separator: ", "),
                help: "merge the ledgers in a step of their own")
        }
        guard let output = findings.invocation.ledgerPath else {
            return fail(
                "merging ledgers writes one: name it", help: "add --ledger FILE, e.g. --ledger findings.ledger.json")
        }
        var merged: FindingsLedger?
        for path in paths {
            guard let ledger = findings.read(path) else { return ExitCode.usageOrScenarioError }
            guard let sofar = merged else {
                merged = ledger
                continue
            }
            do throws(FindingsLedgerMergeError) {
                merged = try sofar.merged(with: ledger)
            } catch {
                return fail("\(path): \(error.message)", help: "merge ledgers kept for the same PATHs")
            }
        }
        guard let merged else { return ExitCode.usageOrScenarioError }
        var buildFindings: LedgerFindings?
        if let build = findings.invocation.buildID {
            guard merged.builds.contains(build) else {
                return fail(
                    "build '\(build)' is not in the merged ledgers",
                    help: "builds in them: " + merged.builds.joined(separator: ", "))
            }
            buildFindings = LedgerFindings(merged, build: build)
        }
        console.out(
            "merged \(paths.count) ledgers into \(output): \(merged.builds.count) builds, "
                + "\(merged.campaigns.count) campaign records, \(merged.causes.count) causes")
        return findings.write(merged, findings: buildFindings) ?? ExitCode.success
    }

    private func fail(_ message: String, help: String) -> Int32 {
        findings.console.error("rewardsim: error: \(message)")
        findings.console.error("help: \(help)")
        return ExitCode.usageOrScenarioError
    }
}
