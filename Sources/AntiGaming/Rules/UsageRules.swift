/// Every anti-gaming rule, in the order the validator runs them on a learning minute: the
/// order its suspicions are raised in and its rules' state is changed in. A rule added here is
/// documented on the reference page; a rule removed from the validator leaves here too.
public enum UsageRules {
    public static let all: [any UsageRule.Type] = [
        OddHoursRule.self,
        SessionLengthRule.self,
        RapidSwitchingRule.self,
        RegularPatternRule.self,
    ]
}
