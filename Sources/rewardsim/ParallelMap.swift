import Foundation
import WorkerPool

/// Maps `0..<count` on up to `threads` threads: each index runs whole on one thread and its
/// result lands in its own slot, so the array is the same for every number of threads.
enum ParallelMap {
    static func map<Result>(count: Int, threads: Int, _ transform: @escaping @Sendable (Int) -> Result) -> [Result] {
        let slots = Slots<Result>(count: count)
        WorkerThreads.run(threads: threads, items: count, prepare: { InternalErrorHandler.prepareThread() }) {
            while let index = slots.claim() { slots.store(transform(index), at: index) }
        }
        return slots.results()
    }

    private final class Slots<Result>: @unchecked Sendable {
        private let lock = NSLock()
        private var next = 0
        private var filled: [Result?]

        init(count: Int) { filled = Array(repeating: nil, count: count) }

        func claim() -> Int? {
            lock.lock()
            defer { lock.unlock() }
            guard next < filled.count else { return nil }
            next += 1
            return next - 1
        }

        func store(_ result: Result, at index: Int) {
            lock.lock()
            defer { lock.unlock() }
            filled[index] = result
        }

        func results() -> [Result] { filled.map { $0! } }
    }
}
