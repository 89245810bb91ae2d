/// Turns expectation text into tokens one at a time.
///
/// Tokens are produced on demand because the text after `at` is not part of the language: the
/// parser stops asking for tokens there and takes the rest of the text raw.
struct ExpressionLexer {
    let scalars: [Unicode.Scalar]
    private(set) var offset = 0

    init(text: String) {
        scalars = Array(text.unicodeScalars)
    }

    func text(of span: SourceSpan) -> String {
        precondition(span.end <= scalars.count, "span lies outside the text")
        var text = ""
        text.unicodeScalars.append(contentsOf: scalars[span.start..<span.end])
        return text
    }

    mutating func nextToken() throws(ExpressionSyntaxError) -> Token {
        skipWhitespace()
        guard let scalar = peek() else {
            return Token(kind: .end, span: SourceSpan(start: offset, length: 0))
        }
        if scalar.isIdentifierStart { return lexIdentifier() }
        if scalar.isDigit { return try lexNumber() }
        return try lexSymbol()
    }

    /// The trimmed text from the current offset to the end, and where it sits.
    mutating func takeRest() -> (text: String, span: SourceSpan) {
        skipWhitespace()
        var end = scalars.count
        while end > offset, scalars[end - 1].isWhitespace { end -= 1 }
        let span = SourceSpan(start: offset, length: end - offset)
        offset = scalars.count
        return (text(of: span), span)
    }

    func peek(_ distance: Int = 0) -> Unicode.Scalar? {
        offset + distance < scalars.count ? scalars[offset + distance] : nil
    }

    mutating func advance(by count: Int = 1) {
        precondition(offset + count <= scalars.count, "cannot advance past the end of the text")
        offset += count
    }

    func span(from start: Int) -> SourceSpan {
        SourceSpan(start: start, length: offset - start)
    }

    private mutating func skipWhitespace() {
        while let scalar = peek(), scalar.isWhitespace { advance() }
    }

    /// A `-` belongs to an identifier only between two identifier characters, so `alex-ipad` is
    /// one word while `a - b` and `a -b` stay subtractions.
    private mutating func lexIdentifier() -> Token {
        let start = offset
        while let scalar = peek() {
            if scalar.isIdentifierCharacter {
                advance()
            } else if scalar == "-", peek(1)?.isIdentifierCharacter == true {
                advance()
            } else {
                break
            }
        }
        let word = text(of: span(from: start))
        let kind: TokenKind = Keyword(rawValue: word).map { .keyword($0) } ?? .identifier(word)
        return Token(kind: kind, span: span(from: start))
    }

    private mutating func lexSymbol() throws(ExpressionSyntaxError) -> Token {
        let start = offset
        for length in [2, 1] where offset + length <= scalars.count {
            let candidate = text(of: SourceSpan(start: start, length: length))
            if let symbol = Symbol(rawValue: candidate) {
                advance(by: length)
                return Token(kind: .symbol(symbol), span: span(from: start))
            }
            if let help = Self.helpForMistypedSymbol[candidate] {
                throw ExpressionSyntaxError(
                    message: "unexpected '\(candidate)'",
                    span: SourceSpan(start: start, length: length),
                    help: help
                )
            }
        }
        throw ExpressionSyntaxError(
            message: "unexpected character '\(text(of: SourceSpan(start: start, length: 1)))'",
            span: SourceSpan(start: start, length: 1)
        )
    }

    /// Spellings borrowed from other languages, with the one this language uses.
    private static let helpForMistypedSymbol: [String: String] = [
        "&&": "use 'and' to combine conditions",
        "||": "use 'or' to combine conditions",
        "=>": "use '>=' for greater than or equal",
        "=<": "use '<=' for less than or equal",
        "=": "use '==' to compare",
        "!": "use '!=' to compare, or 'not' to negate",
        "&": "use 'and' to combine conditions",
        "|": "use 'or' to combine conditions",
        "≤": "use '<='",
        "≥": "use '>='",
        "≠": "use '!='",
    ]
}

extension Unicode.Scalar {
    var isDigit: Bool { ("0"..."9").contains(self) }

    var isIdentifierStart: Bool { ("a"..."z").contains(self) || ("A"..."Z").contains(self) || self == "_" }

    var isIdentifierCharacter: Bool { isIdentifierStart || isDigit }

    var isWhitespace: Bool { self == " " || self == "\t" || self == "\n" || self == "\r" }
}
