/// Finding, peeking and removing the earliest event.
///
/// Every event on a lower level precedes every event on a higher one (it shares the digit in
/// which the higher one first exceeds the cursor), and within a level slots run in time order.
/// No occupied slot lies before the cursor's own on its level, since its events would precede
/// the cursor; so the first set bit of a level's bitmap is its earliest slot. The minimum lives
/// in the first occupied slot of the lowest occupied level; on level 0 a slot holds a single
/// time, so its list head is the minimum.
extension TimingWheel {
    /// Does not cascade, so peeking never moves the cursor; on a higher level it scans one
    /// slot, which the following pop cascades anyway.
    @inlinable
    var minTime: Int64? {
        guard count > 0 else { return nil }
        if levelZeroSummary != 0 {
            return levelZeroTime(digit: firstOccupiedLevelZeroDigit())
        }
        precondition(upperLevels != 0, "timing wheel count is positive but no slot is occupied")
        let upper = upperLevels.trailingZeroBitCount
        let digit = upperOccupancy[upper].trailingZeroBitCount
        var earliest = Int64.max
        var index = nodes.links[Self.levelZeroSlots + upper * Self.slotsPerUpperLevel + digit]
        while index != EventNodePool<Payload>.none {
            earliest = Swift.min(earliest, nodes.node(index).pointee.time)
            index = nodes.links[nodes.linkPosition(of: index)]
        }
        return earliest
    }

    /// Pops the earliest event if its time is at most `limit`. Cascading may move the cursor
    /// forward, but never beyond `limit`, so later pushes at `limit` or after stay valid.
    @inlinable @inline(__always)
    func popMin(notAfter limit: Int64) -> ScheduledEvent<Payload>? {
        while true {
            if levelZeroSummary != 0 {
                let digit = firstOccupiedLevelZeroDigit()
                let time = levelZeroTime(digit: digit)
                return time <= limit ? popHead(ofLevelZeroDigit: digit, time: time) : nil
            }
            if upperLevels == 0 { return nil }
            let upper = upperLevels.trailingZeroBitCount
            let digit = upperOccupancy[upper].trailingZeroBitCount
            let slotStartKey = cursorKey(movedTo: digit, upperLevel: upper)
            guard Self.time(slotStartKey) <= limit else { return nil }
            cascade(upperLevel: upper, digit: digit, slotStartKey: slotStartKey)
        }
    }

    @inlinable
    func firstOccupiedLevelZeroDigit() -> Int {
        let word = levelZeroSummary.trailingZeroBitCount
        return word << 6 | levelZeroOccupancy[word].trailingZeroBitCount
    }

    /// Level-0 slots hold one time each: the cursor's key with its low 12 bits replaced.
    @inlinable
    func levelZeroTime(digit: Int) -> Int64 {
        Self.time((cursorKey & ~UInt64(Self.levelZeroSlots - 1)) | UInt64(digit))
    }

    /// The start of slot `digit` on an upper level: the cursor's higher digits, then `digit`,
    /// then zeros.
    @inlinable
    func cursorKey(movedTo digit: Int, upperLevel upper: Int) -> UInt64 {
        let shift = UInt64(Self.levelZeroBits + upper * Self.digitBits)
        // Shifting past the word gives 0, so the top level's mask wraps to all ones.
        let lowerDigitsMask = (UInt64(1) << (shift + UInt64(Self.digitBits))) &- 1
        return (cursorKey & ~lowerDigitsMask) | (UInt64(digit) << shift)
    }

    /// Branch-free on whether the slot empties, which in a simulation is about as likely as not,
    /// so a branch there is mispredicted half the time: the slot empties when its tail is the
    /// popped node's link, and a conditional move puts the tail back on the slot's head.
    @inlinable @inline(__always)
    func popHead(ofLevelZeroDigit digit: Int, time: Int64) -> ScheduledEvent<Payload> {
        let links = nodes.links
        let index = links[digit]
        let position = nodes.linkPosition(of: index)
        links[digit] = links[position]
        let tail = tails[digit]
        let emptied = tail == Int32(truncatingIfNeeded: position)
        tails[digit] = emptied ? Int32(truncatingIfNeeded: digit) : tail
        let word = digit >> 6
        let occupancy = levelZeroOccupancy[word] & ~(UInt64(emptied ? 1 : 0) << UInt64(digit & 63))
        levelZeroOccupancy[word] = occupancy
        levelZeroSummary &= ~(UInt64(occupancy == 0 ? 1 : 0) << UInt64(word))
        let node = nodes.take(index)
        count &-= 1
        cursorKey = Self.key(time)
        return ScheduledEvent(time: time, sequence: node.sequence, payload: node.payload)
    }

    /// Moves the cursor to the start of an upper slot and re-files that slot's events, in list
    /// order, into the lower levels, which are empty when this is called.
    @inlinable @inline(never)
    func cascade(upperLevel upper: Int, digit: Int, slotStartKey: UInt64) {
        let slot = Self.levelZeroSlots + upper * Self.slotsPerUpperLevel + digit
        var index = nodes.links[slot]
        nodes.links[slot] = EventNodePool<Payload>.none
        tails[slot] = Int32(truncatingIfNeeded: slot)
        upperOccupancy[upper] &= ~(1 << UInt64(digit))
        if upperOccupancy[upper] == 0 {
            upperLevels &= ~(1 << UInt64(upper))
        }
        cursorKey = slotStartKey
        while index != EventNodePool<Payload>.none {
            let next = nodes.links[nodes.linkPosition(of: index)]
            link(index, key: Self.key(nodes.node(index).pointee.time))
            index = next
        }
    }
}
