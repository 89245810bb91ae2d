extension JSONValue {
    /// Parses RFC 8259 JSON, keeping object members in the order written. Numbers without a
    /// fraction or exponent that fit `Int64` become `.integer`; the others become `.number`
    /// with as many fraction digits as were written, so writing the value back keeps its
    /// precision. Duplicate keys and nesting deeper than `JSONParser.depthMax` are rejected.
    public static func parse(_ text: String) throws(JSONParseError) -> JSONValue {
        var parser = JSONParser(bytes: Array(text.utf8))
        return try parser.parseDocument()
    }
}
