/// The queued events of a timing wheel, in manually managed memory addressed by `Int32` index,
/// and the links of the wheel's lists.
///
/// Why not an array of structs: every access to a `ContiguousArray` inside the wheel paid a
/// uniqueness check and a bounds check, and an optional payload a tag test; those were a third
/// of the kernel's instructions per event. Here a push or a pop is a few loads and stores.
///
/// `links` holds `headCount` list heads (the wheel's slots) followed by one link per node: the
/// node after it in its list, or in the free list for a free node. Heads and node links being
/// one kind of cell is what lets the wheel append and unlink without a branch on whether a list
/// is empty (see `TimingWheel`).
///
/// A node is initialised exactly while it is queued: `allocate` initialises it, `take` moves it
/// out. The owner must call `deallocate` exactly once.
@usableFromInline
struct EventNodePool<Payload> {
    @usableFromInline
    struct Node {
        @usableFromInline let time: Int64
        @usableFromInline let sequence: UInt64
        @usableFromInline let payload: Payload

        @inlinable
        init(time: Int64, sequence: UInt64, payload: Payload) {
            self.time = time
            self.sequence = sequence
            self.payload = payload
        }
    }

    /// The link of a list's last node and of an empty list's head.
    @usableFromInline static var none: Int32 { -1 }

    @usableFromInline var nodes: UnsafeMutablePointer<Node>
    @usableFromInline var links: UnsafeMutablePointer<Int32>
    @usableFromInline let headCount: Int
    @usableFromInline var capacity: Int
    /// Nodes below this index have been handed out at least once; those above never were.
    @usableFromInline var used: Int
    @usableFromInline var freeHead: Int32

    /// `headCount` list heads, all empty, and room for `capacity` nodes.
    @usableFromInline
    init(capacity requested: Int, headCount: Int) {
        precondition(requested >= 0, "capacity must not be negative")
        self.headCount = headCount
        capacity = Swift.max(requested, 16)
        precondition(headCount + capacity <= Int(Int32.max), "an event pool holds at most 2^31 - 1 links")
        nodes = .allocate(capacity: capacity)
        links = .allocate(capacity: headCount + capacity)
        links.initialize(repeating: Self.none, count: headCount)
        used = 0
        freeHead = Self.none
    }

    /// Where node `index`'s link lives in `links`.
    @inlinable @inline(__always)
    func linkPosition(of index: Int32) -> Int {
        headCount &+ Int(truncatingIfNeeded: index)
    }

    @inlinable @inline(__always)
    func node(_ index: Int32) -> UnsafeMutablePointer<Node> {
        nodes + Int(truncatingIfNeeded: index)
    }

    /// A node holding the event, its link unset: from the free list, else a never-used one,
    /// else after doubling the storage.
    @inlinable @inline(__always)
    mutating func allocate(time: Int64, sequence: UInt64, payload: Payload) -> Int32 {
        let index: Int32
        if freeHead != Self.none {
            index = freeHead
            freeHead = links[linkPosition(of: index)]
        } else {
            if used == capacity { grow() }
            index = Int32(truncatingIfNeeded: used)
            used &+= 1
        }
        node(index).initialize(to: Node(time: time, sequence: sequence, payload: payload))
        return index
    }

    /// Moves the node out and puts its index on the free list.
    @inlinable @inline(__always)
    mutating func take(_ index: Int32) -> Node {
        let taken = node(index).move()
        links[linkPosition(of: index)] = freeHead
        freeHead = index
        return taken
    }

    /// Called only with no free node, so every node below `capacity` is queued and initialised,
    /// and every link set: both move over whole.
    @usableFromInline @inline(never)
    mutating func grow() {
        let newCapacity = capacity * 2
        precondition(headCount + newCapacity <= Int(Int32.max), "an event pool holds at most 2^31 - 1 links")
        let freshNodes = UnsafeMutablePointer<Node>.allocate(capacity: newCapacity)
        freshNodes.moveInitialize(from: nodes, count: capacity)
        nodes.deallocate()
        nodes = freshNodes
        let freshLinks = UnsafeMutablePointer<Int32>.allocate(capacity: headCount + newCapacity)
        freshLinks.moveInitialize(from: links, count: headCount + capacity)
        links.deallocate()
        links = freshLinks
        capacity = newCapacity
    }

    /// Which handed-out nodes are queued (not on the free list).
    func queuedMask() -> [Bool] {
        var queued = [Bool](repeating: true, count: used)
        var index = freeHead
        while index != Self.none {
            queued[Int(index)] = false
            index = links[linkPosition(of: index)]
        }
        return queued
    }

    /// An independent pool with the same nodes, indices, lists and free list (payloads copied).
    func copy() -> EventNodePool {
        var copy = EventNodePool(capacity: capacity, headCount: headCount)
        copy.links.update(from: links, count: headCount)
        (copy.links + headCount).initialize(from: links + headCount, count: used)
        for (index, isQueued) in queuedMask().enumerated() where isQueued {
            (copy.nodes + index).initialize(to: nodes[index])
        }
        copy.used = used
        copy.freeHead = freeHead
        return copy
    }

    /// Releases the queued payloads and the storage.
    func deallocate() {
        if !_isPOD(Payload.self) {
            for (index, isQueued) in queuedMask().enumerated() where isQueued {
                (nodes + index).deinitialize(count: 1)
            }
        }
        nodes.deallocate()
        links.deallocate()
    }
}
