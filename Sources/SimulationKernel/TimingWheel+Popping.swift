/// Finding, peeking and removing the earliest event.
///
/// Every event on a lower level precedes every event on a higher one (it shares the digit in
/// which the higher one first exceeds the cursor), and within a level slots run in time order.
/// So the minimum lives in the first occupied slot of the lowest occupied level; on level 0 a
/// slot holds a single time, so its list head is the minimum.
extension TimingWheel {
    /// Does not cascade, so peeking never moves the cursor; on a higher level it scans one
    /// slot, which the following pop cascades anyway.
    @inlinable
    var minTime: Int64? {
        guard count > 0 else { return nil }
        if let digit = firstOccupiedDigit(level: 0) {
            return levelZeroTime(digit: digit)
        }
        guard let (level, digit) = firstOccupiedSlotAboveLevelZero() else {
            preconditionFailure("timing wheel count is positive but no slot is occupied")
        }
        var earliest = Int64.max
        var index = slots[level * Self.slotsPerLevel + digit].head
        while index != Self.noNode {
            earliest = Swift.min(earliest, nodes[index].time)
            index = nodes[index].next
        }
        return earliest
    }

    /// Pops the earliest event if its time is at most `limit`. Cascading may move the cursor
    /// forward, but never beyond `limit`, so later pushes at `limit` or after stay valid.
    @inlinable
    mutating func popMin(notAfter limit: Int64) -> ScheduledEvent<Payload>? {
        guard count > 0 else { return nil }
        while true {
            if let digit = firstOccupiedDigit(level: 0) {
                return levelZeroTime(digit: digit) <= limit ? popHead(ofLevelZeroDigit: digit) : nil
            }
            guard let (level, digit) = firstOccupiedSlotAboveLevelZero() else {
                preconditionFailure("timing wheel count is positive but no slot is occupied")
            }
            let slotStartKey = cursorKey(movedTo: digit, level: level)
            guard Int64(bitPattern: slotStartKey ^ (1 << 63)) <= limit else { return nil }
            cascade(level: level, digit: digit, slotStartKey: slotStartKey)
        }
    }

    /// Level-0 slots hold one time each: the cursor's key with its lowest digit replaced.
    @inlinable
    func levelZeroTime(digit: Int) -> Int64 {
        let key = (cursorKey & ~UInt64(Self.slotsPerLevel - 1)) | UInt64(digit)
        return Int64(bitPattern: key ^ (1 << 63))
    }

    @inlinable
    func firstOccupiedSlotAboveLevelZero() -> (level: Int, digit: Int)? {
        for level in 1..<Self.levelCount {
            if let digit = firstOccupiedDigit(level: level) { return (level, digit) }
        }
        return nil
    }

    /// The start of slot `digit` on `level`: the cursor's higher digits, then `digit`, then zeros.
    @inlinable
    func cursorKey(movedTo digit: Int, level: Int) -> UInt64 {
        let shift = UInt64(level * Self.digitBits)
        // Shifting past the word gives 0, so the top level's mask wraps to all ones.
        let lowerDigitsMask = (UInt64(1) << (shift + UInt64(Self.digitBits))) &- 1
        return (cursorKey & ~lowerDigitsMask) | (UInt64(digit) << shift)
    }

    @inlinable
    mutating func popHead(ofLevelZeroDigit digit: Int) -> ScheduledEvent<Payload> {
        let index = slots[digit].head
        let next = nodes[index].next
        slots[digit].head = next
        if next == Self.noNode {
            slots[digit].tail = Self.noNode
            occupancy[0] &= ~(1 << UInt64(digit))
        }
        guard let payload = nodes[index].payload else {
            preconditionFailure("a queued node has no payload")
        }
        let event = ScheduledEvent(time: nodes[index].time, sequence: nodes[index].sequence, payload: payload)
        nodes[index].payload = nil
        nodes[index].next = freeListHead
        freeListHead = index
        count -= 1
        cursorKey = Self.key(event.time)
        return event
    }

    /// Moves the cursor to the start of a slot above level 0 and re-files that slot's events,
    /// in list order, into the lower levels, which are empty when this is called.
    @inlinable
    mutating func cascade(level: Int, digit: Int, slotStartKey: UInt64) {
        let slot = level * Self.slotsPerLevel + digit
        var index = slots[slot].head
        slots[slot] = .empty
        occupancy[level] &= ~(1 << UInt64(digit))
        cursorKey = slotStartKey
        while index != Self.noNode {
            let next = nodes[index].next
            link(index, key: Self.key(nodes[index].time))
            index = next
        }
    }
}
