/// Writes report files so that a reader — a CI step, a person with `tail -f`, a second run —
/// sees either the old file or the whole new one, never half of it.
public enum AtomicFileWriter {
    /// Writes `text` as UTF-8 to a temporary file in the destination's directory, flushes it,
    /// then renames it over `path`. Missing parent directories are created. On failure the
    /// temporary file is removed and the previous file, if any, is left untouched.
    public static func write(_ text: String, to path: String) throws(ReportWriteError) {
        guard !path.isEmpty else { throw ReportWriteError(path: path, reason: "the path is empty") }
        guard !path.hasSuffix("/") else {
            throw ReportWriteError(path: path, reason: "the path names a directory, not a file")
        }
        let (directory, baseName) = split(path)
        do throws(SystemCallFailure) {
            try FileSystemCalls.makeDirectories(directory)
            let temporary = try FileSystemCalls.makeTemporaryFile(in: directory, namedAfter: baseName)
            do throws(SystemCallFailure) {
                try FileSystemCalls.writeDurably(Array(text.utf8), to: temporary.descriptor)
                try FileSystemCalls.renameReplacing(temporary.path, with: path)
            } catch {
                FileSystemCalls.remove(temporary.path)
                throw error
            }
            FileSystemCalls.syncDirectory(directory)
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
}
