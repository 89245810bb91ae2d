/// The values a fuzzer must try on purpose: every crash the project has had hinged on one exact
/// number (a duration just under Int64.max milliseconds, a day number past any run) or one
/// construct, which blind byte mutation almost never produces.
public enum FuzzDictionary {
    /// Whole numbers at the edges of the integer types and of the project's own limits.
    public static let numbers = [
        "0", "1", "-1", "255", "256", "65535", "65536", "2147483647", "2147483648", "4294967295", "4294967296",
        "9223372036854775807", "9223372036854775808", "-9223372036854775808", "18446744073709551615",
        "18446744073709551616", "99999999999999999999", "1000000", "1000001", "10000", "10001", "100000",
        "999999999999999", "1000000000000000", "1000000000000001", "367", "366", "3660", "3661",
        "106751991160", "106751991167", "15250000000", "1" + String(repeating: "0", count: 400),
    ]
    /// Units that turn a number into a duration.
    public static let durationUnits = ["ms", "s", "m", "h", "d", "w"]
    /// Whole durations at the limits.
    public static let durations = [
        "106751991160d", "15250000000w", "9223372036854775807ms", "0s", "0ms", "3660d", "3661d", "366d", "367d",
        "1ms", "59s", "1m", "100000w", "1h30m", "2562047788015h",
    ]
    /// Tokens of YAML and of the expectation language that change structure where they land.
    public static let tokens = [
        "\t", "- ", "-\t", "[", "]", "{", "}", ": ", ":", "'", "\"", "|", "|2", "|-", ">", ">+", "&a ", "*a", "!!str ",
        "? ", "...", "---", "#", "%", "\\", "\\x41", "\\u00e9", "\\U0001F600", "\\N", "\\_", "\u{0}", "\u{200B}",
        "\u{FEFF}", "\u{0430}", "\u{301}", "学", "(", ")", ".", ",", "and ", "or ", "not ", " at day ", "day ",
        "==", ">=", "-", "+", "*", "/", "1e400", "true", "false", "null", "~", "\r", "\n", "  ", "every: 1m",
        "until: day 367 00:00", "seeds: ", "requests: ", "for: ",
    ]

    /// libFuzzer's `-dict=` format: one quoted value a line, with non-printable bytes escaped.
    public static var libFuzzerText: String {
        let entries = numbers + durations + tokens + durationUnits
        return entries.map { entry in
            "\""
                + entry.utf8.map { byte -> String in
                    switch byte {
                    case UInt8(ascii: "\""), UInt8(ascii: "\\"): return "\\" + String(UnicodeScalar(byte))
                    case 0x20...0x7E: return String(UnicodeScalar(byte))
                    default:
                        let hex = String(byte, radix: 16, uppercase: true)
                        return "\\x" + (hex.count == 1 ? "0" : "") + hex
                    }
                }.joined() + "\""
        }.joined(separator: "\n") + "\n"
    }
}
