/// Closures waiting for their events, by ticket. Tickets are handed out in order and most run
/// within seconds, so the closures sit in an array from the oldest ticket still waiting: a
/// ticket finds its closure by subtraction, not by hashing, and the run of finished ones at
/// the front is dropped in bulk.
struct DeferredWorkQueue {
    private var slots: [(() -> Void)?] = []
    /// The ticket of `slots[head]`; tickets before it have all run.
    private var headTicket: UInt32 = 1
    private var head = 0
    private(set) var lastTicket: UInt32 = 0

    /// Keeps `work` under the next ticket, which it returns.
    mutating func add(_ work: @escaping () -> Void) -> UInt32 {
        lastTicket += 1
        slots.append(work)
        return lastTicket
    }

    /// The closure of `ticket`, which is then done; nil when it ran already or never existed.
    mutating func take(_ ticket: UInt32) -> (() -> Void)? {
        guard ticket >= headTicket, ticket <= lastTicket else { return nil }
        let position = head + Int(ticket - headTicket)
        guard let work = slots[position] else { return nil }
        slots[position] = nil
        while head < slots.count, slots[head] == nil {
            head += 1
            headTicket += 1
        }
        if head >= Self.compactionMin, head * 2 >= slots.count {
            slots.removeFirst(head)
            head = 0
        }
        return work
    }

    /// Forgets every closure still waiting; tickets go on from where they were.
    mutating func removeAll() {
        slots.removeAll()
        head = 0
        headTicket = lastTicket + 1
    }

    /// Below this many finished slots at the front, dropping them costs more than keeping them.
    private static let compactionMin = 256
}
