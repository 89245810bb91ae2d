import Platform

/// The permission flag: the app read a Screen Time authorisation that is not approved — the
/// child or a parent turned it off, and no minute can be seen until it is back (reason
/// `permissionLost`). Flagged on the device at every level; it keeps no state. Worked: an
/// authorisation read as denied at 16:00 raises one flag at 16:00, and nothing is withheld.
public enum PermissionLostFlag: UsageRule {
    public static func parameters(for strictness: ValidationStrictness) -> Never? { nil }

    public static func valuesText(for strictness: ValidationStrictness) -> String { "flag, at every level" }

    public static let description = UsageRuleDescription(
        name: "the permission flag", reason: .permissionLost,
        summary: "A Screen Time authorisation read as not approved is flagged on the device.",
        reads: "authorisation changes the app reads",
        parentChoice: "none",
        blindSpots: "Minutes used while it was off are never seen, so nothing is withheld.",
        sourceFile: "Sources/AntiGaming/Rules/PermissionLostFlag.swift",
        tests: "Tests/AntiGamingTests/FlagTests.swift"
    )

    /// Whether an authorisation read as `status` is flagged.
    static func isRaised(by status: AuthorizationStatus) -> Bool { status != .approved }
}
