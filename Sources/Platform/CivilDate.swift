/// A calendar day in the proleptic Gregorian calendar, stored as days since 1970-01-01.
///
/// The conversion is pure integer arithmetic (Howard Hinnant's `days_from_civil`), so it
/// does not depend on Foundation's calendar, the machine's time zone or its locale.
public struct CivilDate: Hashable, Comparable, Sendable, CustomStringConvertible {
    /// Days since 1970-01-01 (negative before it).
    public var daysSinceEpoch: Int64

    public init(daysSinceEpoch: Int64) {
        self.daysSinceEpoch = daysSinceEpoch
    }

    public init(year: Int, month: Int, day: Int) {
        precondition((1...12).contains(month), "month out of range")
        precondition((1...31).contains(day), "day out of range")
        let shiftedYear = Int64(month <= 2 ? year - 1 : year)
        let era = (shiftedYear >= 0 ? shiftedYear : shiftedYear - 399) / 400
        let yearOfEra = shiftedYear - era * 400
        let monthIndex = Int64(month > 2 ? month - 3 : month + 9)
        let dayOfYear = (153 * monthIndex + 2) / 5 + Int64(day) - 1
        let dayOfEra = yearOfEra * 365 + yearOfEra / 4 - yearOfEra / 100 + dayOfYear
        daysSinceEpoch = era * 146_097 + dayOfEra - 719_468
    }

    public var components: (year: Int, month: Int, day: Int) {
        let z = daysSinceEpoch + 719_468
        let era = (z >= 0 ? z : z - 146_096) / 146_097
        let dayOfEra = z - era * 146_097
        let yearOfEra = (dayOfEra - dayOfEra / 1_460 + dayOfEra / 36_524 - dayOfEra / 146_096) / 365
        let dayOfYear = dayOfEra - (365 * yearOfEra + yearOfEra / 4 - yearOfEra / 100)
        let monthIndex = (5 * dayOfYear + 2) / 153
        let day = dayOfYear - (153 * monthIndex + 2) / 5 + 1
        let month = monthIndex < 10 ? monthIndex + 3 : monthIndex - 9
        let year = yearOfEra + era * 400 + (month <= 2 ? 1 : 0)
        return (Int(year), Int(month), Int(day))
    }

    /// ISO weekday: 1 = Monday … 7 = Sunday.
    public var isoWeekday: Int {
        // 1970-01-01 was a Thursday (ISO 4).
        let offset = (daysSinceEpoch + 3) % 7
        return Int(offset < 0 ? offset + 7 : offset) + 1
    }

    /// The Monday that starts this date's ISO week: weekly limits and milestones use it.
    public var startOfWeek: CivilDate {
        CivilDate(daysSinceEpoch: daysSinceEpoch - Int64(isoWeekday - 1))
    }

    public func adding(days: Int64) -> CivilDate {
        CivilDate(daysSinceEpoch: daysSinceEpoch + days)
    }

    public static func < (lhs: CivilDate, rhs: CivilDate) -> Bool {
        lhs.daysSinceEpoch < rhs.daysSinceEpoch
    }

    /// `YYYY-MM-DD`.
    public var description: String {
        PaddedDigits.text(appendDescription)
    }

    func appendDescription(to text: inout [UInt8]) {
        let (year, month, day) = components
        PaddedDigits.append(year, width: 4, to: &text)
        text.append(UInt8(ascii: "-"))
        PaddedDigits.append(month, width: 2, to: &text)
        text.append(UInt8(ascii: "-"))
        PaddedDigits.append(day, width: 2, to: &text)
    }
}
