/// The storage behind `EventQueue`: a hierarchical timing wheel that keeps exact
/// (time, sequence) order, so push and pop cost a few array accesses instead of a heap's
/// mispredicted comparisons.
///
/// Times become unsigned keys, split into 6-bit digits. Level `k` has 64 slots and holds the
/// events whose key first differs from the cursor (the last popped time) in digit `k`, filed
/// under that digit. Slots are aligned to absolute times, not to the cursor, which is what keeps
/// simultaneous events first-in first-out: an event lands in a lower level only after the
/// whole higher slot it would share has been cascaded down, so every slot's list stays in
/// sequence order. Lists are intrusive, threaded through one node pool with a free list, so
/// steady-state operation allocates nothing.
///
/// The price is monotonicity: a push may not precede the last popped time. A run loop never
/// needs that, since time never goes backwards.
@usableFromInline
struct TimingWheel<Payload> {
    @usableFromInline
    struct Node {
        @usableFromInline var time: Int64
        @usableFromInline var sequence: UInt64
        /// Cleared when the node is freed, so the pool does not keep payload objects alive.
        @usableFromInline var payload: Payload?
        @usableFromInline var next: Int

        @inlinable
        init(time: Int64, sequence: UInt64, payload: Payload) {
            self.time = time
            self.sequence = sequence
            self.payload = payload
            next = TimingWheel.noNode
        }
    }

    /// Head and tail of one slot's list.
    @usableFromInline
    struct SlotList {
        @usableFromInline var head: Int
        @usableFromInline var tail: Int

        @inlinable
        static var empty: SlotList { SlotList(head: TimingWheel.noNode, tail: TimingWheel.noNode) }

        @inlinable
        init(head: Int, tail: Int) {
            self.head = head
            self.tail = tail
        }
    }

    @inlinable static var noNode: Int { -1 }
    @inlinable static var digitBits: Int { 6 }
    @inlinable static var slotsPerLevel: Int { 64 }
    /// Eleven 6-bit digits cover all 64 key bits.
    @inlinable static var levelCount: Int { 11 }

    @usableFromInline var nodes: ContiguousArray<Node>
    @usableFromInline var freeListHead: Int
    @usableFromInline var slots: ContiguousArray<SlotList>
    /// One bit per slot, per level: finding the next occupied slot is a count of trailing zeros.
    @usableFromInline var occupancy: ContiguousArray<UInt64>
    @usableFromInline var cursorKey: UInt64
    @usableFromInline var count: Int

    @inlinable
    init(reservingCapacity: Int) {
        nodes = []
        nodes.reserveCapacity(reservingCapacity)
        freeListHead = Self.noNode
        slots = ContiguousArray(repeating: .empty, count: Self.levelCount * Self.slotsPerLevel)
        occupancy = ContiguousArray(repeating: 0, count: Self.levelCount)
        cursorKey = 0
        count = 0
    }

    /// Maps times to unsigned keys with the same order (flipping the sign bit).
    @inlinable
    static func key(_ time: Int64) -> UInt64 {
        UInt64(bitPattern: time) ^ (1 << 63)
    }

    /// The earliest time a push may use: the last popped time, or `Int64.min` before any pop.
    @inlinable
    var cursorTime: Int64 {
        Int64(bitPattern: cursorKey ^ (1 << 63))
    }

    @inlinable
    mutating func insert(_ payload: Payload, at time: Int64, sequence: UInt64) {
        let node = Node(time: time, sequence: sequence, payload: payload)
        let index: Int
        if freeListHead == Self.noNode {
            index = nodes.count
            nodes.append(node)
        } else {
            index = freeListHead
            freeListHead = nodes[index].next
            nodes[index] = node
        }
        link(index, key: Self.key(time))
        count += 1
    }

    /// Appends node `index` to the tail of the slot its key belongs to, relative to the cursor.
    @inlinable
    mutating func link(_ index: Int, key: UInt64) {
        precondition(key >= cursorKey, "a timing wheel cannot hold a time before its cursor")
        // `| 1` sends a key equal to the cursor to level 0 without a branch.
        let level = (63 - ((key ^ cursorKey) | 1).leadingZeroBitCount) / Self.digitBits
        let digit = Int(truncatingIfNeeded: key >> UInt64(level * Self.digitBits)) & (Self.slotsPerLevel - 1)
        let slot = level * Self.slotsPerLevel + digit
        nodes[index].next = Self.noNode
        let tail = slots[slot].tail
        if tail == Self.noNode {
            slots[slot].head = index
            occupancy[level] |= 1 << UInt64(digit)
        } else {
            nodes[tail].next = index
        }
        slots[slot].tail = index
    }

    /// The first occupied slot of `level` at or after the cursor's digit, if any. Earlier slots
    /// are always empty: they would hold times before the cursor.
    @inlinable
    func firstOccupiedDigit(level: Int) -> Int? {
        let cursorDigit = Int(truncatingIfNeeded: cursorKey >> UInt64(level * Self.digitBits))
            & (Self.slotsPerLevel - 1)
        let candidates = occupancy[level] & (UInt64.max << UInt64(cursorDigit))
        return candidates == 0 ? nil : candidates.trailingZeroBitCount
    }
}

extension TimingWheel: Sendable where Payload: Sendable {}
extension TimingWheel.Node: Sendable where Payload: Sendable {}
extension TimingWheel.SlotList: Sendable {}
