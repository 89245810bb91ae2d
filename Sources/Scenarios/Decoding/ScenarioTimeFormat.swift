import Platform
import YAMLSubset

/// The time formats of scenario files. Every function returns the value or a problem
/// sentence; the decoder turns problems into located diagnostics.
public enum ScenarioTimeFormat {
    /// Units a duration may use, largest first: `w d h m s ms`.
    static let durationUnits: [(suffix: String, milliseconds: Int64)] = [
        ("ms", 1), ("w", 604_800_000), ("d", 86_400_000), ("h", 3_600_000), ("m", 60_000), ("s", 1_000),
    ]

    /// The longest duration any value may have (3660d, ten years). Every instant of a run plus
    /// any duration then stays far inside Int64 milliseconds, so no sum can overflow at run time.
    public static let durationMaxMs: Int64 = 3_660 * 86_400_000
    /// The longest simulated run (366d): the work and memory a run asks for grow with it.
    public static let runDurationMaxMs: Int64 = 366 * 86_400_000
    /// The highest `day N` a moment may name; anything higher is after the end of every run.
    public static let dayNumberMax = 367

    /// `90s`, `30m`, `2h`, `1d`, `2w`, `250ms`, or a combination such as `1h30m`; at most
    /// ``durationMaxMs``.
    public static func duration(_ text: String) -> Result<Int64, FormatProblem> {
        let trimmed = text.trimmingWhitespace()
        if trimmed.hasPrefix("-") {
            return .failure(.init("a duration cannot be negative", help: "write a positive duration such as 30m"))
        }
        guard !trimmed.isEmpty else {
            return .failure(
                .init("expected a duration", help: "durations are numbers with units: 90s, 30m, 2h, 1d, 1w"))
        }
        var total: Int64 = 0
        var rest = Substring(trimmed)
        while !rest.isEmpty {
            let digits = rest.prefix { $0.isASCII && $0.isNumber }
            guard !digits.isEmpty else {
                return .failure(
                    .init(
                        "'\(trimmed)' is not a duration", help: "durations are numbers with units: 90s, 30m, 2h, 1d, 1w"
                    ))
            }
            guard let amount = Int64(digits) else { return .failure(tooLong(trimmed)) }
            rest = rest.dropFirst(digits.count)
            guard let unit = durationUnits.first(where: { rest.hasPrefix($0.suffix) }) else {
                let help =
                    rest.isEmpty
                    ? "add a unit: \(digits)m for minutes, \(digits)s for seconds" : "units are ms, s, m, h, d and w"
                return .failure(.init("'\(trimmed)' has no valid unit", help: help))
            }
            rest = rest.dropFirst(unit.suffix.count)
            let (product, overflow) = amount.multipliedReportingOverflow(by: unit.milliseconds)
            guard !overflow, product <= durationMaxMs - total else { return .failure(tooLong(trimmed)) }
            total += product
        }
        return .success(total)
    }

    static func tooLong(_ text: String) -> FormatProblem {
        FormatProblem(
            "'\(DiagnosticText.shortened(text))' is too long a duration",
            help: "a duration is at most \(describe(milliseconds: durationMaxMs))")
    }

    /// `+2h`, `-30m`, `1h30m` or `0`: a duration that may be negative.
    public static func signedDuration(_ text: String) -> Result<Int64, FormatProblem> {
        let trimmed = text.trimmingWhitespace()
        if trimmed == "0" { return .success(0) }
        if trimmed.hasPrefix("-") { return duration(String(trimmed.dropFirst())).map { -$0 } }
        return duration(trimmed.hasPrefix("+") ? String(trimmed.dropFirst()) : trimmed)
    }

    /// `2026-03-02 07:00 +01:00`, `2026-03-02 07:00:30 Z`, `2026-03-02T07:00:00+01:00`;
    /// without an offset the time is UTC.
    public static func start(_ text: String) -> Result<LocalTimestamp, FormatProblem> {
        let help = "write the start as YYYY-MM-DD HH:MM [±HH:MM], e.g. 2026-03-02 07:00 +01:00"
        var text = text.trimmingWhitespace().replacingFirst("T", with: " ")
        var offsetSeconds = 0
        if text.hasSuffix("Z") {
            text = String(text.dropLast()).trimmingWhitespace()
        } else if let signIndex = text.lastIndex(where: { $0 == "+" || $0 == "-" }),
            text[..<signIndex].contains(":")
        {
            guard let offset = utcOffset(String(text[signIndex...])) else {
                return .failure(
                    .init("'\(text[signIndex...])' is not a UTC offset", help: "offsets look like +01:00 or -05:30"))
            }
            offsetSeconds = offset
            text = String(text[..<signIndex]).trimmingWhitespace()
        }
        let parts = text.split(separator: " ", omittingEmptySubsequences: true)
        guard parts.count == 2, let date = civilDate(String(parts[0])),
            let time = timeOfDay(String(parts[1]))
        else {
            return .failure(.init("'\(text)' is not a start date and time", help: help))
        }
        let midnight = LocalTimestamp.startOfDay(date, utcOffsetSeconds: offsetSeconds)
        return .success(LocalTimestamp(instant: midnight + time, utcOffsetSeconds: offsetSeconds))
    }

    /// `07:30`, `07:30:15`, `day 2 07:30` — a moment of the run in the start's time zone (on
    /// `zone`'s clock when given: after a daylight-saving change, 16:00 is still 16:00 local);
    /// day 1 is the start's date.
    public static func moment(_ text: String, start: LocalTimestamp, zone: DeviceTimeZone? = nil) -> Result<
        Instant, FormatProblem
    > {
        let help = "write a time of day (07:30, 07:30:15) or a day and time (day 2 07:30); day 1 is the start date"
        let words = text.trimmingWhitespace().split(separator: " ", omittingEmptySubsequences: true)
        var day = 1
        var clock = words.first.map(String.init) ?? ""
        if words.count == 3 && words[0] == "day" {
            guard words[1].allSatisfy({ $0.isASCII && $0.isNumber }), let number = Int(words[1].prefix(9)),
                number >= 1
            else {
                return .failure(
                    .init(
                        "'\(DiagnosticText.shortened(words[1]))' is not a day number",
                        help: "days are counted from 1: day 1, day 2, …"))
            }
            guard words[1].count <= 9, number <= dayNumberMax else {
                return .failure(
                    .init(
                        "day \(DiagnosticText.shortened(words[1])) is after the end of any run",
                        help: "a run lasts at most \(describe(milliseconds: runDurationMaxMs))"))
            }
            day = number
            clock = String(words[2])
        } else if words.count != 1 {
            return .failure(.init("'\(text)' is not a time", help: help))
        }
        guard let time = timeOfDay(clock) else {
            return .failure(.init("'\(clock)' is not a time of day", help: help))
        }
        let date = start.date.adding(days: Int64(day - 1))
        let onStartClock = LocalTimestamp.startOfDay(date, utcOffsetSeconds: start.utcOffsetSeconds) + time
        guard let zone else { return .success(onStartClock) }
        return .success(LocalTimestamp.startOfDay(date, utcOffsetSeconds: zone.offsetSeconds(at: onStartClock)) + time)
    }

    /// `+01:00`, `-05:30`, `Z` → seconds east of UTC.
    public static func utcOffset(_ text: String) -> Int? {
        if text == "Z" { return 0 }
        guard let sign = text.first, sign == "+" || sign == "-",
            let time = timeOfDay(String(text.dropFirst()))
        else { return nil }
        let seconds = Int(time / 1_000)
        guard seconds <= 14 * 3_600, seconds % 60 == 0 else { return nil }
        return sign == "-" ? -seconds : seconds
    }

    /// `HH:MM` or `HH:MM:SS` → milliseconds since midnight.
    static func timeOfDay(_ text: String) -> Int64? {
        let fields = text.split(separator: ":", omittingEmptySubsequences: false)
        guard (2...3).contains(fields.count), fields.allSatisfy({ $0.count == 2 && $0.allSatisfy(\.isASCII) }),
            let hours = Int64(fields[0]), let minutes = Int64(fields[1]),
            hours < 24, minutes < 60
        else { return nil }
        let seconds = fields.count == 3 ? Int64(fields[2]) : 0
        guard let seconds, seconds < 60 else { return nil }
        return ((hours * 60 + minutes) * 60 + seconds) * 1_000
    }

    static func civilDate(_ text: String) -> CivilDate? {
        let fields = text.split(separator: "-", omittingEmptySubsequences: false)
        guard fields.count == 3, fields[0].count == 4, fields[1].count == 2, fields[2].count == 2,
            let year = Int(fields[0]), let month = Int(fields[1]), let day = Int(fields[2]),
            (1...12).contains(month), (1...31).contains(day)
        else { return nil }
        let date = CivilDate(year: year, month: month, day: day)
        return date.components == (year, month, day) ? date : nil
    }

    /// A duration for people: `1h 30m`, `45s`, `0s`.
    public static func describe(milliseconds: Int64) -> String {
        if milliseconds == 0 { return "0s" }
        var rest = milliseconds
        var parts: [String] = []
        for (suffix, size) in [("d", Int64(86_400_000)), ("h", 3_600_000), ("m", 60_000), ("s", 1_000), ("ms", 1)]
        where rest >= size {
            parts.append("\(rest / size)\(suffix)")
            rest %= size
        }
        return parts.joined(separator: " ")
    }
}

/// Why a value does not fit its format, with a hint for the fix.
public struct FormatProblem: Error, Hashable, Sendable {
    public let message: String
    public let help: String?

    init(_ message: String, help: String?) {
        self.message = message
        self.help = help
    }
}

extension String {
    func trimmingWhitespace() -> String {
        let scalars = unicodeScalars
        guard let first = scalars.firstIndex(where: { !$0.properties.isWhitespace }),
            let last = scalars.lastIndex(where: { !$0.properties.isWhitespace })
        else { return "" }
        return String(scalars[first...last])
    }

    func replacingFirst(_ target: Character, with replacement: String) -> String {
        guard let found = firstIndex(of: target) else { return self }
        return String(self[..<found]) + replacement + String(self[index(after: found)...])
    }
}
