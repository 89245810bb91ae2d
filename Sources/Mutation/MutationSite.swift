/// A place in one file where one or more mutants replace a span of tokens.
///
/// Sites nest (the `+` inside `a + b < c` sits inside the `<`'s span) but never overlap
/// otherwise; the schemata writer relies on that.
public struct MutationSite: Sendable, Equatable {
    public enum Style: Sendable, Equatable {
        /// Wrapped as `(__mutantActive(N) ? mutated : original)`.
        case expression
        /// Wrapped as `if __mutantActive(N) { mutated } else { original }`.
        case statement
    }

    public struct Variant: Sendable, Equatable {
        public let mutationOperator: MutationOperator
        /// Tokens replaced by new text; the span's other tokens stay.
        public let replacements: [Replacement]
        /// The mutant leaves the whole span out.
        public let removesSpan: Bool
    }

    public struct Replacement: Sendable, Equatable {
        public let token: Int
        public let text: String
    }

    public let firstToken: Int
    public let lastToken: Int
    public let style: Style
    /// The token the mutation is about (the operator, the literal): its line keys the site.
    public let focusToken: Int
    public var variants: [Variant]
}
