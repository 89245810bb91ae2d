/// A problem found while reading one line; the parser turns it into a ``Diagnostic``.
struct YAMLSyntaxError: Error {
    let location: SourceLocation
    let length: Int
    let message: String
    let help: String
    var notes: [String] = []
    /// Limits and a second document end the parse: nothing after them can be trusted.
    var stopsParsing = false

    func diagnostic(path: String) -> Diagnostic {
        Diagnostic(
            path: path, location: location, length: max(1, length),
            message: message, help: help, notes: notes
        )
    }
}

/// Messages about the structure of the document, gathered so that wording stays consistent.
extension YAMLSyntaxError {
    static func tabInIndentation(at location: SourceLocation) -> YAMLSyntaxError {
        YAMLSyntaxError(
            location: location, length: 1,
            message: "tab character in indentation",
            help: "indent with spaces; YAML does not allow tabs in indentation"
        )
    }

    static func duplicateKey(_ key: YAMLScalar, first: SourceLocation) -> YAMLSyntaxError {
        YAMLSyntaxError(
            location: key.location, length: key.length,
            message: "duplicate key '\(key.value)'",
            help: "remove or rename one of them; a key may appear only once in a mapping",
            notes: ["'\(key.value)' is first defined at \(first)"]
        )
    }

    static func unexpectedIndentation(at location: SourceLocation, columnExpected: Int)
        -> YAMLSyntaxError
    {
        YAMLSyntaxError(
            location: location, length: 1,
            message: "unexpected indentation",
            help: "start this line at column \(columnExpected) like the lines above it, "
                + "or put it under a key that ends with ':'"
        )
    }

    static func misalignedListItem(at location: SourceLocation, columnExpected: Int)
        -> YAMLSyntaxError
    {
        YAMLSyntaxError(
            location: location, length: 1,
            message: "list item is not aligned with the items above it",
            help: "start the '-' at column \(columnExpected) like the other items"
        )
    }

    static func dedentMismatch(at location: SourceLocation, columnsOpen: [Int]) -> YAMLSyntaxError {
        precondition(!columnsOpen.isEmpty, "a dedent leaves an enclosing level")
        let numbers = columnsOpen.map(String.init)
        let choices =
            numbers.count == 1
            ? numbers[0]
            : numbers.dropLast().joined(separator: ", ") + " or " + numbers[numbers.count - 1]
        return YAMLSyntaxError(
            location: location, length: 1,
            message: "indentation does not match any enclosing level",
            help: "align this line with an enclosing level: column \(choices)"
        )
    }

    static func listItemAmongKeys(at location: SourceLocation) -> YAMLSyntaxError {
        YAMLSyntaxError(
            location: location, length: 1,
            message: "a list item cannot appear among the keys of a mapping",
            help: "put the list under a key: a line 'name:' followed by the '- ' items"
        )
    }

    static func listItemExpected(at location: SourceLocation) -> YAMLSyntaxError {
        YAMLSyntaxError(
            location: location, length: 1,
            message: "expected a list item ('- ') at this indentation",
            help: "start the line with '- ', or indent it under the item it belongs to"
        )
    }

    static func missingColon(at location: SourceLocation, length: Int) -> YAMLSyntaxError {
        YAMLSyntaxError(
            location: location, length: length,
            message: "expected 'key: value' but found no ':'",
            help: "add ': ' after the key; a value must fit on the line of its key"
        )
    }

    static func multiLineValue(at location: SourceLocation, length: Int) -> YAMLSyntaxError {
        YAMLSyntaxError(
            location: location, length: length,
            message: "unexpected text; a plain value cannot continue on the next line",
            help: "put the value on one line, or use a block scalar ('|' or '>') "
                + "for text over several lines"
        )
    }

    static func contentAfterTopLevelValue(at location: SourceLocation) -> YAMLSyntaxError {
        YAMLSyntaxError(
            location: location, length: 1,
            message: "unexpected content after the top-level value",
            help: "a file holds one top-level mapping; start every line of it at the same column"
        )
    }

    static func secondDocument(at location: SourceLocation, marker: String) -> YAMLSyntaxError {
        YAMLSyntaxError(
            location: location, length: 3,
            message: "found '\(marker)'; a scenario file holds exactly one document",
            help: "remove the marker and put any further document in a file of its own",
            stopsParsing: true
        )
    }

    static func directive(at location: SourceLocation, length: Int) -> YAMLSyntaxError {
        YAMLSyntaxError(
            location: location, length: length,
            message: "directives such as '%YAML' are not supported",
            help: "remove the line; RewardSim files need no directives"
        )
    }

    static func emptyFile() -> YAMLSyntaxError {
        YAMLSyntaxError(
            location: SourceLocation(line: 1, column: 1), length: 1,
            message: "the file is empty", help: "a scenario starts with 'version: 1'"
        )
    }
}
