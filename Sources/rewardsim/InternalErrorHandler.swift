#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// A true internal error — a broken invariant, an arithmetic trap, a stack overflow — must not
/// reach the user as a Swift backtrace: it prints one line and exits 3, the code for an
/// internal error. The handler does only what is safe inside a signal handler: `write` and
/// `_exit`, on a stack of its own so that it runs even when the thread's stack is exhausted.
/// When the thread was running a simulation, a second line names it and how to reproduce it
/// (`RunInProgress`).
enum InternalErrorHandler {
    static let signals = [SIGILL, SIGTRAP, SIGABRT, SIGFPE, SIGBUS, SIGSEGV]

    static func install() {
        _ = internalErrorMessage.count
        RunInProgress.prepare()
        prepareThread()
        for signalNumber in signals {
            var action = sigaction()
            #if os(Linux)
                action.__sigaction_handler.sa_handler = handle
            #else
                action.__sigaction_u.__sa_handler = handle
            #endif
            action.sa_flags = Int32(SA_ONSTACK)
            sigemptyset(&action.sa_mask)
            sigaction(signalNumber, &action, nil)
        }
    }

    /// Gives the calling thread an alternate signal stack and a slot to name its runs in; each
    /// thread that runs simulations calls it first. The stack is never freed: threads live as
    /// long as the run.
    static func prepareThread() {
        RunInProgress.claimSlot()
        let size = 64 * 1_024
        var stack = stack_t()
        stack.ss_sp = UnsafeMutableRawPointer.allocate(byteCount: size, alignment: 16)
        stack.ss_size = size
        stack.ss_flags = 0
        sigaltstack(&stack, nil)
    }
}

/// The message is built before any signal arrives: a handler must not allocate.
private let internalErrorMessage = Array(
    "rewardsim: internal error: the run stopped on a broken invariant; please report it with the command line\n".utf8
)

private func handle(_ signalNumber: Int32) {
    internalErrorMessage.withUnsafeBytes { _ = write(STDERR_FILENO, $0.baseAddress, $0.count) }
    RunInProgress.writeCurrent()
    _exit(ExitCode.internalError)
}
