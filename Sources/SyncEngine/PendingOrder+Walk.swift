extension PendingOrder {
    /// A walk of the entries of an order seen earlier beside the entries of the order now, both
    /// in id order: for each entry now, whether the earlier order held the very same change (the
    /// same stamp, within one origin), another change of the same id, or not the id. Readers
    /// that keep what they worked out of the queue from one look to the next (a digest, the ids
    /// held for a retry) meet the earlier queue entry by entry, comparing ids only where the
    /// stamps differ.
    public struct Walk {
        public enum Match: Equatable {
            /// The same change, at this offset of the earlier entries.
            case sameChange(at: Int)
            case sameID
            case absent
        }

        private let seen: ArraySlice<Entry>
        private var position: Int
        /// Stamps name the same change only within one origin.
        private let isSameOrigin: Bool

        public init(seen: ArraySlice<Entry>, seenOrigin: Origin?, beside order: PendingOrder) {
            self.seen = seen
            position = seen.startIndex
            isSameOrigin = seenOrigin === order.origin
        }

        /// Where `entry` stands in the earlier order; entries come in id order.
        public mutating func match(_ entry: Entry) -> Match {
            guard position != seen.endIndex else { return .absent }
            if isSameOrigin, seen[position].stamp == entry.stamp {
                position += 1
                return .sameChange(at: position - 1 - seen.startIndex)
            }
            while position != seen.endIndex, seen[position].id < entry.id {
                position += 1
            }
            guard position != seen.endIndex, seen[position].id == entry.id else { return .absent }
            position += 1
            return .sameID
        }
    }
}
