import Foundation

/// The files mutants start from: every `.yaml` under the given files and folders, in the order
/// given, each folder's in path order.
enum SeedFiles {
    /// The fuzz regression inputs, then the bundled scenarios.
    static let defaultPaths = ["Tests/ScenarioFuzzingTests/Regressions", "Scenarios"]

    static func read(_ paths: [String]) -> [[UInt8]] {
        var files: [String] = []
        for path in paths {
            var isFolder: ObjCBool = false
            guard FileManager.default.fileExists(atPath: path, isDirectory: &isFolder) else { continue }
            guard isFolder.boolValue else {
                files.append(path)
                continue
            }
            let entries = FileManager.default.enumerator(atPath: path)?.allObjects as? [String] ?? []
            files += entries.filter { $0.hasSuffix(".yaml") }.map { "\(path)/\($0)" }.sorted()
        }
        return files.compactMap { FileManager.default.contents(atPath: $0).map { [UInt8]($0) } }
    }
}
