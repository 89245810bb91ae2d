/// The storage behind `EventQueue` and `EventLoop`: a hierarchical timing wheel that keeps exact
/// (time, sequence) order, so push and pop cost a few loads and stores instead of a heap's
/// mispredicted comparisons.
///
/// Times become unsigned keys. Level 0 has 4,096 slots of one millisecond each, filed by the
/// key's low 12 bits; the nine levels above have 64 slots each, filed by the next 6-bit digits.
/// An event sits on the level of the highest digit in which its key differs from the cursor (the
/// last popped time). Slots are aligned to absolute times, not to the cursor, which is what keeps
/// simultaneous events first-in first-out: an event lands in a lower level only after the
/// whole higher slot it would share has been cascaded down, so every slot's list stays in
/// sequence order. Level 0 is wide because most events of a simulation are due within seconds:
/// an event that lands there directly is never cascaded.
///
/// Lists are intrusive, threaded through `EventNodePool` by `Int32` index; bitmaps of occupied
/// slots (and, for level 0, of occupied bitmap words) find the next event with a count of
/// trailing zeros. A class, so that `EventLoop` can own one without a uniqueness check per event;
/// `EventQueue` puts value semantics around it by copying on write.
///
/// The price is monotonicity: a push may not precede the last popped time. A run loop never
/// needs that, since time never goes backwards.
@usableFromInline
final class TimingWheel<Payload> {
    @inlinable static var levelZeroBits: Int { 12 }
    @inlinable static var levelZeroSlots: Int { 1 << levelZeroBits }
    @inlinable static var levelZeroWords: Int { levelZeroSlots / 64 }
    @inlinable static var digitBits: Int { 6 }
    @inlinable static var slotsPerUpperLevel: Int { 1 << digitBits }
    /// Nine 6-bit digits cover the 52 key bits above level 0.
    @inlinable static var upperLevelCount: Int { 9 }
    @inlinable static var slotCount: Int { levelZeroSlots + upperLevelCount * slotsPerUpperLevel }

    @usableFromInline @exclusivity(unchecked) var nodes: EventNodePool<Payload>
    /// For each slot (level 0's first, then each upper level's), the position in `nodes.links`
    /// of its list's last link: the slot's own head when the list is empty, else its last
    /// node's link. Appending writes there, whichever it is.
    @usableFromInline let tails: UnsafeMutablePointer<Int32>
    /// One bit per level-0 slot.
    @usableFromInline let levelZeroOccupancy: UnsafeMutablePointer<UInt64>
    /// Bit `w` set when word `w` of `levelZeroOccupancy` is not zero.
    @usableFromInline @exclusivity(unchecked) var levelZeroSummary: UInt64
    /// One word per upper level, one bit per slot.
    @usableFromInline let upperOccupancy: UnsafeMutablePointer<UInt64>
    /// Bit `u` set when upper level `u` (level `u + 1`) holds an event.
    @usableFromInline @exclusivity(unchecked) var upperLevels: UInt64
    @usableFromInline @exclusivity(unchecked) var cursorKey: UInt64
    @usableFromInline @exclusivity(unchecked) var count: Int
    @usableFromInline @exclusivity(unchecked) var nextSequence: UInt64

    @usableFromInline
    init(reservingCapacity: Int) {
        nodes = EventNodePool(capacity: reservingCapacity, headCount: Self.slotCount)
        tails = .allocate(capacity: Self.slotCount)
        for slot in 0..<Self.slotCount {
            (tails + slot).initialize(to: Int32(slot))
        }
        levelZeroOccupancy = .allocate(capacity: Self.levelZeroWords)
        levelZeroOccupancy.initialize(repeating: 0, count: Self.levelZeroWords)
        levelZeroSummary = 0
        upperOccupancy = .allocate(capacity: Self.upperLevelCount)
        upperOccupancy.initialize(repeating: 0, count: Self.upperLevelCount)
        upperLevels = 0
        cursorKey = 0
        count = 0
        nextSequence = 0
    }

    /// An independent wheel holding the same events in the same order.
    @usableFromInline
    func copy() -> TimingWheel {
        let copy = TimingWheel(reservingCapacity: 0)
        copy.nodes.deallocate()
        copy.nodes = nodes.copy()
        copy.tails.update(from: tails, count: Self.slotCount)
        copy.levelZeroOccupancy.update(from: levelZeroOccupancy, count: Self.levelZeroWords)
        copy.levelZeroSummary = levelZeroSummary
        copy.upperOccupancy.update(from: upperOccupancy, count: Self.upperLevelCount)
        copy.upperLevels = upperLevels
        copy.cursorKey = cursorKey
        copy.count = count
        copy.nextSequence = nextSequence
        return copy
    }

    deinit {
        nodes.deallocate()
        tails.deallocate()
        levelZeroOccupancy.deallocate()
        upperOccupancy.deallocate()
    }

    /// Maps times to unsigned keys with the same order (flipping the sign bit).
    @inlinable
    static func key(_ time: Int64) -> UInt64 {
        UInt64(bitPattern: time) ^ (1 << 63)
    }

    @inlinable
    static func time(_ key: UInt64) -> Int64 {
        Int64(bitPattern: key ^ (1 << 63))
    }

    /// The earliest time a push may use: the last popped time, or `Int64.min` before any pop.
    @inlinable
    var cursorTime: Int64 { Self.time(cursorKey) }

    /// Queues the payload after every event already queued for the same time.
    @inlinable @inline(__always)
    func insert(_ payload: Payload, at time: Int64) {
        let index = nodes.allocate(time: time, sequence: nextSequence, payload: payload)
        nextSequence &+= 1
        link(index, key: Self.key(time))
        count &+= 1
    }

    /// Appends node `index` to the tail of the slot its key belongs to, relative to the cursor.
    /// Setting a slot's occupancy bits again is harmless, so no branch asks whether it was empty.
    @inlinable @inline(__always)
    func link(_ index: Int32, key: UInt64) {
        precondition(key >= cursorKey, "a timing wheel cannot hold a time before its cursor")
        let difference = key ^ cursorKey
        if difference < UInt64(Self.levelZeroSlots) {
            let digit = Int(truncatingIfNeeded: key) & (Self.levelZeroSlots - 1)
            append(index, toSlot: digit)
            let word = digit >> 6
            levelZeroOccupancy[word] |= 1 << UInt64(digit & 63)
            levelZeroSummary |= 1 << UInt64(word)
        } else {
            let upper = (63 - difference.leadingZeroBitCount - Self.levelZeroBits) / Self.digitBits
            let shift = UInt64(Self.levelZeroBits + upper * Self.digitBits)
            let digit = Int(truncatingIfNeeded: key >> shift) & (Self.slotsPerUpperLevel - 1)
            append(index, toSlot: Self.levelZeroSlots + upper * Self.slotsPerUpperLevel + digit)
            upperOccupancy[upper] |= 1 << UInt64(digit)
            upperLevels |= 1 << UInt64(upper)
        }
    }

    @inlinable @inline(__always)
    func append(_ index: Int32, toSlot slot: Int) {
        let position = nodes.linkPosition(of: index)
        let links = nodes.links
        links[position] = EventNodePool<Payload>.none
        links[Int(truncatingIfNeeded: tails[slot])] = index
        tails[slot] = Int32(truncatingIfNeeded: position)
    }
}

extension TimingWheel: @unchecked Sendable where Payload: Sendable {}
