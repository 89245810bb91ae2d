/// The exit codes CI reads.
enum ExitCode {
    static let success: Int32 = 0
    static let expectationFailed: Int32 = 1
    /// Usage or scenario errors: nothing was simulated.
    static let usageOrScenarioError: Int32 = 2
    /// An internal error, such as a report that could not be written.
    static let internalError: Int32 = 3

    /// Every code with a few words for the usage text and its whole meaning for the manual.
    static let all: [(code: Int32, summary: String, meaning: String)] = [
        (
            success, "all expectations held",
            "every selected scenario passed (or `check` found no error); a command that only prints, such as "
                + "`functions`, `schema` or `reference`, did its work; `reference --check` found every page as the "
                + "code generates it"
        ),
        (
            expectationFailed, "an expectation failed",
            "an expectation, a checker, a conclusion, an expectation over seeds or a `sometimes` property failed, or "
                + "a run could not be judged (it used up its event budget); `reference --check` found a page that "
                + "differs from what the code generates"
        ),
        (
            usageOrScenarioError, "usage or scenario errors (nothing was simulated)",
            "the command line or a scenario file has an error: each is printed as `path:line:col: error: …` with "
                + "`help:`, and nothing was simulated; `run` and `merge` replace the report set a previous run "
                + "left by a `junit.xml` holding one error that says so"
        ),
        (
            internalError, "internal error",
            "the tool failed on its own: a report that could not be written, a run that gave another trace "
                + "when the sampled determinism check ran it again (`--recheck-share`), or a bug"
        ),
    ]
}

enum RewardSimVersion {
    static let current = "0.1.0"
}
