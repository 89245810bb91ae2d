import Simulation
import YAMLSubset

/// The iOS release a child's device runs.
extension ScenarioDecoder {
    static let iosKeyTable = [
        DocumentedKey(
            "ios",
            "the iOS release the device runs at the start (`26.2`): a release with a profile brings its documented "
                + "DeviceActivity changes (Reference: iOS releases); any other behaves as the simulated platform "
                + "always does",
            default: "none: no release's profile")
    ]

    /// An iOS version: two or three dot-separated numbers.
    mutating func iosVersion(_ scalar: YAMLScalar) -> String? {
        let parts = scalar.value.split(separator: ".", omittingEmptySubsequences: false)
        let isVersion =
            (2...3).contains(parts.count)
            && parts.allSatisfy { !$0.isEmpty && $0.allSatisfy(\.isASCII) && Int($0) != nil }
        guard isVersion else {
            let profiled = IOSRelease.profiles.map(\.version).joined(separator: ", ")
            fail(
                "'\(scalar.value)' is not an iOS version", at: scalar.location, length: scalar.length,
                help: "write a release as Settings shows it, e.g. \"26.2\" (releases with a profile: \(profiled))")
            return nil
        }
        return scalar.value
    }
}
