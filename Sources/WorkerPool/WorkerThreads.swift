import Foundation

/// The parallelism between simulations (`--jobs`), never inside one: the same work loop on
/// several threads at once. Each loop claims its next item itself and keeps it whole on its
/// thread, and the caller puts each result in the item's own place — so which thread ran which
/// item changes no result.
public enum WorkerThreads {
    /// A thread's stack: a long simulation's call chains are deep.
    public static let stackBytes = 16 << 20

    /// Runs `work` on up to `threads` threads, no more than there are `items`, and returns once
    /// every one has returned. With one thread, `work` runs on the calling thread; with more,
    /// each new thread calls `prepare` first.
    public static func run(
        threads: Int, items: Int, prepare: @escaping @Sendable () -> Void = {},
        _ work: @escaping @Sendable () -> Void
    ) {
        let threadCount = min(max(1, threads), max(1, items))
        guard threadCount > 1 else { return work() }
        let group = DispatchGroup()
        for _ in 0..<threadCount {
            group.enter()
            let thread = Thread {
                prepare()
                work()
                group.leave()
            }
            thread.stackSize = stackBytes
            thread.start()
        }
        group.wait()
    }
}
