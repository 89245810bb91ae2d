/// Errors of the one-line `[a, b]` list form and of block scalar headers.
extension YAMLSyntaxError {
    static func unterminatedFlowSequence(at location: SourceLocation) -> YAMLSyntaxError {
        YAMLSyntaxError(
            location: location, length: 1,
            message: "unterminated list; ']' is missing",
            help: "close the list with ']' on the same line, "
                + "or write it as a block list with one '- item' per line"
        )
    }

    static func nestedFlowCollection(at location: SourceLocation) -> YAMLSyntaxError {
        YAMLSyntaxError(
            location: location, length: 1,
            message: "nested '[' or '{' inside '[...]' is not supported",
            help: "write the outer list as a block list with one '- item' per line"
        )
    }

    static func emptyFlowItem(at location: SourceLocation) -> YAMLSyntaxError {
        YAMLSyntaxError(
            location: location, length: 1,
            message: "empty list item",
            help: "remove the extra ',' or write the item as \"\""
        )
    }

    static func flowSeparatorExpected(at location: SourceLocation) -> YAMLSyntaxError {
        YAMLSyntaxError(
            location: location, length: 1,
            message: "expected ',' or ']' in the list",
            help: "separate items with ', ' and quote an item that contains spaces before quotes"
        )
    }

    static func indentationIndicator(at location: SourceLocation) -> YAMLSyntaxError {
        YAMLSyntaxError(
            location: location, length: 1,
            message: "block scalar indentation indicators are not supported",
            help: "remove the digit; the indentation comes from the first line of the text"
        )
    }
}
