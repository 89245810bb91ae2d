/// `--shard auto`: the shard's number and the count of shards, read from the variables the
/// cluster or CI engine sets for each of its parallel copies of a job, and the engine named so
/// the log says which it used. Each engine counts its copies its own way (from 0 or from 1, a
/// Slurm array from its lowest task id); a shard here is numbered from 1, as `--shard I/N`.
///
/// The variables and their bases, as each engine documents them:
/// - Kubernetes Indexed Job: `JOB_COMPLETION_INDEX`, from 0
///   (kubernetes.io/docs/tasks/job/indexed-parallel-processing-static). Kubernetes sets no count,
///   so the manifest states the Job's `completions` in `REWARDSIM_SHARD_COUNT`.
/// - Slurm job array: `SLURM_ARRAY_TASK_ID`, `SLURM_ARRAY_TASK_MIN`, `SLURM_ARRAY_TASK_COUNT` and,
///   for `--array=A-B:S`, `SLURM_ARRAY_TASK_STEP` (slurm.schedmd.com/job_array.html).
/// - GitLab CI `parallel: N`: `CI_NODE_INDEX`, from 1, and `CI_NODE_TOTAL` (docs.gitlab.com/ee/ci/yaml/#parallel).
/// - Buildkite `parallelism: N`: `BUILDKITE_PARALLEL_JOB`, from 0, and `BUILDKITE_PARALLEL_JOB_COUNT`
///   (buildkite.com/docs/builds/parallel-builds).
/// - CircleCI `parallelism: N`: `CIRCLE_NODE_INDEX`, from 0, and `CIRCLE_NODE_TOTAL`
///   (circleci.com/docs/parallelism-faster-jobs).
/// - Anything else, such as a GitHub Actions matrix value passed in: `REWARDSIM_SHARD=I/N`.
public enum ShardEnvironment {
    /// The shard read, and where from.
    public struct Found: Equatable, Sendable {
        public let index: Int
        public let count: Int
        /// `Slurm job array`.
        public let engine: String
        /// The variables read, as `NAME=value`, in the order the engine's entry lists them.
        public let read: [String]

        /// "shard 2/4 from the Slurm job array (SLURM_ARRAY_TASK_ID=1, …)".
        public var description: String {
            "shard \(index)/\(count) from the \(engine) (\(read.joined(separator: ", ")))"
        }
    }

    /// Why the environment gives no shard.
    public struct Problem: Error, Equatable, Sendable {
        public let message: String
        public let help: String
    }

    /// One engine: its name, the variables it is told by, and how its numbers become a shard.
    public struct Engine: Sendable {
        public let name: String
        /// The variable whose presence says this engine started the process.
        public let marker: String
        /// Every variable it reads, for the help text and the manual.
        public let variables: [String]
        /// How its copies are counted, in a few words (`from 0`).
        public let base: String
        let resolve: @Sendable (_ variables: inout Variables) throws(Problem) -> (index: Int, count: Int)
    }

    /// The environment as an engine reads it: every variable read is kept for the log line.
    public struct Variables {
        let environment: [String: String]
        let engine: String
        fileprivate(set) var read: [String] = []

        /// The variable's text, or nil when it is not set.
        mutating func text(_ name: String) -> String? {
            guard let text = environment[name] else { return nil }
            read.append("\(name)=\(text)")
            return text
        }

        /// The variable's whole number, or nil when it is not set.
        mutating func number(_ name: String) throws(Problem) -> Int? {
            guard let text = text(name) else { return nil }
            guard let number = Int(text.trimmingCharacters(in: .whitespaces)) else {
                throw Problem(message: "\(name)=\(text) is not a whole number", help: "the \(engine) sets it")
            }
            return number
        }

        mutating func required(_ name: String) throws(Problem) -> Int {
            guard let number = try number(name) else {
                throw Problem(
                    message: "\(name) is not set", help: "--shard auto needs it beside the others of the \(engine)")
            }
            return number
        }
    }

    /// The stated variable for what an engine does not say itself.
    public static let shardVariable = "REWARDSIM_SHARD"
    public static let countVariable = "REWARDSIM_SHARD_COUNT"

    /// In the order they are tried: the variable stated by hand first, so it wins over an engine's.
    public static let engines: [Engine] = [
        Engine(
            name: "shard passed in", marker: shardVariable, variables: [shardVariable], base: "I/N, from 1",
            resolve: { (variables) throws(Problem) in
                let text = variables.text(shardVariable) ?? ""
                let parts = text.split(separator: "/", omittingEmptySubsequences: false)
                guard parts.count == 2, let index = Int(parts[0]), let count = Int(parts[1]) else {
                    throw Problem(
                        message: "\(shardVariable)=\(text) is not a shard",
                        help: "write \(shardVariable)=I/N, numbered from 1, e.g. \(shardVariable)=2/4")
                }
                return (index, count)
            }),
        Engine(
            name: "Kubernetes Indexed Job", marker: "JOB_COMPLETION_INDEX",
            variables: ["JOB_COMPLETION_INDEX", countVariable], base: "from 0",
            resolve: { (variables) throws(Problem) in
                (try variables.required("JOB_COMPLETION_INDEX") + 1, try variables.required(countVariable))
            }),
        Engine(
            name: "Slurm job array", marker: "SLURM_ARRAY_TASK_ID",
            variables: [
                "SLURM_ARRAY_TASK_ID", "SLURM_ARRAY_TASK_MIN", "SLURM_ARRAY_TASK_COUNT", "SLURM_ARRAY_TASK_STEP",
            ],
            base: "from SLURM_ARRAY_TASK_MIN, by SLURM_ARRAY_TASK_STEP",
            resolve: { (variables) throws(Problem) in
                let id = try variables.required("SLURM_ARRAY_TASK_ID")
                let lowest = try variables.required("SLURM_ARRAY_TASK_MIN")
                let count = try variables.required("SLURM_ARRAY_TASK_COUNT")
                let step = try variables.number("SLURM_ARRAY_TASK_STEP") ?? 1
                guard step >= 1, id >= lowest, (id - lowest) % step == 0 else {
                    throw Problem(
                        message: "SLURM_ARRAY_TASK_ID=\(id) is not on the array's range from \(lowest) by \(step)",
                        help: "submit the shards as one evenly spaced array, e.g. sbatch --array=0-3")
                }
                return ((id - lowest) / step + 1, count)
            }),
        Engine(
            name: "GitLab CI parallel job", marker: "CI_NODE_INDEX", variables: ["CI_NODE_INDEX", "CI_NODE_TOTAL"],
            base: "from 1",
            resolve: { (variables) throws(Problem) in
                (try variables.required("CI_NODE_INDEX"), try variables.required("CI_NODE_TOTAL"))
            }),
        Engine(
            name: "Buildkite parallel job", marker: "BUILDKITE_PARALLEL_JOB",
            variables: ["BUILDKITE_PARALLEL_JOB", "BUILDKITE_PARALLEL_JOB_COUNT"], base: "from 0",
            resolve: { (variables) throws(Problem) in
                (
                    try variables.required("BUILDKITE_PARALLEL_JOB") + 1,
                    try variables.required("BUILDKITE_PARALLEL_JOB_COUNT")
                )
            }),
        Engine(
            name: "CircleCI parallel job", marker: "CIRCLE_NODE_INDEX",
            variables: ["CIRCLE_NODE_INDEX", "CIRCLE_NODE_TOTAL"], base: "from 0",
            resolve: { (variables) throws(Problem) in
                (try variables.required("CIRCLE_NODE_INDEX") + 1, try variables.required("CIRCLE_NODE_TOTAL"))
            }),
    ]

    /// The shard the first engine present in `environment` gives, or why there is none.
    public static func read(_ environment: [String: String]) throws(Problem) -> Found {
        guard let engine = engines.first(where: { environment[$0.marker] != nil }) else {
            throw Problem(
                message: "--shard auto found no shard in the environment",
                help: "set by a Kubernetes Indexed Job, a Slurm job array, GitLab, Buildkite or CircleCI "
                    + "parallelism, or \(shardVariable)=I/N (e.g. from a GitHub Actions matrix); "
                    + "or write --shard I/N")
        }
        var variables = Variables(environment: environment, engine: engine.name)
        let (index, count) = try engine.resolve(&variables)
        let read = variables.read
        guard count >= 1, (1...count).contains(index) else {
            throw Problem(
                message: "the \(engine.name) gives shard \(index) of \(count), which does not exist "
                    + "(\(read.joined(separator: ", ")))",
                help: "its variables count \(engine.base); shards are numbered from 1 to the count")
        }
        return Found(index: index, count: count, engine: engine.name, read: read)
    }
}
