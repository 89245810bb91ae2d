#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// A failed system call, described as "what we tried: what the system said".
struct SystemCallFailure: Error {
    let reason: String

    /// Must be called straight after the failing call, before anything can overwrite `errno`.
    static func lastError(_ attempt: String) -> SystemCallFailure {
        SystemCallFailure(reason: "\(attempt): \(String(cString: strerror(errno)))")
    }

    /// Turns a POSIX "-1 means failure" return code into a thrown error.
    static func check(_ returnCode: Int32, _ attempt: @autoclosure () -> String) throws(SystemCallFailure) {
        if returnCode != 0 { throw lastError(attempt()) }
    }
}
