/// A lexer for the Swift the engines are written in: enough to tell code from strings,
/// comments and directives, and to know the whitespace around every operator.
///
/// The compiler's own parse dump (`swiftc -dump-parse`) gives no source ranges for
/// expressions, so the tool cannot take operand extents from it; this lexer and
/// `SequenceParser` give them, and the schemata build is the final check: a wrapper the
/// compiler rejects is dropped and reported as not compiled.
public enum SwiftTokenizer {
    public struct Failure: Error, Equatable {
        public let line: Int
        public let message: String
    }

    public static func tokens(_ source: String) throws(Failure) -> [SwiftToken] {
        var lexer = Lexer(bytes: Array(source.utf8))
        return try lexer.run()
    }
}

private struct Lexer {
    let bytes: [UInt8]
    var index = 0
    var line = 1
    var lineStart = 0
    var tokens: [SwiftToken] = []

    init(bytes: [UInt8]) {
        self.bytes = bytes
    }

    static let operatorCharacters = Set("/=-+!*%<>&|^~?".utf8)
    static let punctuationCharacters = Set("()[]{},:;@\\".utf8)

    func byte(at offset: Int) -> UInt8? { offset < bytes.count ? bytes[offset] : nil }

    static func isIdentifierHead(_ byte: UInt8) -> Bool {
        (byte >= 0x41 && byte <= 0x5A) || (byte >= 0x61 && byte <= 0x7A) || byte == 0x5F || byte >= 0x80
    }

    static func isIdentifierBody(_ byte: UInt8) -> Bool { isIdentifierHead(byte) || isDigit(byte) }
    static func isDigit(_ byte: UInt8) -> Bool { byte >= 0x30 && byte <= 0x39 }

    mutating func run() throws(SwiftTokenizer.Failure) -> [SwiftToken] {
        var sawSpace = true
        var sawNewline = true
        while index < bytes.count {
            let current = bytes[index]
            if current == 0x0A {
                advanceLine()
                sawSpace = true
                sawNewline = true
                continue
            }
            if current == 0x20 || current == 0x09 || current == 0x0D {
                index += 1
                sawSpace = true
                continue
            }
            if current == 0x2F, byte(at: index + 1) == 0x2F {
                while index < bytes.count, bytes[index] != 0x0A { index += 1 }
                sawSpace = true
                continue
            }
            if current == 0x2F, byte(at: index + 1) == 0x2A {
                if try skipBlockComment() { sawNewline = true }
                sawSpace = true
                continue
            }
            markSpaceAfterPrevious(sawSpace)
            let start = index
            let startLine = line
            let column = index - lineStart + 1
            let kind = try scanToken()
            let text = String(decoding: bytes[start..<index], as: UTF8.self)
            tokens.append(
                SwiftToken(
                    kind: kind, text: text, start: start, end: index, line: startLine, column: column,
                    spaceBefore: sawSpace, newlineBefore: sawNewline, spaceAfter: true))
            sawSpace = false
            sawNewline = false
        }
        return tokens
    }

    mutating func markSpaceAfterPrevious(_ space: Bool) {
        guard !tokens.isEmpty else { return }
        tokens[tokens.count - 1].spaceAfter = space
    }

    mutating func advanceLine() {
        index += 1
        line += 1
        lineStart = index
    }

    /// Skips a (nestable) block comment; returns whether it held a line break.
    mutating func skipBlockComment() throws(SwiftTokenizer.Failure) -> Bool {
        let startLine = line
        var depth = 0
        var newline = false
        while index < bytes.count {
            if bytes[index] == 0x2F, byte(at: index + 1) == 0x2A {
                depth += 1
                index += 2
            } else if bytes[index] == 0x2A, byte(at: index + 1) == 0x2F {
                depth -= 1
                index += 2
                if depth == 0 { return newline }
            } else if bytes[index] == 0x0A {
                advanceLine()
                newline = true
            } else {
                index += 1
            }
        }
        throw SwiftTokenizer.Failure(line: startLine, message: "unterminated block comment")
    }

    mutating func scanToken() throws(SwiftTokenizer.Failure) -> SwiftToken.Kind {
        let current = bytes[index]
        if current == 0x22 || (current == 0x23 && rawStringStarts(at: index)) {
            try scanString()
            return .stringLiteral
        }
        if current == 0x23 {
            index += 1
            while index < bytes.count, Self.isIdentifierBody(bytes[index]) { index += 1 }
            return .poundKeyword
        }
        if Self.isIdentifierHead(current) || current == 0x24 {
            index += 1
            while index < bytes.count, Self.isIdentifierBody(bytes[index]) || bytes[index] == 0x24 { index += 1 }
            return .identifier
        }
        if current == 0x60 {
            index += 1
            while index < bytes.count, bytes[index] != 0x60, bytes[index] != 0x0A { index += 1 }
            index += 1
            return .identifier
        }
        if Self.isDigit(current) { return scanNumber() }
        if current == 0x2E {
            // `..<` and `...` are operators; a single dot is member access.
            if byte(at: index + 1) == 0x2E {
                index += 2
                while index < bytes.count, bytes[index] == 0x2E || Self.operatorCharacters.contains(bytes[index]) {
                    index += 1
                }
                return .operatorSymbol
            }
            index += 1
            return .punctuation
        }
        if Self.operatorCharacters.contains(current) {
            index += 1
            while index < bytes.count, Self.operatorCharacters.contains(bytes[index]) {
                // A comment right after an operator ends it.
                if bytes[index] == 0x2F, let next = byte(at: index + 1), next == 0x2F || next == 0x2A { break }
                index += 1
            }
            return .operatorSymbol
        }
        index += 1
        return .punctuation
    }

    func rawStringStarts(at offset: Int) -> Bool {
        var cursor = offset
        while cursor < bytes.count, bytes[cursor] == 0x23 { cursor += 1 }
        return byte(at: cursor) == 0x22
    }

    mutating func scanNumber() -> SwiftToken.Kind {
        var kind = SwiftToken.Kind.integerLiteral
        if bytes[index] == 0x30, let prefix = byte(at: index + 1), prefix == 0x78 || prefix == 0x62 || prefix == 0x6F {
            index += 2
            while index < bytes.count, Self.isIdentifierBody(bytes[index]) { index += 1 }
            return .integerLiteral
        }
        while index < bytes.count {
            let current = bytes[index]
            if Self.isDigit(current) || current == 0x5F {
                index += 1
            } else if current == 0x2E, let next = byte(at: index + 1), Self.isDigit(next) {
                kind = .floatLiteral
                index += 1
            } else if current == 0x65 || current == 0x45 {
                kind = .floatLiteral
                index += 1
                if let sign = byte(at: index), sign == 0x2B || sign == 0x2D { index += 1 }
            } else {
                break
            }
        }
        return kind
    }

    /// A string literal from its opening delimiter to its closing one: `"…"`, `"""…"""`,
    /// `#"…"#`, with `\(…)` interpolations (which may hold strings and comments) inside.
    mutating func scanString() throws(SwiftTokenizer.Failure) {
        let startLine = line
        var pounds = 0
        while bytes[index] == 0x23 {
            pounds += 1
            index += 1
        }
        let multiLine = byte(at: index + 1) == 0x22 && byte(at: index + 2) == 0x22
        index += multiLine ? 3 : 1
        while index < bytes.count {
            let current = bytes[index]
            if current == 0x0A {
                guard multiLine else { break }
                advanceLine()
                continue
            }
            if current == 0x5C, poundsFollow(index + 1, count: pounds) {
                let afterEscape = index + 1 + pounds
                if byte(at: afterEscape) == 0x28 {
                    index = afterEscape + 1
                    try skipInterpolation()
                } else {
                    index = afterEscape + 1
                }
                continue
            }
            if current == 0x22 {
                let quotes = multiLine ? 3 : 1
                if (0..<quotes).allSatisfy({ byte(at: index + $0) == 0x22 }),
                    poundsFollow(index + quotes, count: pounds)
                {
                    index += quotes + pounds
                    return
                }
            }
            index += 1
        }
        throw SwiftTokenizer.Failure(line: startLine, message: "unterminated string literal")
    }

    func poundsFollow(_ offset: Int, count: Int) -> Bool {
        (0..<count).allSatisfy { byte(at: offset + $0) == 0x23 }
    }

    /// From just after `\(` to just after its closing parenthesis.
    mutating func skipInterpolation() throws(SwiftTokenizer.Failure) {
        let startLine = line
        var depth = 1
        while index < bytes.count {
            let current = bytes[index]
            if current == 0x22 || (current == 0x23 && rawStringStarts(at: index)) {
                try scanString()
                continue
            }
            if current == 0x2F, byte(at: index + 1) == 0x2A {
                _ = try skipBlockComment()
                continue
            }
            if current == 0x0A {
                advanceLine()
                continue
            }
            if current == 0x28 { depth += 1 }
            if current == 0x29 {
                depth -= 1
                if depth == 0 {
                    index += 1
                    return
                }
            }
            index += 1
        }
        throw SwiftTokenizer.Failure(line: startLine, message: "unterminated string interpolation")
    }
}
