/// Every anti-gaming rule, in the order the validator applies them: the device's clock and zone
/// are read first, with every signal; then the filters decide whether a minute happened; then
/// the rules judge it — their suspicions raised, and their state changed, in this order — and
/// last the unused-device rule decides whether it waits for the device to show use. The flags
/// of host-app runs, authorisation and monitoring come with their own signals. A rule added to
/// the validator is added here, and so documented on the reference page; a rule removed from
/// the validator leaves here too.
public enum UsageRules {
    public static let all: [any UsageRule.Type] = [
        ClockChangeRule.self,
        TimeZoneChangeRule.self,
        DuplicateMinuteFilter.self,
        MirroredMinuteFilter.self,
        TimeBudgetFilter.self,
        ShieldSittingRule.self,
        OddHoursRule.self,
        SessionLengthRule.self,
        RapidSwitchingRule.self,
        RegularPatternRule.self,
        OtherDeviceRule.self,
        UnusedDeviceRule.self,
        AppStalledRule.self,
        PermissionLostFlag.self,
        MonitoringDroppedFlag.self,
    ]
}
