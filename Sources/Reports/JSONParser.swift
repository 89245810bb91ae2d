/// A recursive-descent parser over UTF-8 bytes. Working on bytes keeps offsets exact and lets
/// strings be copied through without decoding; the input came from a `String`, so it is
/// already valid UTF-8.
struct JSONParser {
    /// Bounds recursion so that a hostile file cannot overflow the stack.
    static let depthMax = 512

    let bytes: [UInt8]
    var position = 0

    init(bytes: [UInt8]) {
        self.bytes = bytes
    }

    mutating func parseDocument() throws(JSONParseError) -> JSONValue {
        skipWhitespace()
        let value = try parseValue(depth: 0)
        skipWhitespace()
        guard position == bytes.count else { throw failure("unexpected text after the value") }
        return value
    }

    private mutating func parseValue(depth: Int) throws(JSONParseError) -> JSONValue {
        guard let byte = peek() else { throw failure("unexpected end of input, expected a value") }
        switch byte {
        case UInt8(ascii: "{"): return try parseObject(depth: depth)
        case UInt8(ascii: "["): return try parseArray(depth: depth)
        case UInt8(ascii: "\""): return .string(try parseString())
        case UInt8(ascii: "t"): return try parseLiteral("true", .bool(true))
        case UInt8(ascii: "f"): return try parseLiteral("false", .bool(false))
        case UInt8(ascii: "n"): return try parseLiteral("null", .null)
        case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"): return try parseNumber()
        default: throw failure("unexpected \(Self.describe(byte)), expected a value")
        }
    }

    private mutating func parseObject(depth: Int) throws(JSONParseError) -> JSONValue {
        try enterContainer(depth: depth)
        var members: [JSONMember] = []
        var keysSeen: Set<String> = []
        if try consumeClosing(UInt8(ascii: "}")) { return .object(members) }
        repeat {
            skipWhitespace()
            guard peek() == UInt8(ascii: "\"") else { throw failure("expected a string key") }
            let keyOffset = position
            let key = try parseString()
            guard keysSeen.insert(key).inserted else {
                throw JSONParseError(message: "duplicate key \"\(key)\"", offset: keyOffset)
            }
            skipWhitespace()
            try expect(UInt8(ascii: ":"), "expected ':' after the key")
            skipWhitespace()
            members.append(JSONMember(key, try parseValue(depth: depth + 1)))
        } while try consumeSeparator(closing: UInt8(ascii: "}"))
        return .object(members)
    }

    private mutating func parseArray(depth: Int) throws(JSONParseError) -> JSONValue {
        try enterContainer(depth: depth)
        var elements: [JSONValue] = []
        if try consumeClosing(UInt8(ascii: "]")) { return .array(elements) }
        repeat {
            skipWhitespace()
            elements.append(try parseValue(depth: depth + 1))
        } while try consumeSeparator(closing: UInt8(ascii: "]"))
        return .array(elements)
    }

    private mutating func enterContainer(depth: Int) throws(JSONParseError) {
        guard depth < Self.depthMax else { throw failure("nesting deeper than \(Self.depthMax) levels") }
        position += 1
        skipWhitespace()
    }

    /// True, having consumed it, when the container is empty.
    private mutating func consumeClosing(_ closing: UInt8) throws(JSONParseError) -> Bool {
        guard peek() == closing else { return false }
        position += 1
        return true
    }

    /// True after a comma, false after the closing bracket.
    private mutating func consumeSeparator(closing: UInt8) throws(JSONParseError) -> Bool {
        skipWhitespace()
        switch peek() {
        case UInt8(ascii: ","):
            position += 1
            return true
        case closing:
            position += 1
            return false
        default: throw failure("expected ',' or '\(Character(Unicode.Scalar(closing)))'")
        }
    }

    private mutating func parseLiteral(
        _ word: String, _ value: JSONValue
    ) throws(JSONParseError) -> JSONValue {
        for expected in word.utf8 {
            guard peek() == expected else { throw failure("invalid literal, expected '\(word)'") }
            position += 1
        }
        return value
    }

    private mutating func expect(_ byte: UInt8, _ message: String) throws(JSONParseError) {
        guard peek() == byte else { throw failure(message) }
        position += 1
    }

    private mutating func skipWhitespace() {
        while let byte = peek() {
            switch byte {
            case 0x20, 0x09, 0x0A, 0x0D: position += 1
            default: return
            }
        }
    }

    func peek() -> UInt8? {
        position < bytes.count ? bytes[position] : nil
    }

    func failure(_ message: String) -> JSONParseError {
        JSONParseError(message: message, offset: position)
    }

    static func describe(_ byte: UInt8) -> String {
        (0x21...0x7E).contains(byte)
            ? "character '\(Character(Unicode.Scalar(byte)))'"
            : "byte 0x\(String(byte, radix: 16, uppercase: true))"
    }
}
