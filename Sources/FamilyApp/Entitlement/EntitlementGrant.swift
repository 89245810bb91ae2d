import Platform

/// What the organiser's phone last verified — the trial it started, or the latest paid period
/// the store reported — written into every child's family zone so that each parent's phone and
/// each child's device works out the family's `Entitlement` from it with its own clock, even
/// offline.
public struct EntitlementGrant: Hashable, Sendable {
    public enum Kind: String, Sendable {
        case trial
        case subscription
    }

    /// The free trial starts when the organiser sets the family up.
    public static let trialLengthMs = 14 * Instant.millisecondsPerDay
    /// How long past a paid period's end the family keeps its tier while nobody could ask the
    /// store whether it renewed (the organiser's phone offline, or its app not run).
    public static let offlineGraceMs = 7 * Instant.millisecondsPerDay
    /// The trial has every feature for every child.
    public static let trialTier = SubscriptionTier.large

    public let kind: Kind
    public let tier: SubscriptionTier
    public let expiresAt: Instant
    public let willAutoRenew: Bool
    /// The store answered, at or after `expiresAt`, that no later period followed: the family
    /// lapses at once, with no grace.
    public let confirmedEnded: Bool

    public static func trial(startingAt start: Instant) -> EntitlementGrant {
        EntitlementGrant(
            kind: .trial, tier: trialTier, expiresAt: start + trialLengthMs, willAutoRenew: false,
            confirmedEnded: false)
    }

    /// The grant the store's latest transaction makes, as verified at `verifiedAt`; nil for a
    /// product that is not one of the tiers.
    public init?(transaction: SubscriptionTransaction, verifiedAt: Instant) {
        guard let tier = SubscriptionTier(productID: transaction.productID) else { return nil }
        self.init(
            kind: .subscription, tier: tier, expiresAt: transaction.expiresAt,
            willAutoRenew: transaction.willAutoRenew, confirmedEnded: verifiedAt >= transaction.expiresAt)
    }

    init(kind: Kind, tier: SubscriptionTier, expiresAt: Instant, willAutoRenew: Bool, confirmedEnded: Bool) {
        self.kind = kind
        self.tier = tier
        self.expiresAt = expiresAt
        self.willAutoRenew = willAutoRenew
        self.confirmedEnded = confirmedEnded
    }

    /// The family's entitlement at `now`. A trial ends on its day, as it was known from the start; a
    /// paid period keeps its tier through the offline grace unless the store confirmed its end.
    public func entitlement(at now: Instant) -> Entitlement {
        let phase: EntitlementPhase
        if now < expiresAt {
            phase = kind == .trial ? .trial : .subscribed
        } else if kind == .subscription, !confirmedEnded, now < expiresAt + Self.offlineGraceMs {
            phase = .grace
        } else {
            phase = .lapsed
        }
        return Entitlement(phase: phase, tier: phase == .lapsed ? nil : tier)
    }

    // MARK: The record

    /// The grant's record in `zone`: one per family zone, under one name.
    public static func recordID(in zone: CloudZoneID) -> CloudRecordID {
        CloudRecordID(zone: zone, name: "entitlement")
    }

    public init?(record: CloudRecord) {
        guard record.type == FamilyRecordType.entitlement,
            let kind = record["kind"]?.textValue.flatMap(Kind.init(rawValue:)),
            let tier = record["tier"]?.textValue.flatMap(SubscriptionTier.init(rawValue:)),
            let expiresAt = record["expiresAt"]?.intValue
        else { return nil }
        self.init(
            kind: kind, tier: tier, expiresAt: Instant(millisecondsSinceEpoch: expiresAt),
            willAutoRenew: record["willAutoRenew"]?.intValue == 1, confirmedEnded: record["ended"]?.intValue == 1)
    }

    /// Writes the grant into `record` (its copy of the server's, when the phone has one), stamped
    /// with the writer's `editedAt` so that the later verification wins a merge.
    public func write(into record: inout CloudRecord, by editor: ParentID, at time: Instant) {
        precondition(record.type == FamilyRecordType.entitlement, "a grant goes in an entitlement record")
        record["kind"] = .text(kind.rawValue)
        record["tier"] = .text(tier.rawValue)
        record["expiresAt"] = .int(expiresAt.millisecondsSinceEpoch)
        record["willAutoRenew"] = .int(willAutoRenew ? 1 : 0)
        record["ended"] = .int(confirmedEnded ? 1 : 0)
        record["editedAt"] = .int(time.millisecondsSinceEpoch)
        record["editedBy"] = .text(editor.rawValue)
    }
}
