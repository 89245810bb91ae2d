/// One step into a JSON document: an object's member or an array's element.
public enum JSONPathComponent: Sendable, Equatable {
    case key(String)
    case index(Int)
}

/// Where a value sits in a JSON text, for a diagnostic that points into a file the parser
/// accepted but its reader did not (a missing member, a number out of range). `JSONValue` keeps
/// no positions, so the text is walked again along the value's path.
public enum JSONTextLocation {
    /// The byte offset of the value at `path` in `text` (valid JSON); for a member or element
    /// that is not there, the offset of the deepest container that is.
    public static func offset(of path: [JSONPathComponent], in text: String) -> Int {
        let bytes = Array(text.utf8)
        var position = skipWhitespace(bytes, from: 0)
        for component in path {
            guard let next = child(component, of: position, in: bytes) else { return position }
            position = next
        }
        return position
    }

    /// The 1-based line and column (in Unicode scalars) of a byte offset.
    public static func lineAndColumn(ofByte offset: Int, in text: String) -> (line: Int, column: Int) {
        let prefix = String(decoding: text.utf8.prefix(offset), as: UTF8.self)
        let lines = prefix.split(separator: "\n", omittingEmptySubsequences: false)
        return (lines.count, (lines.last?.unicodeScalars.count ?? 0) + 1)
    }

    private static func child(_ component: JSONPathComponent, of start: Int, in bytes: [UInt8]) -> Int? {
        guard start < bytes.count else { return nil }
        var position = skipWhitespace(bytes, from: start + 1)
        switch (component, bytes[start]) {
        case (.key(let key), UInt8(ascii: "{")):
            while position < bytes.count, bytes[position] == UInt8(ascii: "\"") {
                let keyEnd = stringEnd(bytes, from: position)
                let name = String(decoding: bytes[(position + 1)..<(keyEnd - 1)], as: UTF8.self)
                position = skipWhitespace(bytes, from: keyEnd)
                position = skipWhitespace(bytes, from: position + 1)
                if name == key { return position }
                position = afterSeparator(bytes, from: valueEnd(bytes, from: position))
            }
            return nil
        case (.index(let index), UInt8(ascii: "[")):
            for _ in 0..<index {
                guard position < bytes.count, bytes[position] != UInt8(ascii: "]") else { return nil }
                position = afterSeparator(bytes, from: valueEnd(bytes, from: position))
            }
            return position < bytes.count && bytes[position] != UInt8(ascii: "]") ? position : nil
        default:
            return nil
        }
    }

    private static func afterSeparator(_ bytes: [UInt8], from start: Int) -> Int {
        var position = skipWhitespace(bytes, from: start)
        if position < bytes.count, bytes[position] == UInt8(ascii: ",") { position += 1 }
        return skipWhitespace(bytes, from: position)
    }

    private static func skipWhitespace(_ bytes: [UInt8], from start: Int) -> Int {
        var position = start
        while position < bytes.count, [0x20, 0x0A, 0x0D, 0x09].contains(bytes[position]) { position += 1 }
        return position
    }

    /// Just past the closing quote of the string that starts at `start`.
    private static func stringEnd(_ bytes: [UInt8], from start: Int) -> Int {
        var position = start + 1
        while position < bytes.count, bytes[position] != UInt8(ascii: "\"") {
            position += bytes[position] == UInt8(ascii: "\\") ? 2 : 1
        }
        return min(position + 1, bytes.count)
    }

    /// Just past the value that starts at `start`.
    private static func valueEnd(_ bytes: [UInt8], from start: Int) -> Int {
        guard start < bytes.count else { return start }
        switch bytes[start] {
        case UInt8(ascii: "\""):
            return stringEnd(bytes, from: start)
        case UInt8(ascii: "{"), UInt8(ascii: "["):
            var depth = 0
            var position = start
            while position < bytes.count {
                switch bytes[position] {
                case UInt8(ascii: "\""):
                    position = stringEnd(bytes, from: position)
                    continue
                case UInt8(ascii: "{"), UInt8(ascii: "["): depth += 1
                case UInt8(ascii: "}"), UInt8(ascii: "]"):
                    depth -= 1
                    if depth == 0 { return position + 1 }
                default: break
                }
                position += 1
            }
            return position
        default:
            var position = start
            while position < bytes.count, !",}] \n\r\t".utf8.contains(bytes[position]) { position += 1 }
            return position
        }
    }
}
