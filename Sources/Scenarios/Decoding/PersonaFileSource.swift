import YAMLSubset

/// Where a scenario's `persona_files` are read from. Scenario files on disk read them beside
/// themselves; a scenario made in memory (explore, bench, fuzzing) has no folder, so it reads
/// none, and a test hands over the files' texts.
public enum PersonaFileSource: Sendable {
    case none
    case disk
    /// Texts by path, as the scenario's folder joined to what the scenario writes.
    case texts([String: String])

    /// The file at `path`, or nil when this source reads no files.
    func read(_ path: String, reportedAt location: SourceLocation, in scenario: String) -> Result<
        SourceFile, Diagnostic
    >? {
        switch self {
        case .none: return nil
        case .disk: return ScenarioLoader.read(path).map { SourceFile(path: path, text: $0) }
        case .texts(let texts):
            guard let text = texts[path] else {
                return .failure(
                    Diagnostic(
                        path: scenario, location: location, message: "cannot read the file '\(path)'",
                        help: "check the path and its permissions"))
            }
            return .success(SourceFile(path: path, text: text))
        }
    }

    /// `relative` from the folder of `scenarioPath` (an absolute `relative` as written).
    static func resolve(_ relative: String, besides scenarioPath: String) -> String {
        guard !relative.hasPrefix("/"), let slash = scenarioPath.lastIndex(of: "/") else { return relative }
        return scenarioPath[...slash] + relative
    }
}
