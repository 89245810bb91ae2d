/// Durations as log sentences write them: `41m12s`, `2h05m00s`, `1.500s`.
enum DurationText {
    static func describe(_ ms: Int64) -> String {
        precondition(ms >= 0, "a duration is never negative")
        let hours = ms / 3_600_000
        let minutes = ms / 60_000 % 60
        let seconds = ms / 1_000 % 60
        let millis = ms % 1_000
        let secondsText = hours > 0 || minutes > 0 ? twoDigits(seconds) : String(seconds)
        let fraction = millis == 0 ? "" : "." + String(String(millis + 1_000).dropFirst())
        let head = hours > 0 ? "\(hours)h\(twoDigits(minutes))m" : minutes > 0 ? "\(minutes)m" : ""
        return head + secondsText + fraction + "s"
    }

    private static func twoDigits(_ value: Int64) -> String {
        value < 10 ? "0\(value)" : String(value)
    }
}
