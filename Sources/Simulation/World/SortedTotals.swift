/// Values kept in an array sorted by key, each key found by walking back from the end.
///
/// Made for keys that nearly always arrive at or near the end — usage recorded in time order
/// under keys that lead with the day — so the walk stops after a step or two, without the
/// hashing of a dictionary, and the entries read in key order without a sort. A key that
/// arrives out of order is still put in its place; it only costs a longer walk.
struct SortedTotals<Key: Comparable, Value> {
    /// Sorted by key, each key once.
    private(set) var entries: [(key: Key, value: Value)] = []

    /// Changes the value under `key`, starting from `initial` when the key is new.
    mutating func update(_ key: Key, initial: Value, _ change: (inout Value) -> Void) {
        var position = entries.endIndex
        while position > entries.startIndex, key < entries[position - 1].key {
            position -= 1
        }
        if position > entries.startIndex, entries[position - 1].key == key {
            change(&entries[position - 1].value)
        } else {
            var value = initial
            change(&value)
            entries.insert((key, value), at: position)
        }
    }
}

extension SortedTotals: Sendable where Key: Sendable, Value: Sendable {}
