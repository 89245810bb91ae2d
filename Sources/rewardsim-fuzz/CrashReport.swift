import Foundation

/// Names the input a campaign crashed on: a fatal signal's handler writes the index (with only
/// `write`, which is safe in a handler) and re-raises the signal. `replay` regenerates the input.
enum CrashReport {
    nonisolated(unsafe) static var currentIndex = 0
    nonisolated(unsafe) private static var digits = UnsafeMutablePointer<UInt8>.allocate(capacity: 32)

    static func install() {
        // Touched here so the handler never runs a lazy initialiser (an allocation) itself.
        digits[0] = 0
        // A stack overflow runs its handler on a stack of its own.
        let size = 1 << 16
        var alternate = stack_t(
            ss_sp: UnsafeMutableRawPointer.allocate(byteCount: size, alignment: 16),
            ss_flags: 0, ss_size: size)
        sigaltstack(&alternate, nil)
        for signal in [SIGILL, SIGSEGV, SIGBUS, SIGABRT, SIGTRAP, SIGFPE] {
            var action = sigaction()
            action.__sigaction_handler.sa_handler = { signal in
                CrashReport.write(index: CrashReport.currentIndex)
                Foundation.signal(signal, SIG_DFL)
                raise(signal)
            }
            action.sa_flags = SA_ONSTACK
            sigaction(signal, &action, nil)
        }
    }

    private static func write(index: Int) {
        let prefix: StaticString = "\nrewardsim-fuzz: crashed on input "
        _ = Glibc.write(2, prefix.utf8Start, prefix.utf8CodeUnitCount)
        var value = index
        var count = 0
        repeat {
            digits[31 - count] = UInt8(ascii: "0") + UInt8(value % 10)
            value /= 10
            count += 1
        } while value > 0 && count < 31
        _ = Glibc.write(2, digits + 32 - count, count)
        let suffix: StaticString = " (reproduce with: rewardsim-fuzz replay --seed S --index N)\n"
        _ = Glibc.write(2, suffix.utf8Start, suffix.utf8CodeUnitCount)
    }
}
