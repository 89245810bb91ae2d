/// Messages about the tokens inside a line: scalars, keys and refused YAML features.
extension YAMLSyntaxError {
    static let unsupportedFeatureHelp =
        "YAML anchors/aliases/tags are not part of RewardSim's subset; repeat the value"

    static func unterminatedQuote(at location: SourceLocation, isDouble: Bool) -> YAMLSyntaxError {
        let quote = isDouble ? "\"" : "'"
        return YAMLSyntaxError(
            location: location, length: 1,
            message: "unterminated \(isDouble ? "double" : "single")-quoted string",
            help: "close the string with \(quote); a quoted string may go on over lines indented deeper "
                + "than its key"
        )
    }

    static func invalidEscape(at location: SourceLocation, sequence: String) -> YAMLSyntaxError {
        YAMLSyntaxError(
            location: location, length: sequence.unicodeScalars.count,
            message: "invalid escape sequence '\(sequence)'",
            help:
                "the escapes are YAML's: \\0 \\a \\b \\t \\n \\v \\f \\r \\e \\<space> \\\" \\/ \\\\ \\N \\_ \\L \\P, "
                + "\\xXX, \\uXXXX and \\UXXXXXXXX; write \\\\ for a backslash, or use single quotes"
        )
    }

    static func unsupported(_ feature: String, at location: SourceLocation, length: Int)
        -> YAMLSyntaxError
    {
        YAMLSyntaxError(
            location: location, length: length,
            message: "\(feature) are not supported", help: unsupportedFeatureHelp
        )
    }

    static func flowMapping(at location: SourceLocation, length: Int, blockForm: [String])
        -> YAMLSyntaxError
    {
        let help =
            blockForm.isEmpty
            ? "write it in block form: one 'key: value' per line, indented under its key"
            : (["write it in block form, one entry per line indented under its key:"]
                + blockForm.map { "  " + $0 }).joined(separator: "\n")
        return YAMLSyntaxError(
            location: location, length: length,
            message: "flow mappings ('{...}') are not supported", help: help
        )
    }

    static func mappingValueNotAllowed(at location: SourceLocation) -> YAMLSyntaxError {
        YAMLSyntaxError(
            location: location, length: 1,
            message: "mapping values are not allowed in this context",
            help: "quote the value if the ':' belongs to the text, e.g. key: \"a: b\""
        )
    }

    static func unexpectedText(at location: SourceLocation, after what: String) -> YAMLSyntaxError {
        YAMLSyntaxError(
            location: location, length: 1,
            message: "unexpected text after \(what)",
            help: "put the whole value inside, or start a comment with ' #'"
        )
    }

    static func complexKey(at location: SourceLocation) -> YAMLSyntaxError {
        YAMLSyntaxError(
            location: location, length: 1,
            message: "complex keys ('? ') are not supported",
            help: "write the key as plain or quoted text followed by ': '"
        )
    }

    static func emptyKey(at location: SourceLocation) -> YAMLSyntaxError {
        YAMLSyntaxError(
            location: location, length: 1,
            message: "a key cannot be empty",
            help: "write the key before the ':', or quote the whole line if it is text"
        )
    }

    static func listOnKeyLine(at location: SourceLocation) -> YAMLSyntaxError {
        YAMLSyntaxError(
            location: location, length: 1,
            message: "a list cannot start on the same line as its key",
            help: "move '- ...' to the next line, indented under the key"
        )
    }

    static func unexpectedCharacter(_ scalar: Unicode.Scalar, at location: SourceLocation)
        -> YAMLSyntaxError
    {
        YAMLSyntaxError(
            location: location, length: 1,
            message: "unexpected character '\(scalar)' at the start of a value",
            help: "quote the value if '\(scalar)' is part of the text"
        )
    }

    static func controlCharacter(_ scalar: Unicode.Scalar, at location: SourceLocation)
        -> YAMLSyntaxError
    {
        YAMLSyntaxError(
            location: location, length: 1,
            message: "control character \(scalar.codePointDescription) is not allowed",
            help: "remove it; inside double quotes write an escape such as \\t instead"
        )
    }
}

extension Unicode.Scalar {
    /// `U+0007` style, as the Unicode standard writes code points.
    var codePointDescription: String {
        let hex = String(value, radix: 16, uppercase: true)
        return "U+" + String(repeating: "0", count: max(0, 4 - hex.count)) + hex
    }
}
