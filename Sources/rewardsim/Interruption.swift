import Dispatch
import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// SIGINT and SIGTERM end a run cleanly: whatever report files are staged are removed (a swap
/// in progress finishes first, so the directory holds one whole set), and the process exits
/// 130 or 143, the shell's codes for those signals.
enum Interruption {
    nonisolated(unsafe) private static var sources: [DispatchSourceSignal] = []
    nonisolated(unsafe) private static var cleanups: [@Sendable () -> Void] = []
    private static let lock = NSLock()

    /// Called once, before any work: from here on the signals are heard on a queue of their own.
    static func install() {
        for signalNumber in [SIGINT, SIGTERM] {
            signal(signalNumber, SIG_IGN)
            let source = DispatchSource.makeSignalSource(signal: signalNumber, queue: .global())
            source.setEventHandler { interrupted(by: signalNumber) }
            source.resume()
            sources.append(source)
        }
    }

    /// Runs `cleanup` if the run is interrupted from now on; it may keep whatever lock it takes,
    /// since the process exits right after.
    static func onInterrupt(_ cleanup: @escaping @Sendable () -> Void) {
        lock.lock()
        cleanups.append(cleanup)
        lock.unlock()
    }

    private static func interrupted(by signalNumber: Int32) {
        lock.lock()
        for cleanup in cleanups { cleanup() }
        let name = signalNumber == SIGINT ? "SIGINT" : "SIGTERM"
        fflush(nil)
        FileHandle.standardError.write(
            Data("\nrewardsim: stopped by \(name); the report directory keeps its previous reports\n".utf8))
        _exit(128 + signalNumber)
    }
}
