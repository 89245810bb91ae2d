import FamilyApp
import YAMLSubset

/// The app build on a parent's phone: its version, and whether the App Store updates it by itself.
extension ScenarioDecoder {
    static let appBuildKeyTable = [
        DocumentedKey(
            "app_version", "with `sync`, the version of the app on the parent's phone: `1.0` or `1.1`",
            default: "`1.1`, the latest"),
        DocumentedKey(
            "auto_update",
            "automatic updates on: the latest version installs itself at a moment drawn uniformly within this "
                + "long of the start (a duration)",
            default: "off: only an `update_app` step updates"),
    ]

    /// A version the app has had, by its number.
    mutating func appVersion(_ scalar: YAMLScalar) -> AppVersion? {
        reference(scalar, kind: "app version", known: AppVersion.allCases.map(\.rawValue)).flatMap(AppVersion.init)
    }

    /// `app_version` and `auto_update` of a parent.
    mutating func decodeAppBuild(of parent: YAMLMapping, into spec: inout ParentSpec) {
        if let scalar = parent.entry("app_version").flatMap({ scalar($0.value, "'app_version'") }),
            let version = appVersion(scalar)
        {
            spec.appVersion = version
        }
        if let scalar = parent.entry("auto_update").flatMap({ scalar($0.value, "'auto_update'") }),
            let ms = parsed(scalar, ScenarioTimeFormat.duration)
        {
            spec.autoUpdateWithinMs = ms
        }
    }
}
