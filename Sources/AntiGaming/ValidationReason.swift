/// Why a minute was dropped, withheld or flagged. Declaration order is the sort order, so
/// filters come first in every sorted list.
public enum ValidationReason: String, Hashable, Sendable, CaseIterable, Comparable {
    // Filters: the minute never happened or is already counted; dropping it is not a suspicion.
    /// The same (device, app, minute) was already counted this local day (duplicate callback,
    /// catch-up flood after a restart).
    case duplicate
    /// More minutes than time has passed (immediate-fire floods, over-counting).
    case fasterThanTime
    /// The same app's minute was already counted from another device (usage bleeding across
    /// devices on one Apple ID).
    case mirroredOnOtherDevice

    // Suspicions: they flag the session.
    /// The device clock moved against uptime by more than the level's tolerance.
    case clockChanged
    case timeZoneChanged
    case oddHours
    /// Passive use: a session running unbroken past the level's limit.
    case unbrokenSession
    case rapidSwitching
    /// Bot-like: the same app at the same minute of day for the same length on several days.
    case regularPattern
    /// A different learning app was credited on another device at the same time.
    case otherDeviceInUse
    /// Reward minutes on the shield, not paid by a redemption.
    case shieldSitting
    /// Screen Time authorisation is not approved.
    case permissionLost
    case monitoringDropped
    /// The host app did not run for long while the device was in use.
    case appStalled

    /// Whether the reason drops a minute that is not real, as opposed to a suspicion about
    /// real usage.
    public var isFilter: Bool {
        switch self {
        case .duplicate, .fasterThanTime, .mirroredOnOtherDevice: true
        default: false
        }
    }

    public static func < (lhs: ValidationReason, rhs: ValidationReason) -> Bool {
        lhs.rank < rhs.rank
    }

    private var rank: Int {
        guard let index = Self.allCases.firstIndex(of: self) else {
            preconditionFailure("every reason is in allCases")
        }
        return index
    }
}

extension Array where Element == ValidationReason {
    /// Sorted and without repeats, the form every public list of reasons takes.
    func sortedUnique() -> [ValidationReason] {
        // Most lists hold one reason or none, and are so already: no need to sort a copy.
        guard count > 1 else { return self }
        var result: [ValidationReason] = []
        for reason in sorted() where result.last != reason {
            result.append(reason)
        }
        return result
    }
}
