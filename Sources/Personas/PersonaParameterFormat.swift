/// How a persona parameter is written, and the whole number it stands for.
public enum PersonaParameterFormat: Sendable {
    /// `3`, or `-6` where signed; the number itself.
    case count(signed: Bool)
    /// `40%`: whole percent, 0 to 100.
    case percent
    /// `20m`: whole minutes.
    case minutes
    /// `30s`: whole seconds.
    case seconds
    /// `15:00` or `15:00:30`: local time of day, in milliseconds after midnight.
    case timeOfDay
    /// A time of day as above, or `none` (-1).
    case timeOfDayOrNone
    /// `0.5`: a non-negative decimal with up to three places, in thousandths.
    case decimal
    /// `true` or `false`: 1 or 0.
    case flag

    /// The value `text` stands for, or nil when it is not in this format.
    public func value(of text: String) -> Int? {
        switch self {
        case .count(let signed):
            guard let number = Int(text), signed || number >= 0 else { return nil }
            return number
        case .percent:
            guard let number = Int(text.hasSuffix("%") ? String(text.dropLast()) : text), (0...100).contains(number)
            else { return nil }
            return number
        case .minutes: return Self.whole(text, unit: "m")
        case .seconds: return Self.whole(text, unit: "s")
        case .timeOfDay: return Self.timeOfDayMs(text)
        case .timeOfDayOrNone: return text == "none" ? -1 : Self.timeOfDayMs(text)
        case .decimal: return Self.thousandths(text)
        case .flag: return text == "true" ? 1 : text == "false" ? 0 : nil
        }
    }

    /// `value` written in this format (the inverse of `value(of:)`).
    public func text(of value: Int) -> String {
        switch self {
        case .count: "\(value)"
        case .percent: "\(value)%"
        case .minutes: "\(value)m"
        case .seconds: "\(value)s"
        case .timeOfDay: Self.timeOfDayText(value)
        case .timeOfDayOrNone: value < 0 ? "none" : Self.timeOfDayText(value)
        case .decimal: value % 1_000 == 0 ? "\(value / 1_000)" : Self.decimalText(value)
        case .flag: value == 0 ? "false" : "true"
        }
    }

    /// What to write, for errors and the reference.
    public var help: String {
        switch self {
        case .count(let signed): signed ? "a whole number, e.g. 3 or -6" : "a whole number, e.g. 3"
        case .percent: "a whole percentage, e.g. 40%"
        case .minutes: "whole minutes, e.g. 20m"
        case .seconds: "whole seconds, e.g. 30s"
        case .timeOfDay: "a local time, e.g. 15:00"
        case .timeOfDayOrNone: "a local time, e.g. 17:00, or none"
        case .decimal: "a decimal with up to three places, e.g. 0.5"
        case .flag: "true or false"
        }
    }

    private static func whole(_ text: String, unit: Character) -> Int? {
        guard text.last == unit, let number = Int(text.dropLast()), number >= 0 else { return nil }
        return number
    }

    private static func timeOfDayMs(_ text: String) -> Int? {
        let parts = text.split(separator: ":", omittingEmptySubsequences: false)
        guard (2...3).contains(parts.count), parts.allSatisfy({ $0.count == 2 && $0.allSatisfy(\.isASCII) }),
            let hours = Int(parts[0]), let minutes = Int(parts[1]), (0...23).contains(hours), (0...59).contains(minutes)
        else { return nil }
        let seconds = parts.count == 3 ? Int(parts[2]) : 0
        guard let seconds, (0...59).contains(seconds) else { return nil }
        return ((hours * 60 + minutes) * 60 + seconds) * 1_000
    }

    private static func timeOfDayText(_ ms: Int) -> String {
        let seconds = ms / 1_000
        func two(_ number: Int) -> String { number < 10 ? "0\(number)" : "\(number)" }
        let clock = two(seconds / 3_600) + ":" + two(seconds / 60 % 60)
        return seconds % 60 == 0 ? clock : clock + ":" + two(seconds % 60)
    }

    private static func thousandths(_ text: String) -> Int? {
        let parts = text.split(separator: ".", omittingEmptySubsequences: false)
        guard (1...2).contains(parts.count), parts[0].allSatisfy(\.isASCII), let whole = Int(parts[0]),
            (0...1_000).contains(whole)
        else { return nil }
        guard parts.count == 2 else { return whole * 1_000 }
        let fraction = parts[1]
        guard (1...3).contains(fraction.count), fraction.allSatisfy({ $0.isASCII && $0.isNumber }),
            let digits = Int(fraction)
        else { return nil }
        return whole * 1_000 + digits * [100, 10, 1][fraction.count - 1]
    }

    private static func decimalText(_ value: Int) -> String {
        var fraction = String(value % 1_000)
        fraction = String(repeating: "0", count: 3 - fraction.count) + fraction
        while fraction.hasSuffix("0") { fraction.removeLast() }
        return "\(value / 1_000).\(fraction)"
    }
}
