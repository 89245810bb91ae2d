/// Tick indexes in ascending order, kept as runs of consecutive ones: a session's ticks mostly
/// follow one another, so a session of an hour keeps one run instead of sixty numbers. A
/// device keeps every session it judged for the whole run.
struct TickIndexRuns: Hashable, Sendable {
    private var runs: [Range<Int>] = []

    init(_ ascending: [Int] = []) {
        for index in ascending { append(index) }
    }

    /// Every index, ascending.
    var indexes: [Int] { runs.flatMap { $0 } }

    var last: Int? { runs.last.map { $0.upperBound - 1 } }

    /// Adds an index above every one kept.
    mutating func append(_ index: Int) {
        precondition(last.map { $0 < index } ?? true, "indexes are added in ascending order")
        if let run = runs.last, run.upperBound == index {
            runs[runs.count - 1] = run.lowerBound..<index + 1
        } else {
            runs.append(index..<index + 1)
        }
    }
}
