import Foundation

/// A command run in its own process group with its output sent to a file, so that a mutant
/// that hangs can be stopped with everything it started (`swift test` starts the test
/// runner), by the group's id and nothing broader.
public enum ChildProcess {
    public enum Outcome: Equatable, Sendable {
        case exited(Int32)
        case signalled(Int32)
        case timedOut
    }

    private static let lock = NSLock()
    nonisolated(unsafe) private static var running: Set<pid_t> = []

    /// Runs `arguments` (the first one a path or a name on PATH) in `directory` with extra
    /// `environment` entries, stdout and stderr both into `outputPath`.
    public static func run(
        _ arguments: [String], directory: String, environment: [String: String] = [:],
        outputPath: String, timeoutSeconds: Double? = nil
    ) -> Outcome {
        measured(
            arguments, directory: directory, environment: environment, outputPath: outputPath,
            timeoutSeconds: timeoutSeconds
        ).outcome
    }

    /// `run`, and the CPU seconds (user and system) the command and what it waited for used:
    /// a cost that, unlike wall time, does not grow when others share the machine.
    public static func measured(
        _ arguments: [String], directory: String, environment: [String: String] = [:],
        outputPath: String, timeoutSeconds: Double? = nil
    ) -> (outcome: Outcome, cpuSeconds: Double) {
        var fileActions = posix_spawn_file_actions_t()
        var attributes = posix_spawnattr_t()
        posix_spawn_file_actions_init(&fileActions)
        posix_spawnattr_init(&attributes)
        defer {
            posix_spawn_file_actions_destroy(&fileActions)
            posix_spawnattr_destroy(&attributes)
        }
        posix_spawn_file_actions_addopen(&fileActions, 1, outputPath, O_WRONLY | O_CREAT | O_TRUNC, 0o644)
        posix_spawn_file_actions_adddup2(&fileActions, 1, 2)
        // Its own process group, with the default actions for the signals the caller ignores.
        posix_spawnattr_setflags(&attributes, Int16(POSIX_SPAWN_SETPGROUP | POSIX_SPAWN_SETSIGDEF))
        posix_spawnattr_setpgroup(&attributes, 0)
        var defaults = sigset_t()
        sigemptyset(&defaults)
        sigaddset(&defaults, SIGINT)
        sigaddset(&defaults, SIGTERM)
        posix_spawnattr_setsigdefault(&attributes, &defaults)
        var merged = ProcessInfo.processInfo.environment
        for (key, value) in environment { merged[key] = value }
        // `cd DIR && exec COMMAND`: posix_spawn has no working-directory action everywhere.
        let script = "cd \(shellQuoted(directory)) && exec " + arguments.map(shellQuoted).joined(separator: " ")
        let words: [String] = ["/bin/sh", "-c", script]
        let settings: [String] = merged.keys.sorted().map { "\($0)=\(merged[$0] ?? "")" }
        let argv: [UnsafeMutablePointer<CChar>?] = words.map { strdup($0) } + [nil]
        let envp: [UnsafeMutablePointer<CChar>?] = settings.map { strdup($0) } + [nil]
        defer {
            for argument in argv { free(argument) }
            for setting in envp { free(setting) }
        }
        // On Linux a thread has its own niceness and a worker thread may not share the main
        // thread's: `nice -n 19 rewardsim mutate` must run every gate at 19 as well.
        #if os(Linux)
            setpriority(__priority_which_t(PRIO_PROCESS.rawValue), 0, processNiceness)
        #endif
        var pid: pid_t = 0
        guard posix_spawn(&pid, "/bin/sh", &fileActions, &attributes, argv, envp) == 0 else { return (.exited(127), 0) }
        lock.withLock { _ = running.insert(pid) }
        defer { lock.withLock { _ = running.remove(pid) } }
        let deadline = timeoutSeconds.map { Date().addingTimeInterval($0) }
        var status: Int32 = 0
        var usage = rusage()
        while true {
            let result = wait4(pid, &status, WNOHANG, &usage)
            if result == pid { break }
            if result < 0 { return (.exited(127), 0) }
            if let deadline, Date() > deadline {
                kill(-pid, SIGKILL)
                wait4(pid, &status, 0, &usage)
                return (.timedOut, cpuSeconds(usage))
            }
            usleep(20_000)
        }
        let signal = status & 0x7f
        return (signal == 0 ? .exited((status >> 8) & 0xff) : .signalled(signal), cpuSeconds(usage))
    }

    #if os(Linux)
        /// The niceness the command was started with: the main thread's, whose id is the process's.
        private static let processNiceness = getpriority(
            __priority_which_t(PRIO_PROCESS.rawValue), id_t(getpid()))
    #endif

    private static func cpuSeconds(_ usage: rusage) -> Double {
        Double(usage.ru_utime.tv_sec + usage.ru_stime.tv_sec)
            + Double(usage.ru_utime.tv_usec + usage.ru_stime.tv_usec) / 1_000_000
    }

    /// Stops every process group still running (for an interrupted `mutate`).
    public static func stopAll() {
        lock.withLock { for pid in running { kill(-pid, SIGKILL) } }
    }

    static func shellQuoted(_ text: String) -> String {
        "'" + text.replacingOccurrences(of: "'", with: "'\\''") + "'"
    }
}
