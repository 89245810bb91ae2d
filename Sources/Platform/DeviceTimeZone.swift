/// The time zone a device is set to: a fixed UTC offset, or a real zone by identifier whose
/// offset follows its daylight-saving rule.
public enum DeviceTimeZone: Hashable, Sendable, CustomStringConvertible {
    case fixed(utcOffsetSeconds: Int)
    case named(NamedTimeZone)

    public func offsetSeconds(at instant: Instant) -> Int {
        switch self {
        case .fixed(let seconds): seconds
        case .named(let zone): zone.offsetSeconds(at: instant)
        }
    }

    /// The next instant the offset changes by itself; nil for a fixed offset.
    public func nextTransition(after instant: Instant) -> Instant? {
        switch self {
        case .fixed: nil
        case .named(let zone): zone.nextTransition(after: instant)
        }
    }

    /// Whether the zone's own rule moves the offset from `before` at `earlier` to `after` at
    /// `later`: a daylight-saving change, not a change of zone. Never for a fixed offset.
    public func explainsOffsetChange(from before: Int, at earlier: Instant, to after: Int, at later: Instant) -> Bool {
        guard case .named = self, before != after else { return false }
        return offsetSeconds(at: earlier) == before && offsetSeconds(at: later) == after
    }

    /// The named zone's identifier; nil for a bare offset.
    public var identifier: String? {
        if case .named(let zone) = self { zone.identifier } else { nil }
    }

    /// `Europe/Paris`, or the offset as `+01:00` / `Z`.
    public var description: String {
        switch self {
        case .fixed(let seconds): LocalTimestamp.offsetText(seconds)
        case .named(let zone): zone.identifier
        }
    }
}
