import Scenarios
import YAMLSubset

/// What the fuzzers drive: the path `rewardsim check` takes from a file's bytes to rendered
/// diagnostics — encoding, the YAML subset, the decoder and the expectation language.
public enum FuzzTarget {
    /// Checks one input as a scenario file named `fuzz.yaml`; returns the number of diagnostics.
    @discardableResult
    public static func check(_ bytes: [UInt8]) -> Int {
        guard bytes.count <= YAMLLimits.default.bytesMax else { return 1 }
        switch SourceBytes.text(of: bytes, path: "fuzz.yaml") {
        case .failure(let diagnostic):
            _ = diagnostic.rendered(source: nil, colour: false)
            return 1
        case .success(let text):
            let source = SourceFile(path: "fuzz.yaml", text: text)
            let (_, diagnostics) = ScenarioLoader.decode(source)
            for diagnostic in diagnostics { _ = diagnostic.rendered(source: source, colour: false) }
            return diagnostics.count
        }
    }
}
