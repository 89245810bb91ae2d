import Reports
import Simulation

/// The iOS releases with a profile, from the simulated platform's own profile table.
public enum IOSReleasesReference {
    public static var page: ReferencePage {
        ReferencePage(
            title: "iOS releases",
            summary: "The iOS releases a child's device can run with a profile (`ios:` on a device, `update_ios`), "
                + "the DeviceActivity behaviour each changes as reported, its source, and the faults that model it.",
            blocks: [
                MarkdownTable.render(
                    header: ["release", "behaviour", "source", "modelled by"],
                    rows: IOSRelease.profiles.map(row)
                ),
                defaultParagraph,
                leftOutParagraph,
            ]
        )
    }

    static func row(_ release: IOSRelease) -> [String] {
        let faults: String = release.faultSpecs.map { spec in
            let minutes = spec.minutes.map { ", minutes \($0)" } ?? ""
            return "\(ReferencePage.code(spec.kind.rawValue)) (\(spec.chancePercent) %\(minutes))"
        }.joined(separator: ", ")
        return [ReferencePage.code(release.version), release.behaviour, release.source, faults]
    }

    static var defaultParagraph: String {
        let parts: [String] = [
            "A device whose release has no row here, or whose scenario names none, behaves as the simulated",
            "platform always does. A profile's faults replace a scenario's fault of the same kind on that device;",
            "`rewardsim blast-radius` runs a population with and without a profile, on the same seeds.",
        ]
        return parts.joined(separator: " ")
    }

    static var leftOutParagraph: String {
        let parts: [String] = [
            "Not modelled: iOS 17.5.1, after which \"the tokens passed in the Shield Configuration extension",
            "don't match the tokens they selected\" (FB14082790, same forum). The simulated platform names apps by",
            "their identifiers and the app keeps no selection of opaque tokens, so a mismatch has nothing to act on",
            "until the platform protocols carry tokens; a profile that only claimed it would be a stub.",
        ]
        return parts.joined(separator: " ")
    }
}
