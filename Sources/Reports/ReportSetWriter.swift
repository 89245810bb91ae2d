import Foundation

/// Replaces a run's report files as one set. Readers of the report directory — a CI step, a
/// person, the next run — see either the whole previous set or the whole new one: the new
/// files are written into a staging folder inside the directory, then swapped in under a lock,
/// the previous set moved aside first so that a failing rename can put it back. An interrupt
/// handler calls `discard()`, which waits for a swap in progress and removes what is staged.
///
/// Nothing is written outside the directory except the paths the user named (`--junit`,
/// `--trace`), each staged in a hidden file beside itself and renamed over it.
public final class ReportSetWriter: @unchecked Sendable {
    /// Every file a run's report set can hold; a run removes those of them it does not write.
    public static let runFileNames = ["results.json", "junit.xml", "summary.md", "report.html", "results.csv"]
    /// The prefix of a staging folder's name; the host and the process id follow, so that a
    /// later run can tell a killed run's leftovers from a live run's work.
    static let stagingPrefix = ".rewardsim-writing-"

    public let directory: String
    private let lock = NSLock()
    private var stagedPaths: [String] = []

    public init(directory: String) {
        self.directory = directory
    }

    var stagingPath: String {
        (directory as NSString).appendingPathComponent(Self.stagingPrefix + Self.hostName + "-\(getpid())")
    }

    /// Writes `files` (names inside the directory) and `outside` (paths the user named) and
    /// swaps them in, removing every file of `replacing` that the new set does not hold.
    public func write(
        _ files: [(name: String, text: String)], replacing: [String], outside: [(path: String, text: String)] = []
    ) throws(ReportWriteError) {
        do throws(SystemCallFailure) {
            try FileSystemCalls.makeDirectories(directory)
        } catch {
            throw ReportWriteError(path: directory, reason: error.reason)
        }
        removeStaleStaging()
        let staging = stagingPath
        var stagedOutside: [(temporary: String, path: String)] = []
        do throws(ReportWriteError) {
            try locked { () throws(ReportWriteError) in
                guard mkdir(staging, 0o755) == 0 else {
                    throw ReportWriteError(path: staging, reason: SystemCallFailure.lastError("cannot create").reason)
                }
                stagedPaths.append(staging)
            }
            for file in files {
                let path = (staging as NSString).appendingPathComponent(file.name)
                try Self.writeNew(file.text, to: path)
            }
            for file in outside {
                let temporary = try stageBeside(file.path, text: file.text)
                stagedOutside.append((temporary, file.path))
            }
            try locked { () throws(ReportWriteError) in
                try swap(files.map(\.name), replacing: replacing, staging: staging, outside: stagedOutside)
            }
        } catch {
            discard()
            throw error
        }
    }

    /// Removes whatever is staged and not yet swapped in; waits for a swap in progress to end.
    /// Safe to call from any thread, any number of times.
    public func discard() {
        lock.lock()
        defer { lock.unlock() }
        removeStaged()
    }

    /// `discard()` for a process about to exit: the lock is kept, so no write can stage or
    /// swap anything between the removal and the exit.
    public func abandon() {
        lock.lock()
        removeStaged()
    }

    private func removeStaged() {
        for path in stagedPaths { try? FileManager.default.removeItem(atPath: path) }
        stagedPaths = []
    }

    private func locked<T>(_ body: () throws(ReportWriteError) -> T) throws(ReportWriteError) -> T {
        lock.lock()
        defer { lock.unlock() }
        return try body()
    }

    private func stageBeside(_ path: String, text: String) throws(ReportWriteError) -> String {
        guard !path.isEmpty, !path.hasSuffix("/") else {
            throw ReportWriteError(path: path, reason: "the path names no file")
        }
        let (folder, baseName) = Self.split(path)
        do throws(SystemCallFailure) {
            try FileSystemCalls.makeDirectories(folder)
            // Created and recorded under the lock, so that an interrupt either finds it or
            // comes before it exists.
            lock.lock()
            let created = Result { () throws(SystemCallFailure) in
                try FileSystemCalls.makeTemporaryFile(in: folder, namedAfter: baseName)
            }
            if case .success(let temporary) = created { stagedPaths.append(temporary.path) }
            lock.unlock()
            let temporary = try created.get()
            try FileSystemCalls.writeDurably(Array(text.utf8), to: temporary.descriptor)
            return temporary.path
        } catch {
            throw ReportWriteError(path: path, reason: error.reason)
        }
    }

    /// Runs under the lock: the previous set goes into `staging/previous`, the new one into the
    /// directory; on a failure every move is undone in reverse.
    private func swap(
        _ names: [String], replacing: [String], staging: String, outside: [(temporary: String, path: String)]
    ) throws(ReportWriteError) {
        let previous = (staging as NSString).appendingPathComponent("previous")
        var moves: [(from: String, to: String)] = []
        do throws(SystemCallFailure) {
            try SystemCallFailure.check(mkdir(previous, 0o755), "cannot create '\(previous)'")
            for name in Array(Set(replacing + names)).sorted() {
                let current = (directory as NSString).appendingPathComponent(name)
                guard FileManager.default.fileExists(atPath: current) else { continue }
                let aside = (previous as NSString).appendingPathComponent(name)
                try FileSystemCalls.renameReplacing(current, with: aside)
                moves.append((current, aside))
            }
            for name in names {
                let staged = (staging as NSString).appendingPathComponent(name)
                let destination = (directory as NSString).appendingPathComponent(name)
                try FileSystemCalls.renameReplacing(staged, with: destination)
                moves.append((staged, destination))
            }
        } catch {
            for move in moves.reversed() { _ = rename(move.to, move.from) }
            throw ReportWriteError(path: directory, reason: error.reason)
        }
        for file in outside {
            // The set is in place; a path the user named that cannot be replaced now is reported,
            // and the user's previous file stays as it was.
            do throws(SystemCallFailure) {
                try FileSystemCalls.renameReplacing(file.temporary, with: file.path)
            } catch {
                throw ReportWriteError(path: file.path, reason: error.reason)
            }
        }
        try? FileManager.default.removeItem(atPath: staging)
        stagedPaths = []
        FileSystemCalls.syncDirectory(directory)
    }

    /// Staging folders of this host whose process is gone, and the temporary files older
    /// versions left beside report files, are a killed run's leftovers: removed.
    func removeStaleStaging() {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: directory)) ?? []
        let ownHost = Self.stagingPrefix + Self.hostName + "-"
        for name in names.sorted() {
            let isStale: Bool
            if name.hasPrefix(ownHost), let pid = Int32(name.dropFirst(ownHost.count)) {
                isStale = pid != getpid() && kill(pid, 0) != 0 && errno == ESRCH
            } else {
                isStale = Self.runFileNames.contains { name.hasPrefix(".\($0).tmp.") }
            }
            if isStale {
                try? FileManager.default.removeItem(atPath: (directory as NSString).appendingPathComponent(name))
            }
        }
    }

    /// Creates `path`, which must not exist, with `text`, flushed to disk.
    static func writeNew(_ text: String, to path: String) throws(ReportWriteError) {
        let descriptor = open(path, O_WRONLY | O_CREAT | O_EXCL, 0o644)
        do throws(SystemCallFailure) {
            guard descriptor >= 0 else { throw .lastError("cannot create") }
            try FileSystemCalls.writeDurably(Array(text.utf8), to: descriptor)
        } catch {
            throw ReportWriteError(path: path, reason: error.reason)
        }
    }

    /// The directory part (`.` for a bare file name) and the last component.
    static func split(_ path: String) -> (directory: String, baseName: String) {
        guard let slash = path.lastIndex(of: "/") else { return (".", path) }
        let directory = String(path[..<slash])
        return (directory.isEmpty ? "/" : directory, String(path[path.index(after: slash)...]))
    }

    /// This machine's name, with characters that could not stand in a file name replaced.
    static let hostName: String = {
        var buffer = [CChar](repeating: 0, count: 256)
        guard gethostname(&buffer, buffer.count - 1) == 0 else { return "host" }
        let name = String(cString: buffer).map { $0.isLetter || $0.isNumber || $0 == "." ? $0 : "_" }
        return name.isEmpty ? "host" : String(name).replacingOccurrences(of: "-", with: "_")
    }()
}
