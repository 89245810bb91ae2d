/// Turns a file's bytes into text, or into one located diagnostic that says what the bytes
/// are instead: UTF-16 or UTF-32 text (with or without a byte-order mark), or UTF-8 broken at
/// a particular byte.
public enum SourceBytes {
    public static func text(of bytes: [UInt8], path: String) -> Result<String, Diagnostic> {
        if let encoding = otherEncoding(bytes) {
            return .failure(
                Diagnostic(
                    path: path, location: SourceLocation(line: 1, column: 1),
                    message: "the file is \(encoding) text, not UTF-8",
                    help: "save it as UTF-8 (most editors offer the encoding when saving)"
                ))
        }
        if let offset = firstInvalidUTF8Offset(bytes) {
            let prefix = bytes[..<offset]
            let lineStart = prefix.lastIndex(of: UInt8(ascii: "\n")).map { $0 + 1 } ?? 0
            let line = prefix.reduce(1) { $1 == UInt8(ascii: "\n") ? $0 + 1 : $0 }
            let column = String(decoding: bytes[lineStart..<offset], as: UTF8.self).unicodeScalars.count + 1
            let hex = String(bytes[offset], radix: 16, uppercase: true)
            return .failure(
                Diagnostic(
                    path: path, location: SourceLocation(line: line, column: column),
                    message:
                        "invalid UTF-8: byte 0x\(hex.count == 1 ? "0" : "")\(hex) does not start or continue a "
                        + "character",
                    help: "save the file as UTF-8; this byte may come from a Latin-1 or Windows-1252 editor"
                ))
        }
        return .success(String(decoding: bytes, as: UTF8.self))
    }

    /// UTF-32 and UTF-16 by their byte-order marks, or by the NUL bytes their ASCII characters
    /// carry (a scenario file starts with ASCII keys or comments).
    static func otherEncoding(_ bytes: [UInt8]) -> String? {
        let head = Array(bytes.prefix(4))
        if head.starts(with: [0x00, 0x00, 0xFE, 0xFF]) { return "UTF-32 (big-endian)" }
        if head.starts(with: [0xFF, 0xFE, 0x00, 0x00]) { return "UTF-32 (little-endian)" }
        if head.starts(with: [0xFE, 0xFF]) { return "UTF-16 (big-endian)" }
        if head.starts(with: [0xFF, 0xFE]) { return "UTF-16 (little-endian)" }
        guard head.count == 4 else { return nil }
        if head[0] == 0, head[1] != 0, head[2] == 0, head[3] != 0 { return "UTF-16 (big-endian)" }
        if head[0] != 0, head[1] == 0, head[2] != 0, head[3] == 0 { return "UTF-16 (little-endian)" }
        return nil
    }

    /// The offset of the first byte that is not part of a valid UTF-8 sequence (overlong forms,
    /// surrogates and values past U+10FFFF included), or nil.
    static func firstInvalidUTF8Offset(_ bytes: [UInt8]) -> Int? {
        var index = 0
        while index < bytes.count {
            let lead = bytes[index]
            let length: Int
            var low: UInt8 = 0x80
            var high: UInt8 = 0xBF
            switch lead {
            case 0x00...0x7F:
                index += 1
                continue
            case 0xC2...0xDF: length = 2
            case 0xE0:
                length = 3
                low = 0xA0
            case 0xE1...0xEC, 0xEE...0xEF: length = 3
            case 0xED:
                length = 3
                high = 0x9F
            case 0xF0:
                length = 4
                low = 0x90
            case 0xF1...0xF3: length = 4
            case 0xF4:
                length = 4
                high = 0x8F
            default: return index
            }
            for position in 1..<length {
                // A broken sequence is reported at its first byte, the one an editor mis-encoded.
                guard index + position < bytes.count else { return index }
                let byte = bytes[index + position]
                let (minimum, maximum): (UInt8, UInt8) = position == 1 ? (low, high) : (0x80, 0xBF)
                guard (minimum...maximum).contains(byte) else { return index }
            }
            index += length
        }
        return nil
    }
}
