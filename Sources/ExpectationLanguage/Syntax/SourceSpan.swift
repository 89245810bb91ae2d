/// A stretch of the source text, counted in Unicode scalars from 0.
///
/// Scalars rather than bytes or grapheme clusters because they are what the lexer steps over,
/// and a report can turn them into a caret line without re-lexing.
public struct SourceSpan: Hashable, Sendable {
    public let start: Int
    public let length: Int

    public init(start: Int, length: Int) {
        precondition(start >= 0, "a span cannot start before the text")
        precondition(length >= 0, "a span cannot have a negative length")
        self.start = start
        self.length = length
    }

    /// The offset just past the last scalar of the span.
    public var end: Int { start + length }
}
