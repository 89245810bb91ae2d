import Foundation

/// The few ways experiment reports print a `Double`. All of them go through the C formatter
/// with a fixed number of digits, so the same value gives the same bytes on every platform.
public enum DecimalText {
    /// Decimals beyond this add nothing a reader of a report can use.
    static let fractionDigitsMax = 4

    /// Exactly `fractionDigits` digits after the point; "−0.0" is written "0.0".
    public static func fixed(_ value: Double, fractionDigits: Int) -> String {
        if let text = JSONValue.fixedPointText(value, fractionDigits: fractionDigits) { return text }
        return value.isNaN ? "NaN" : value < 0 ? "\u{2212}∞" : "∞"
    }

    /// At most `fractionDigitsMax` decimals with trailing zeros (and a bare point) removed:
    /// `2.5`, `3`, `0.1235`. Short in a CSV cell and still exact for the integer counts
    /// most metrics are.
    static func compact(_ value: Double) -> String {
        let text = fixed(value, fractionDigits: fractionDigitsMax)
        guard text.contains(".") else { return text }
        let trimmed = text.reversed().drop { $0 == "0" }.drop { $0 == "." }
        let result = String(trimmed.reversed())
        return result == "-0" ? "0" : result
    }

    /// `+1.5` or `−1.5` with U+2212, the typographic minus, which lines up with the plus.
    public static func signed(_ value: Double, fractionDigits: Int) -> String {
        (value < 0 ? "\u{2212}" : "+") + fixed(abs(value), fractionDigits: fractionDigits)
    }

    /// The decimals that show `value` with `significantDigits` significant digits, clamped to
    /// 0…`fractionDigitsMax`; zero and non-finite values get `fallback`.
    public static func fractionDigits(showing significantDigits: Int, of value: Double, fallback: Int) -> Int {
        guard value != 0, value.isFinite else { return fallback }
        let leadingDigitPower = Int(log10(abs(value)).rounded(.down))
        return min(max(significantDigits - 1 - leadingDigitPower, 0), fractionDigitsMax)
    }
}
