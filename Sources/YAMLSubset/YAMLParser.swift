/// Parses RewardSim's strict YAML subset. See ``YAMLDocumentParser`` for how lines are read.
public enum YAMLParser {
    public static func parse(_ source: SourceFile, limits: YAMLLimits = .default) -> YAMLParseResult {
        let bytes = source.text.utf8.count
        guard bytes <= limits.bytesMax else {
            let error = YAMLSyntaxError.fileTooLarge(bytes: bytes, bytesMax: limits.bytesMax)
            return YAMLParseResult(root: nil, diagnostics: [error.diagnostic(path: source.path)])
        }
        var parser = YAMLDocumentParser(source: source, limits: limits)
        return parser.parse()
    }
}
