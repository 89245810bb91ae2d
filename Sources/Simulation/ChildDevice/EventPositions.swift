/// The positions of a group's events among an activity's registrations, in the order the group
/// fires them. An app that registers its minutes one after another gives consecutive positions,
/// kept as a range at no cost per event; any other order is listed.
enum EventPositions {
    case consecutive(Range<Int>)
    case listed([Int32])

    init(_ positions: [Int]) {
        if let first = positions.first, positions.last! - first == positions.count - 1,
            zip(positions, positions.dropFirst()).allSatisfy({ $0 + 1 == $1 })
        {
            self = .consecutive(first..<(first + positions.count))
        } else {
            precondition(positions.allSatisfy { $0 <= Int(Int32.max) }, "an activity has fewer than 2^31 events")
            self = .listed(positions.map { Int32($0) })
        }
    }

    var count: Int {
        switch self {
        case .consecutive(let range): range.count
        case .listed(let positions): positions.count
        }
    }

    subscript(index: Int) -> Int {
        switch self {
        case .consecutive(let range):
            precondition(index >= 0 && index < range.count, "event \(index) of \(range.count)")
            return range.lowerBound + index
        case .listed(let positions):
            return Int(positions[index])
        }
    }
}
