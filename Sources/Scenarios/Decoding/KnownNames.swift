/// Declared names in declaration order, with a set beside them so that checking a reference
/// costs the same however many names a file declares: validation stays linear in the file.
struct KnownNames: RandomAccessCollection {
    private let names: [String]
    private let lookup: Set<String>

    init(_ names: [String]) {
        self.names = names
        lookup = Set(names)
    }

    var startIndex: Int { names.startIndex }
    var endIndex: Int { names.endIndex }
    subscript(position: Int) -> String { names[position] }

    func contains(_ name: String) -> Bool { lookup.contains(name) }
}
