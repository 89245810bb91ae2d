/// Short, stable renderings for failure explanations: the same value always prints the same way.
extension Value: CustomStringConvertible {
    public var description: String {
        switch self {
        case .number(let number): Self.describe(number: number)
        case .duration(let milliseconds): Self.describe(milliseconds: milliseconds)
        case .boolean(let boolean): boolean ? "true" : "false"
        case .text(let text): text
        }
    }

    /// Integers print without decimals, other numbers with at most four, trailing zeros trimmed.
    private static func describe(number: Double) -> String {
        if number == number.rounded(), abs(number) < 9e18 {
            return String(Int64(number))
        }
        let tenThousandths = (number * 10_000).rounded()
        guard abs(tenThousandths) < 1e15 else { return String(number) }
        let magnitude = Int64(tenThousandths).magnitude
        let whole = magnitude / 10_000
        let sign = tenThousandths < 0 ? "-" : ""
        var fraction = String(magnitude % 10_000)
        guard fraction != "0" else { return sign + String(whole) }
        fraction = String(repeating: "0", count: 4 - fraction.count) + fraction
        while fraction.last == "0" { fraction.removeLast() }
        return "\(sign)\(whole).\(fraction)"
    }

    /// The two largest non-zero units, e.g. "1m 30s" or "3d 4h": short enough to scan in a table,
    /// and skipping zero units keeps the second unit informative ("1d 30m", not "1d").
    private static func describe(milliseconds: Int64) -> String {
        guard milliseconds != 0 else { return "0s" }
        var remaining = milliseconds.magnitude
        var parts: [String] = []
        for unit in DurationUnit.descriptionOrder {
            let unitMilliseconds = UInt64(unit.milliseconds)
            let count = remaining / unitMilliseconds
            remaining %= unitMilliseconds
            if count > 0 { parts.append("\(count)\(unit.rawValue)") }
        }
        return (milliseconds < 0 ? "-" : "") + parts.prefix(2).joined(separator: " ")
    }
}
