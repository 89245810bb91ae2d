enum Keyword: String {
    case and, or, not, `true`, `false`, at
}

/// Raw values are the spellings, so the lexer can look a symbol up by its text.
enum Symbol: String {
    case leftParenthesis = "("
    case rightParenthesis = ")"
    case comma = ","
    case colon = ":"
    case dot = "."
    case plus = "+"
    case minus = "-"
    case star = "*"
    case slash = "/"
    case equal = "=="
    case notEqual = "!="
    case less = "<"
    case lessOrEqual = "<="
    case greater = ">"
    case greaterOrEqual = ">="
}

enum TokenKind: Equatable {
    case identifier(String)
    case keyword(Keyword)
    case number(Double)
    case duration(milliseconds: Int64)
    case symbol(Symbol)
    case end
}

struct Token {
    let kind: TokenKind
    let span: SourceSpan

    /// The binary operator this token spells, if any (`and`, `or`, `+`, `<=`, …).
    var binaryOperator: BinaryOperator? {
        switch kind {
        case .keyword(let keyword): BinaryOperator(rawValue: keyword.rawValue)
        case .symbol(let symbol): BinaryOperator(rawValue: symbol.rawValue)
        case .identifier, .number, .duration, .end: nil
        }
    }
}
