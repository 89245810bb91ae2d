/// One token of Swift source, with where it sits and what surrounds it.
///
/// Mutation sites are found on tokens rather than on text, so that nothing inside a string
/// literal (interpolations included), a comment or a compiler directive can ever be mutated.
public struct SwiftToken: Equatable, Sendable {
    public enum Kind: Equatable, Sendable {
        /// A name or a keyword (`foo`, `return`, `` `default` ``, `$0`).
        case identifier
        case integerLiteral
        case floatLiteral
        /// A whole string literal: single-line, multi-line or raw, interpolations included.
        case stringLiteral
        /// A run of operator characters (`<=`, `&&`, `+=`, `?`, `!`, `->`, `...`).
        case operatorSymbol
        /// One of `( ) [ ] { } , : ; . @ \`.
        case punctuation
        /// `#if`, `#else`, `#available`, `#selector` …
        case poundKeyword
    }

    public let kind: Kind
    public let text: String
    /// UTF-8 offsets into the file: the token is `start..<end`.
    public let start: Int
    public let end: Int
    /// 1-based line and UTF-8 column of the first character.
    public let line: Int
    public let column: Int
    /// Whitespace, a comment or the start of the file comes right before the token.
    public let spaceBefore: Bool
    /// A line break (possibly inside a comment) comes between the previous token and this one.
    public let newlineBefore: Bool
    /// Whitespace, a comment or the end of the file comes right after the token.
    public var spaceAfter: Bool

    public init(
        kind: Kind, text: String, start: Int, end: Int, line: Int, column: Int,
        spaceBefore: Bool, newlineBefore: Bool, spaceAfter: Bool
    ) {
        self.kind = kind
        self.text = text
        self.start = start
        self.end = end
        self.line = line
        self.column = column
        self.spaceBefore = spaceBefore
        self.newlineBefore = newlineBefore
        self.spaceAfter = spaceAfter
    }

    /// An operator written with whitespace on both sides: the only binary operators mutated
    /// (`Array<Int>` and `x?.y` never are).
    var isSpacedOperator: Bool { kind == .operatorSymbol && spaceBefore && spaceAfter }

    func isPunctuation(_ symbol: String) -> Bool { kind == .punctuation && text == symbol }
    func isIdentifier(_ name: String) -> Bool { kind == .identifier && text == name }
}
