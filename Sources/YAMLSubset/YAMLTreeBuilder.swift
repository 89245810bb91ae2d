/// The stack of mappings and lists still open while lines are read, so that parsing needs
/// no recursion and its depth is simply the stack's height.
///
/// Every open container has at most one pending slot: the value a key or `-` is waiting for.
/// A nested container can only be opened into such a slot, and closing it fills the slot.
struct YAMLTreeBuilder {
    enum Kind {
        /// The bottom of the stack; it holds the document's single value.
        case root
        case mapping
        case sequence
    }

    struct PendingSlot {
        /// The key waiting for its value; nil in a list or at the root.
        let key: YAMLScalar?
        /// Where an empty value would be, should nothing follow.
        let emptyValueLocation: SourceLocation
    }

    struct OpenContainer {
        let kind: Kind
        /// 0-based column of the container's keys or dashes; -1 for the root.
        let indent: Int
        let location: SourceLocation
        /// A list written at its key's own column (`key:` then `- a`): it ends at the first
        /// line of that column that is not an item.
        let isCompactValue: Bool
        var pending: PendingSlot?
        var entries: [YAMLMappingEntry] = []
        var items: [YAMLNode] = []
        var rootValue: YAMLNode?
        /// Only looked up, never iterated, so hashing order cannot reach the output.
        var keyLocations: [String: SourceLocation] = [:]
    }

    private(set) var containers: [OpenContainer]

    init() {
        let start = SourceLocation(line: 1, column: 1)
        let root = OpenContainer(
            kind: .root, indent: -1, location: start, isCompactValue: false,
            pending: PendingSlot(key: nil, emptyValueLocation: start)
        )
        containers = [root]
    }

    var top: OpenContainer { containers[containers.count - 1] }

    /// Open mappings and lists, not counting the root.
    var depth: Int { containers.count - 1 }

    /// Closes what a line starting at `indent` ends; returns the indents of the closed
    /// containers, innermost first, for the message of a dedent that matches no level.
    mutating func close(forIndent indent: Int, isSequenceItem: Bool) -> [Int] {
        precondition(indent >= 0, "a line's indentation is never negative")
        var indentsClosed: [Int] = []
        while containers.count > 1 {
            let isDeeper = top.indent > indent
            let endsCompactValue = top.isCompactValue && top.indent == indent && !isSequenceItem
            guard isDeeper || endsCompactValue else {
                break
            }
            indentsClosed.append(top.indent)
            closeTop()
        }
        return indentsClosed
    }

    mutating func openMapping(firstKey: YAMLScalar, indent: Int, emptyValueLocation: SourceLocation) {
        precondition(top.pending != nil, "a mapping opens only where a value is awaited")
        precondition(indent > top.indent, "a mapping is indented deeper than its parent")
        var mapping = OpenContainer(
            kind: .mapping, indent: indent, location: firstKey.location, isCompactValue: false,
            pending: PendingSlot(key: firstKey, emptyValueLocation: emptyValueLocation)
        )
        mapping.keyLocations[firstKey.value] = firstKey.location
        containers.append(mapping)
    }

    mutating func openSequence(at location: SourceLocation, indent: Int, emptyValueLocation: SourceLocation) {
        precondition(top.pending != nil, "a list opens only where a value is awaited")
        precondition(indent >= top.indent, "a list is never indented less than its parent")
        let sequence = OpenContainer(
            kind: .sequence, indent: indent, location: location,
            isCompactValue: indent == top.indent,
            pending: PendingSlot(key: nil, emptyValueLocation: emptyValueLocation)
        )
        containers.append(sequence)
    }

    /// Adds a key to the mapping on top; returns where the key first appeared if it repeats.
    mutating func addKey(_ key: YAMLScalar, emptyValueLocation: SourceLocation) -> SourceLocation? {
        precondition(top.kind == .mapping, "keys are added to a mapping")
        fillPendingWithEmpty()
        let firstLocation = containers[containers.count - 1].keyLocations[key.value]
        if firstLocation == nil {
            containers[containers.count - 1].keyLocations[key.value] = key.location
        }
        let slot = PendingSlot(key: key, emptyValueLocation: emptyValueLocation)
        containers[containers.count - 1].pending = slot
        return firstLocation
    }

    mutating func addItem(emptyValueLocation: SourceLocation) {
        precondition(top.kind == .sequence, "items are added to a list")
        fillPendingWithEmpty()
        let slot = PendingSlot(key: nil, emptyValueLocation: emptyValueLocation)
        containers[containers.count - 1].pending = slot
    }

    /// Puts a finished value into the slot the top container is waiting to fill.
    mutating func fill(_ node: YAMLNode) {
        let index = containers.count - 1
        guard let slot = containers[index].pending else {
            preconditionFailure("a value arrived where none was awaited")
        }
        switch containers[index].kind {
        case .root:
            precondition(containers[index].rootValue == nil, "the document has one value")
            containers[index].rootValue = node
        case .mapping:
            guard let key = slot.key else {
                preconditionFailure("a mapping's pending slot always has a key")
            }
            containers[index].entries.append(YAMLMappingEntry(key: key, value: node))
        case .sequence:
            containers[index].items.append(node)
        }
        containers[index].pending = nil
    }

    /// Closes everything and returns the document's value, nil when there was none.
    mutating func finish() -> YAMLNode? {
        while containers.count > 1 {
            closeTop()
        }
        precondition(containers.count == 1, "only the root remains")
        return containers[0].rootValue
    }

    private mutating func fillPendingWithEmpty() {
        guard let slot = top.pending else {
            return
        }
        let empty = YAMLScalar(value: "", location: slot.emptyValueLocation, length: 0, style: .empty)
        fill(.scalar(empty))
    }

    private mutating func closeTop() {
        precondition(containers.count > 1, "the root is never closed")
        fillPendingWithEmpty()
        let container = containers.removeLast()
        switch container.kind {
        case .mapping:
            fill(.mapping(YAMLMapping(location: container.location, entries: container.entries)))
        case .sequence:
            let sequence = YAMLSequence(location: container.location, items: container.items, isFlow: false)
            fill(.sequence(sequence))
        case .root:
            preconditionFailure("the root is never closed")
        }
    }
}
