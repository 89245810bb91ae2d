/// The monitoring flag: the app found the system had dropped its usage-monitoring registration
/// and started it again (reason `monitoringDropped`), which floods catch-up callbacks the
/// filters then judge. Flagged on the device at every level; it keeps no state. Worked: a
/// monitoring start at 07:00 that found the registration gone raises one flag at 07:00.
public enum MonitoringDroppedFlag: UsageRule {
    public static func parameters(for strictness: ValidationStrictness) -> Never? { nil }

    public static func valuesText(for strictness: ValidationStrictness) -> String { "flag, at every level" }

    public static let description = UsageRuleDescription(
        name: "the monitoring flag", reason: .monitoringDropped,
        summary: "A usage-monitoring registration found dropped and started again is flagged on the device.",
        reads: "monitoring starts the app makes, and whether it found the registration dropped",
        parentChoice: "none",
        blindSpots: "Minutes used while monitoring was dropped are never seen.",
        sourceFile: "Sources/AntiGaming/Rules/MonitoringDroppedFlag.swift",
        tests: "Tests/AntiGamingTests/FlagTests.swift"
    )
}
