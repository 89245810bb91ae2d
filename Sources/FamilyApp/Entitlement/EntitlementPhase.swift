/// Where the family stands, as one device can tell from the grant it holds and its own clock.
public enum EntitlementPhase: String, CaseIterable, Sendable {
    /// The free trial: every feature, for every child.
    case trial
    /// A paid period that has not ended.
    case subscribed
    /// The paid period ended and nobody has been able to ask the store whether it renewed:
    /// the family keeps its tier for `EntitlementGrant.offlineGraceMs` after the end.
    case grace
    /// No trial, no paid period, no grace: the features that cost money are locked.
    case lapsed
}
