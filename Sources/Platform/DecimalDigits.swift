/// How many decimal digits a number takes, counted rather than printed: timestamps, event names
/// and message sizes are written or weighed digit by digit on the simulation's busiest paths.
public enum DecimalDigits {
    /// `count(0)` is 1, `count(10)` is 2; a sign is not a digit.
    public static func count(_ magnitude: UInt) -> Int {
        var digits = 1
        var rest = magnitude / 10
        while rest > 0 {
            digits += 1
            rest /= 10
        }
        return digits
    }
}
