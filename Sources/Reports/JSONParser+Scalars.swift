extension JSONParser {
    mutating func parseString() throws(JSONParseError) -> String {
        precondition(peek() == UInt8(ascii: "\""), "a string starts at its opening quote")
        position += 1
        var utf8: [UInt8] = []
        while true {
            guard let byte = peek() else { throw failure("unterminated string") }
            switch byte {
            case UInt8(ascii: "\""):
                position += 1
                return String(decoding: utf8, as: UTF8.self)
            case UInt8(ascii: "\\"):
                utf8.append(contentsOf: String(try parseEscape()).utf8)
            case 0x00..<0x20:
                throw failure("control character \(Self.describe(byte)) must be escaped in a string")
            default:
                utf8.append(byte)
                position += 1
            }
        }
    }

    private mutating func parseEscape() throws(JSONParseError) -> Unicode.Scalar {
        let escapeOffset = position
        position += 1
        guard let byte = peek() else { throw failure("unterminated string") }
        position += 1
        switch byte {
        case UInt8(ascii: "\""), UInt8(ascii: "\\"), UInt8(ascii: "/"): return Unicode.Scalar(byte)
        case UInt8(ascii: "b"): return "\u{08}"
        case UInt8(ascii: "f"): return "\u{0C}"
        case UInt8(ascii: "n"): return "\n"
        case UInt8(ascii: "r"): return "\r"
        case UInt8(ascii: "t"): return "\t"
        case UInt8(ascii: "u"): return try parseUnicodeEscape(startingAt: escapeOffset)
        default:
            let message = "invalid escape: backslash followed by \(Self.describe(byte))"
            throw JSONParseError(message: message, offset: escapeOffset)
        }
    }

    /// Handles `\uXXXX`, joining a UTF-16 surrogate pair; a lone surrogate has no `String`
    /// representation, so it is an error rather than a silent replacement.
    private mutating func parseUnicodeEscape(
        startingAt escapeOffset: Int
    ) throws(JSONParseError) -> Unicode.Scalar {
        let unit = try parseHexQuad()
        let lone = JSONParseError(message: "lone UTF-16 surrogate in \\u escape", offset: escapeOffset)
        switch unit {
        case 0xD800...0xDBFF:
            guard peek() == UInt8(ascii: "\\") else { throw lone }
            position += 1
            guard peek() == UInt8(ascii: "u") else { throw lone }
            position += 1
            let low = try parseHexQuad()
            guard (0xDC00...0xDFFF).contains(low) else { throw lone }
            return Unicode.Scalar(0x10000 + ((unit - 0xD800) << 10) + (low - 0xDC00))!
        case 0xDC00...0xDFFF:
            throw lone
        default:
            return Unicode.Scalar(unit)!
        }
    }

    private mutating func parseHexQuad() throws(JSONParseError) -> UInt32 {
        var value: UInt32 = 0
        for _ in 0..<4 {
            guard let byte = peek(), let digit = Self.hexDigitValue(byte) else {
                throw failure("expected four hexadecimal digits in \\u escape")
            }
            value = value << 4 | digit
            position += 1
        }
        return value
    }

    private static func hexDigitValue(_ byte: UInt8) -> UInt32? {
        switch byte {
        case UInt8(ascii: "0")...UInt8(ascii: "9"): UInt32(byte - UInt8(ascii: "0"))
        case UInt8(ascii: "a")...UInt8(ascii: "f"): UInt32(byte - UInt8(ascii: "a") + 10)
        case UInt8(ascii: "A")...UInt8(ascii: "F"): UInt32(byte - UInt8(ascii: "A") + 10)
        default: nil
        }
    }

    mutating func parseNumber() throws(JSONParseError) -> JSONValue {
        let start = position
        if peek() == UInt8(ascii: "-") { position += 1 }
        if peek() == UInt8(ascii: "0") {
            position += 1
        } else {
            _ = try skipDigits(expecting: "a digit")
        }
        var fractionDigits: Int?
        if peek() == UInt8(ascii: ".") {
            position += 1
            fractionDigits = try skipDigits(expecting: "a digit after the decimal point")
        }
        var hasExponent = false
        if peek() == UInt8(ascii: "e") || peek() == UInt8(ascii: "E") {
            hasExponent = true
            position += 1
            if peek() == UInt8(ascii: "+") || peek() == UInt8(ascii: "-") { position += 1 }
            _ = try skipDigits(expecting: "a digit in the exponent")
        }
        let text = String(decoding: bytes[start..<position], as: UTF8.self)
        if fractionDigits == nil, !hasExponent, let integer = Int64(text) {
            return .integer(integer)
        }
        guard let value = Double(text), value.isFinite else {
            throw JSONParseError(message: "number out of range", offset: start)
        }
        return .number(value, fractionDigits: min(fractionDigits ?? 0, JSONValue.fractionDigitsMax))
    }

    /// Consumes one or more digits and returns how many; `expectation` names what was missing.
    private mutating func skipDigits(expecting expectation: String) throws(JSONParseError) -> Int {
        let start = position
        while let byte = peek(), (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte) {
            position += 1
        }
        guard position > start else { throw failure("expected \(expectation)") }
        return position - start
    }
}
