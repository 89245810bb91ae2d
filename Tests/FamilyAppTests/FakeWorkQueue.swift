import Platform

/// A work queue the test runs item by item, or cuts off as a suspension does.
final class FakeWorkQueue: WorkQueue {
    private var items: [() -> Void] = []

    var count: Int { items.count }

    func async(_ work: @escaping () -> Void) {
        items.append(work)
    }

    func runNext(_ itemCount: Int = 1) {
        for _ in 0..<itemCount {
            items.removeFirst()()
        }
    }

    func drain() {
        while !items.isEmpty {
            runNext()
        }
    }

    /// The app was suspended: queued items are lost.
    func dropAll() {
        items.removeAll()
    }
}
