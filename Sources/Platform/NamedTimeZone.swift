/// A real time zone by its identifier, with its standard offset and daylight-saving rule,
/// computed from the rules written here, never from the machine's time-zone database: that
/// is not on every machine, and its versions differ, so runs would not repeat everywhere.
///
/// Each zone's rule is right from `validFromYear` on (its last change); earlier dates get the
/// same rule, which is not what their clocks did.
public struct NamedTimeZone: Hashable, Sendable, CustomStringConvertible {
    public let identifier: String
    public let standardOffsetSeconds: Int
    public let daylightSaving: DaylightSavingRule?
    public let validFromYear: Int

    public init(identifier: String, standardOffsetSeconds: Int, daylightSaving: DaylightSavingRule?, validFromYear: Int)
    {
        precondition(abs(standardOffsetSeconds) <= 14 * 3_600, "UTC offset beyond ±14 h")
        self.identifier = identifier
        self.standardOffsetSeconds = standardOffsetSeconds
        self.daylightSaving = daylightSaving
        self.validFromYear = validFromYear
    }

    /// Every zone a device can be set to by name, in identifier order.
    public static let all: [NamedTimeZone] = [
        NamedTimeZone(
            identifier: "America/Chicago", standardOffsetSeconds: -6 * 3_600, daylightSaving: .unitedStates,
            validFromYear: 2007),
        NamedTimeZone(
            identifier: "America/Denver", standardOffsetSeconds: -7 * 3_600, daylightSaving: .unitedStates,
            validFromYear: 2007),
        NamedTimeZone(
            identifier: "America/Los_Angeles", standardOffsetSeconds: -8 * 3_600, daylightSaving: .unitedStates,
            validFromYear: 2007),
        NamedTimeZone(
            identifier: "America/New_York", standardOffsetSeconds: -5 * 3_600, daylightSaving: .unitedStates,
            validFromYear: 2007),
        NamedTimeZone(
            identifier: "Asia/Kolkata", standardOffsetSeconds: 5 * 3_600 + 1_800, daylightSaving: nil,
            validFromYear: 1946),
        NamedTimeZone(
            identifier: "Asia/Tokyo", standardOffsetSeconds: 9 * 3_600, daylightSaving: nil, validFromYear: 1952),
        NamedTimeZone(
            identifier: "Australia/Sydney", standardOffsetSeconds: 10 * 3_600, daylightSaving: .newSouthWales,
            validFromYear: 2008),
        NamedTimeZone(
            identifier: "Europe/Berlin", standardOffsetSeconds: 3_600, daylightSaving: .europeanUnion,
            validFromYear: 1996),
        NamedTimeZone(
            identifier: "Europe/London", standardOffsetSeconds: 0, daylightSaving: .europeanUnion, validFromYear: 1996),
        NamedTimeZone(
            identifier: "Europe/Paris", standardOffsetSeconds: 3_600, daylightSaving: .europeanUnion,
            validFromYear: 1996),
    ]

    public static func named(_ identifier: String) -> NamedTimeZone? {
        all.first { $0.identifier == identifier }
    }

    /// The known identifier closest to `text` (fewest single-character edits, ignoring case),
    /// for an error's hint.
    public static func closestIdentifier(to text: String) -> String {
        let typed = Array(text.lowercased())
        return all.min {
            editDistance(Array($0.identifier.lowercased()), typed)
                < editDistance(Array($1.identifier.lowercased()), typed)
        }!
        .identifier
    }

    public func offsetSeconds(at instant: Instant) -> Int {
        guard let daylightSaving,
            daylightSaving.isInForce(at: instant, standardOffsetSeconds: standardOffsetSeconds)
        else {
            return standardOffsetSeconds
        }
        return standardOffsetSeconds + daylightSaving.savingSeconds
    }

    /// The next instant the offset changes after `instant`; nil for a zone without daylight saving.
    public func nextTransition(after instant: Instant) -> Instant? {
        daylightSaving?.nextTransition(after: instant, standardOffsetSeconds: standardOffsetSeconds)
    }

    public var description: String { identifier }

    private static func editDistance(_ a: [Character], _ b: [Character]) -> Int {
        var previous = Array(0...b.count)
        for (i, x) in a.enumerated() {
            var current = [i + 1]
            for (j, y) in b.enumerated() {
                current.append(min(previous[j + 1] + 1, current[j] + 1, previous[j] + (x == y ? 0 : 1)))
            }
            previous = current
        }
        return previous[b.count]
    }
}
