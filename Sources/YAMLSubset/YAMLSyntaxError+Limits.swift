/// Limit errors stop the parse: continuing would spend the very resources the limit guards.
extension YAMLSyntaxError {
    static func fileTooLarge(bytes: Int, bytesMax: Int) -> YAMLSyntaxError {
        YAMLSyntaxError(
            location: SourceLocation(line: 1, column: 1), length: 1,
            message: "the file has \(bytes) bytes, more than the limit of \(bytesMax)",
            help: "split the scenarios over several smaller files",
            stopsParsing: true
        )
    }

    static func nestingTooDeep(at location: SourceLocation, depthMax: Int) -> YAMLSyntaxError {
        YAMLSyntaxError(
            location: location, length: 1,
            message: "values are nested more than \(depthMax) levels deep",
            help: "flatten the structure; scenario files need only a few levels",
            stopsParsing: true
        )
    }

    static func tooManyNodes(at location: SourceLocation, nodesMax: Int) -> YAMLSyntaxError {
        YAMLSyntaxError(
            location: location, length: 1,
            message: "the file holds more than \(nodesMax) values",
            help: "split the scenarios over several smaller files",
            stopsParsing: true
        )
    }
}
