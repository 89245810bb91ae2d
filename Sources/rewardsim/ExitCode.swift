/// The exit codes CI reads.
enum ExitCode {
    static let success: Int32 = 0
    static let expectationFailed: Int32 = 1
    /// Usage or scenario errors: nothing was simulated.
    static let usageOrScenarioError: Int32 = 2
    /// An internal error, such as a report that could not be written.
    static let internalError: Int32 = 3
}

enum RewardSimVersion {
    static let current = "0.1.0"
}
