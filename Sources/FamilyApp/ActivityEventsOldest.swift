import Platform

/// The `count` oldest activity events of those considered, by time and then record name —
/// the events a log that keeps the newest sheds. The organiser's phone asks at every change;
/// a sort of the whole log each time cost 12 % of the busy family's run, while what it wants
/// is usually one event.
struct ActivityEventsOldest {
    typealias Order = (at: Int64, name: String)

    let count: Int
    /// Oldest first, at most `count`.
    private var kept: [(order: Order, event: CloudRecord)] = []

    init(count: Int) {
        precondition(count > 0, "at least one event is wanted")
        self.count = count
    }

    /// Where an event stands in the log: by the time it happened, then by name.
    static func order(of event: CloudRecord) -> Order {
        (event["at"]?.intValue ?? 0, event.id.name)
    }

    mutating func consider(_ event: CloudRecord) {
        let order = Self.order(of: event)
        if kept.count == count {
            guard order < kept[count - 1].order else { return }
            kept.removeLast()
        }
        let position = kept.firstIndex { order < $0.order } ?? kept.count
        kept.insert((order, event), at: position)
    }

    var newestFirst: [CloudRecord] {
        kept.reversed().map(\.event)
    }
}
