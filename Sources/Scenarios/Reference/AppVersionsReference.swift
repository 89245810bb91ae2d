import FamilyApp
import Reports

/// The versions of the app a parent's phone can run, from the app's own version table.
public enum AppVersionsReference {
    public static var page: ReferencePage {
        ReferencePage(
            title: "App versions",
            summary: "The versions of the parent app a phone runs (`app_version:`), what each offers, the record "
                + "types it writes and reads, and what an older version does with what it does not know.",
            blocks: [
                MarkdownTable.render(
                    header: ["version", "adds", "co-parents", "activity log", "per-app changes", "record types"],
                    rows: AppVersion.allCases.map(row)
                ),
                latestParagraph,
                refusalsParagraph,
            ]
        )
    }

    static func row(_ version: AppVersion) -> [String] {
        let types: String = version.recordTypes.map(ReferencePage.code).joined(separator: ", ")
        return [
            ReferencePage.code(version.rawValue), version.adds, yes(version.hasCoParents),
            yes(version.keepsActivityLog), yes(version.changesAppsFromPhone), types,
        ]
    }

    static func yes(_ offered: Bool) -> String { offered ? "yes" : "—" }

    static var latestParagraph: String {
        let latest: String = ReferencePage.code(AppVersion.latest.rawValue)
        let choices: String = AppBuild.UnknownFields.allCases.map { ReferencePage.code($0.rawValue) }
            .joined(separator: " or ")
        let parts: [String] = [
            "The latest version, \(latest), is what a phone runs unless the scenario says otherwise and what",
            "`update_app` and `auto_update` install. The child's app is the same in every version. A record type",
            "a version does not list is one it leaves alone; a field of the settings record it does not know",
            "(1.0: the `app.<id>` fields) it keeps or drops when it saves the record, as the `sync` block's",
            "`unknown_fields` says: \(choices) (default `keep`).",
        ]
        return parts.joined(separator: " ")
    }

    static var refusalsParagraph: String {
        let refusals: String = ParentDeviceApp.coParentRefusals.map(ReferencePage.code).joined(separator: " or ")
        let parts: [String] = [
            "A phone refuses to invite a second parent, or to accept an invitation as one, with \(refusals):",
            "the first on a version without co-parents, the second while the product's remote configuration",
            "has them off (`co_parents: off`). `invitation_refused(parent, reason)` reads both.",
        ]
        return parts.joined(separator: " ")
    }
}
