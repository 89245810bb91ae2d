import Exploration
import Reports

/// The end of a campaign's sampled determinism check (`--recheck-share`): the sample run again,
/// one line when every trace matched, and each run that gave another trace named with both
/// hashes, exit 3.
struct DeterminismRecheckOutput {
    let console: Console
    let jobs: Int

    /// `code`, the campaign's own exit code, or 3 when a run gave another trace; `total` is how
    /// many runs the campaign (this shard) ran.
    func finish(_ runs: [DeterminismRecheck.Run], of total: Int, unit: String, code: Int32) -> Int32 {
        guard !runs.isEmpty else { return code }
        let mismatches = DeterminismRecheck.recheck(
            runs, jobs: jobs, prepareThread: { InternalErrorHandler.prepareThread() })
        let checked = "\(runs.count) of \(Plural.count(total, unit)) run again (--recheck-share)"
        guard !mismatches.isEmpty else {
            console.out(console.dim("determinism: \(checked): the same trace hashes"))
            return code
        }
        console.out(console.red("determinism: \(checked): \(mismatches.count) gave another trace"))
        for mismatch in mismatches {
            console.error("rewardsim: error: determinism violated: \(mismatch.description)")
        }
        console.error(
            "help: the same input and seed must give the same trace: the run read state that an earlier run left "
                + "behind (a static cache, a counter); rewardsim diff names the first decision where two runs part")
        return ExitCode.internalError
    }
}
