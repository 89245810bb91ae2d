#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// The POSIX calls behind `ReportSetWriter`, kept apart so that the writer reads as the
/// sequence of steps it is, and so that `write` and `rename` here mean the C functions.
enum FileSystemCalls {
    /// `mkdir -p`: creates each missing directory of `directory`, failing clearly when a
    /// component exists but is a regular file.
    static func makeDirectories(_ directory: String) throws(SystemCallFailure) {
        var prefix = directory.hasPrefix("/") ? "/" : ""
        for component in directory.split(separator: "/") {
            prefix += prefix.isEmpty || prefix.hasSuffix("/") ? component : "/" + component
            var status = stat()
            if stat(prefix, &status) == 0 {
                guard status.st_mode & S_IFMT == S_IFDIR else {
                    throw SystemCallFailure(reason: "'\(prefix)' exists and is not a directory")
                }
                continue
            }
            guard errno == ENOENT else { throw .lastError("cannot inspect '\(prefix)'") }
            if mkdir(prefix, 0o755) != 0, errno != EEXIST {
                throw .lastError("cannot create directory '\(prefix)'")
            }
        }
    }

    /// A new, uniquely named, hidden file next to the destination: the same directory keeps
    /// the later rename on one file system, which is what makes it atomic. The name never
    /// reaches any output, so the system choosing it does not affect determinism.
    static func makeTemporaryFile(
        in directory: String, namedAfter baseName: String
    ) throws(SystemCallFailure) -> (descriptor: Int32, path: String) {
        var template = Array("\(directory)/.\(baseName).tmp.XXXXXX".utf8CString)
        let descriptor = template.withUnsafeMutableBufferPointer { mkstemp($0.baseAddress!) }
        guard descriptor >= 0 else { throw .lastError("cannot create a temporary file in '\(directory)'") }
        let path = template.withUnsafeBufferPointer { String(cString: $0.baseAddress!) }
        return (descriptor, path)
    }

    /// Writes every byte, flushes them to the device and closes the file, which is closed
    /// even when an earlier step fails.
    static func writeDurably(_ bytes: [UInt8], to descriptor: Int32) throws(SystemCallFailure) {
        var failure: SystemCallFailure?
        do throws(SystemCallFailure) {
            try writeAll(bytes, to: descriptor)
            // mkstemp creates the file private to its owner; a report is for everyone to read.
            try SystemCallFailure.check(fchmod(descriptor, 0o644), "cannot set permissions")
            try SystemCallFailure.check(fsync(descriptor), "cannot flush to disk")
        } catch {
            failure = error
        }
        if close(descriptor) != 0, failure == nil { failure = .lastError("cannot close") }
        if let failure { throw failure }
    }

    private static func writeAll(_ bytes: [UInt8], to descriptor: Int32) throws(SystemCallFailure) {
        var written = 0
        while written < bytes.count {
            let count = bytes.withUnsafeBytes { buffer in
                write(descriptor, buffer.baseAddress! + written, buffer.count - written)
            }
            if count < 0 {
                guard errno == EINTR else { throw .lastError("cannot write") }
                continue
            }
            written += count
        }
    }

    static func renameReplacing(_ source: String, with destination: String) throws(SystemCallFailure) {
        let attempt = "cannot rename the temporary file into place"
        try SystemCallFailure.check(rename(source, destination), attempt)
    }

    static func remove(_ path: String) {
        _ = unlink(path)
    }

    /// Makes the rename itself durable. Best effort: some file systems refuse to sync a
    /// directory, and by now the new file is complete and in place either way.
    static func syncDirectory(_ directory: String) {
        let descriptor = open(directory, O_RDONLY)
        guard descriptor >= 0 else { return }
        _ = fsync(descriptor)
        _ = close(descriptor)
    }
}
