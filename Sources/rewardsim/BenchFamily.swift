import Foundation
import Scenarios
import YAMLSubset

/// A benchmark's family: a scenario file in ``directory``, read from the package root, so that
/// a benchmark times exactly what users run. Its `${name}` and `${name+N}` are filled in with
/// whole numbers — the run's days, a fleet family's number — before it is decoded.
struct BenchFamily: Sendable {
    static let directory = "Sources/rewardsim/Benchmarks/Families"

    let name: String
    let text: String

    /// The family `name` (`fleet-family`, `heavy-family`, `offline-child`); nil when its file
    /// cannot be read.
    init?(_ name: String) {
        guard let data = FileManager.default.contents(atPath: Self.path(of: name)),
            let text = String(data: data, encoding: .utf8)
        else { return nil }
        self.name = name
        self.text = text
    }

    static func path(of name: String) -> String { "\(directory)/\(name).yaml" }

    /// The scenario with `values` filled in, decoded as the file `path`. A benchmark's own
    /// family always decodes.
    func scenario(path: String, values: [String: Int]) -> Scenario {
        let (scenario, diagnostics) = ScenarioLoader.decode(SourceFile(path: path, text: Self.fill(text, values)))
        guard let scenario else { preconditionFailure("\(path) decodes: \(diagnostics.map(\.message))") }
        return scenario
    }

    /// `text` with each `${name}` replaced by its value, and each `${name+N}` by its value plus N.
    static func fill(_ text: String, _ values: [String: Int]) -> String {
        var filled = ""
        var rest = Substring(text)
        while let open = rest.range(of: "${") {
            filled += rest[..<open.lowerBound]
            guard let close = rest[open.upperBound...].firstIndex(of: "}") else {
                preconditionFailure("a bench family's ${ is closed")
            }
            let parts = rest[open.upperBound..<close].split(separator: "+", maxSplits: 1)
            guard let value = parts.first.flatMap({ values[String($0)] }),
                let offset = parts.count == 2 ? Int(parts[1]) : 0
            else {
                preconditionFailure("a bench family names only the values its command fills in")
            }
            filled += String(value + offset)
            rest = rest[rest.index(after: close)...]
        }
        return filled + rest
    }
}
