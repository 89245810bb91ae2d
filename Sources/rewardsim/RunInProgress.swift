#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// What each simulation thread is running, where the internal-error handler can read it: a run
/// that breaks an invariant is named with the command that reproduces it. The handler may not
/// allocate or lock, so every thread owns a slot of a table made before any signal: its thread
/// and a fixed buffer holding the line to print, written before each run and emptied after.
enum RunInProgress {
    static let slotCount = 256
    static let lineBytesMax = 2_048

    nonisolated(unsafe) private static let threads = UnsafeMutablePointer<pthread_t>.allocate(capacity: slotCount)
    nonisolated(unsafe) private static let lengths = UnsafeMutablePointer<Int>.allocate(capacity: slotCount)
    nonisolated(unsafe) private static let lines = UnsafeMutablePointer<UInt8>.allocate(
        capacity: slotCount * lineBytesMax)
    /// Slots handed out; only `claimSlot` writes it, under `lock`, and only grows it.
    nonisolated(unsafe) private static var slotsUsed = 0
    nonisolated(unsafe) private static var lock = pthread_mutex_t()

    /// Before any thread claims a slot or a signal can arrive.
    static func prepare() {
        pthread_mutex_init(&lock, nil)
        lengths.initialize(repeating: 0, count: slotCount)
    }

    /// Gives the calling thread a slot (once); a thread beyond the table's size goes unnamed.
    static func claimSlot() {
        pthread_mutex_lock(&lock)
        defer { pthread_mutex_unlock(&lock) }
        guard slot(of: pthread_self()) == nil, slotsUsed < slotCount else { return }
        lengths[slotsUsed] = 0
        threads[slotsUsed] = pthread_self()
        slotsUsed += 1
    }

    /// `run` on the calling thread until `finish`: the line the handler prints if it crashes.
    static func begin(_ run: String, reproduce: String) {
        guard let slot = slot(of: pthread_self()) else { return }
        let bytes = Array("rewardsim: it stopped in \(run); reproduce: \(reproduce)\n".utf8.prefix(lineBytesMax))
        lengths[slot] = 0
        bytes.withUnsafeBufferPointer { (lines + slot * lineBytesMax).update(from: $0.baseAddress!, count: $0.count) }
        lengths[slot] = bytes.count
    }

    static func finish() {
        guard let slot = slot(of: pthread_self()) else { return }
        lengths[slot] = 0
    }

    /// From the signal handler: writes the calling thread's line, if it is running one. Only
    /// reads the table and calls `write`.
    static func writeCurrent() {
        guard let slot = slot(of: pthread_self()), lengths[slot] > 0 else { return }
        _ = write(STDERR_FILENO, lines + slot * lineBytesMax, lengths[slot])
    }

    private static func slot(of thread: pthread_t) -> Int? {
        for index in 0..<slotsUsed where pthread_equal(threads[index], thread) != 0 {
            return index
        }
        return nil
    }
}
