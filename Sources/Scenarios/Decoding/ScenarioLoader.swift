import Foundation
import YAMLSubset

/// Finds scenario files, reads them and decodes them, collecting every diagnostic.
public enum ScenarioLoader {
    public struct Loaded: Sendable {
        public let scenarios: [Scenario]
        public let diagnostics: [Diagnostic]
        /// The source of each file with diagnostics, to render its lines.
        public let sources: [String: SourceFile]
    }

    /// Folders with these names are skipped when a parent folder is walked: examples that fail
    /// on purpose, and the product documents' promises, which fail where iOS forbids them and
    /// make their own report (`rewardsim run Scenarios/promises`). Name the folder or a file in
    /// it to run them.
    public static let skippedFolderNames: Set<Substring> = ["failing", "promises"]

    /// Persona files (see `persona_files`) end so, not in `.yaml`: a walked folder never takes
    /// one for a scenario, nor does anything else that reads every `.yaml` under a folder.
    public static let personaFileSuffix = ".persona"

    /// Scenario files under `paths` (files as given, folders walked recursively for `.yaml`
    /// and `.yml`), sorted by path so that the order never depends on the file system.

    public static func discover(_ paths: [String]) -> (files: [String], missing: [String]) {
        var files: [String] = []
        var missing: [String] = []
        let manager = FileManager.default
        for path in paths {
            var isDirectory: ObjCBool = false
            guard manager.fileExists(atPath: path, isDirectory: &isDirectory) else {
                missing.append(path)
                continue
            }
            guard isDirectory.boolValue else {
                files.append(path)
                continue
            }
            let root = path.hasSuffix("/") ? String(path.dropLast()) : path
            let entries = (manager.enumerator(atPath: root)?.allObjects as? [String]) ?? []
            for entry in entries where entry.hasSuffix(".yaml") || entry.hasSuffix(".yml") {
                let components = entry.split(separator: "/").dropLast()
                guard !components.contains(where: skippedFolderNames.contains) else { continue }
                files.append(root == "." ? entry : "\(root)/\(entry)")
            }
        }
        var seen = Set<String>()
        return (files.sorted().filter { seen.insert($0).inserted }, missing)
    }

    public static func load(_ files: [String]) -> Loaded {
        var scenarios: [Scenario] = []
        var diagnostics: [Diagnostic] = []
        var sources: [String: SourceFile] = [:]
        for file in files {
            let text: String
            switch read(file) {
            case .success(let read): text = read
            case .failure(let problem):
                diagnostics.append(problem)
                continue
            }
            let source = SourceFile(path: file, text: text)
            // Named on the command line (a folder skips them): one clear error, not a list of
            // the scenario keys a persona file was never meant to have.
            guard !file.hasSuffix(personaFileSuffix) else {
                diagnostics.append(
                    Diagnostic(
                        path: file, location: SourceLocation(line: 1, column: 1),
                        message: "a persona file is not a scenario",
                        help:
                            "list it under 'persona_files:' in a scenario, and give its persona to a child or a "
                            + "population"
                    ))
                sources[file] = source
                continue
            }
            let (scenario, problems, included) = decodeWithSources(source, personaFiles: .disk)
            if let scenario { scenarios.append(scenario) }
            if !problems.isEmpty {
                diagnostics += problems
                for file in [source] + included { sources[file.path] = file }
            }
        }
        return Loaded(scenarios: scenarios, diagnostics: diagnostics, sources: sources)
    }

    /// The file's text, its size checked before a byte is read so a huge file costs nothing.
    static func read(_ file: String) -> Result<String, Diagnostic> {
        let start = SourceLocation(line: 1, column: 1)
        let bytesMax = YAMLLimits.default.bytesMax
        let size = (try? FileManager.default.attributesOfItem(atPath: file)[.size] as? NSNumber)?.intValue
        if let size, size > bytesMax {
            return .failure(
                Diagnostic(
                    path: file, location: start,
                    message: "the file has \(size) bytes, more than the limit of \(bytesMax)",
                    help: "split the scenarios over several smaller files"))
        }
        // Reading at most one byte past the limit also bounds a file that grows while it is read.
        guard let handle = FileHandle(forReadingAtPath: file),
            let data = try? handle.read(upToCount: bytesMax + 1) ?? Data()
        else {
            return .failure(
                Diagnostic(
                    path: file, location: start, message: "cannot read the file",
                    help: "check the path and its permissions"))
        }
        try? handle.close()
        guard data.count <= bytesMax else {
            return .failure(
                Diagnostic(
                    path: file, location: start,
                    message: "the file has more than \(bytesMax) bytes, the limit",
                    help: "split the scenarios over several smaller files"))
        }
        return SourceBytes.text(of: [UInt8](data), path: file)
    }

    /// Parses and decodes one file: the scenario, or every problem found in it.
    public static func decode(_ source: SourceFile, personaFiles: PersonaFileSource = .none) -> (
        Scenario?, [Diagnostic]
    ) {
        let (scenario, diagnostics, _) = decodeWithSources(source, personaFiles: personaFiles)
        return (scenario, diagnostics)
    }

    /// As `decode`, with the persona files read, to render their diagnostics.
    static func decodeWithSources(
        _ source: SourceFile, personaFiles: PersonaFileSource
    ) -> (Scenario?, [Diagnostic], [SourceFile]) {
        let parsed = YAMLParser.parse(source)
        guard parsed.diagnostics.isEmpty, let root = parsed.root else {
            return (nil, parsed.diagnostics, [])
        }
        var decoder = ScenarioDecoder(source: source, personaFileSource: personaFiles)
        let scenario = decoder.decodeScenario(root)
        // By file, then by place, so a persona file's problems come together.
        let diagnostics = Array(
            decoder.diagnostics.sorted { ($0.path, $0.location) < ($1.path, $1.location) }
                .prefix(YAMLLimits.default.diagnosticsMax))
        return (diagnostics.isEmpty ? scenario : nil, diagnostics, decoder.includedSources)
    }
}
