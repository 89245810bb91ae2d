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
            message: "a block scalar's indentation indicator is 1 to 9, not 0",
            help: "write the number of spaces the text is indented past its key, e.g. |2"
        )
    }

    static func overIndentedLeadingBlank(at location: SourceLocation, length: Int, columnOfText: Int) -> YAMLSyntaxError
    {
        YAMLSyntaxError(
            location: location, length: length,
            message: "a blank line at the start of a block scalar is indented more than its first line of text",
            help: "remove the extra spaces: the text starts at column \(columnOfText)"
        )
    }

    /// `[a: 1]` and `[: 1]` are single-pair mappings in YAML; the subset has no mappings in `[…]`.
    static func pairInFlowList(at location: SourceLocation) -> YAMLSyntaxError {
        YAMLSyntaxError(
            location: location, length: 1,
            message: "'key: value' pairs inside '[…]' (single-pair mappings) are not supported",
            help: "quote the item if the ':' belongs to the text, e.g. [\"a: b\"], or write a block mapping"
        )
    }

    static func tabBeforeNestedBlock(at location: SourceLocation) -> YAMLSyntaxError {
        YAMLSyntaxError(
            location: location, length: 1,
            message: "a tab cannot separate '-' from a nested list or mapping",
            help: "use spaces after '-': the spaces are the nested value's indentation"
        )
    }
}
