import Platform

/// The names the app gives its per-minute threshold events: `minute.<app>.<k>` fires when
/// the app has been frontmost for k minutes today.
///
/// DeviceActivity only says *which* event fired, not how much time was used, so the minute
/// and the app are encoded in the name (the common "earn per minute" pattern). The app
/// counts each callback as one more minute rather than trusting k. A restart of monitoring
/// mid-interval re-delivers the thresholds already passed (catch-up): the validator drops the
/// minutes it counted before as duplicates, and the app registers again only when the system
/// has no registration or a window of minutes has been outgrown (see `UsageWindows`).
public struct UsageEventName: Hashable, Sendable {
    static let prefix = "minute."
    private static let prefixBytes = Array(prefix.utf8)

    public let app: AppID
    public let minute: Int

    public init(app: AppID, minute: Int) {
        precondition(minute >= 1, "thresholds start at one minute")
        precondition(
            !Self.mayContainDot(app.rawValue) || !app.rawValue.contains("."), "app ids never contain '.'"
        )
        self.app = app
        self.minute = minute
    }

    public init?(_ name: EventName) {
        var text = name.rawValue
        let parsed = text.withUTF8 { bytes in
            bytes.allSatisfy { $0 < 0x80 } ? Self.parseASCII(bytes) : Self.parseCharacters(name.rawValue)
        }
        guard let (app, minute) = parsed else { return nil }
        // Both parsers accept only an app without '.' and a minute of at least 1.
        self.app = AppID(app)
        self.minute = minute
    }

    /// Every usage minute's callback is read here. In ASCII a byte is a character, so reading
    /// the bytes in place gives the answers of `parseCharacters` for a fraction of the work.
    private static func parseASCII(_ bytes: UnsafeBufferPointer<UInt8>) -> (app: String, minute: Int)? {
        guard bytes.starts(with: prefixBytes) else { return nil }
        let rest = bytes[prefixBytes.count...]
        guard let dot = rest.lastIndex(of: UInt8(ascii: ".")) else { return nil }
        let app = rest[..<dot]
        let digits = rest[(dot + 1)...]
        guard !app.isEmpty, !app.contains(UInt8(ascii: ".")), let first = digits.first, first != UInt8(ascii: "0")
        else { return nil }
        var minute = 0
        for byte in digits {
            guard (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte) else { return nil }
            let (tens, overflowed) = minute.multipliedReportingOverflow(by: 10)
            let (sum, carried) = tens.addingReportingOverflow(Int(byte - UInt8(ascii: "0")))
            guard !overflowed, !carried else { return nil }
            minute = sum
        }
        return (String(decoding: UnsafeBufferPointer(rebasing: app), as: UTF8.self), minute)
    }

    private static func parseCharacters(_ text: String) -> (app: String, minute: Int)? {
        guard text.hasPrefix(prefix) else { return nil }
        let rest = text.dropFirst(prefix.count)
        guard let dot = rest.lastIndex(of: ".") else { return nil }
        let app = rest[..<dot]
        let digits = rest[rest.index(after: dot)...]
        guard !app.isEmpty, !app.contains("."), digits.first != "0",
            digits.allSatisfy({ $0.isASCII && $0.isNumber }), let minute = Int(digits), minute >= 1
        else { return nil }
        return (String(app), minute)
    }

    public var eventName: EventName {
        Self.eventName(stem: Array(Self.stem(of: app).utf8), minute: minute)
    }

    /// The names of `minutes` of `app`, in order: the stem is checked and built once, not
    /// once per minute.
    public static func eventNames(of app: AppID, minutes: ClosedRange<Int>) -> [EventName] {
        // The initialiser checks the app id and the first minute, for all of them.
        let stem = Array(stem(of: UsageEventName(app: app, minute: minutes.lowerBound).app).utf8)
        return minutes.map { eventName(stem: stem, minute: $0) }
    }

    /// `minute.<app>.`: what every name of the app starts with.
    private static func stem(of app: AppID) -> String {
        prefix + app.rawValue + "."
    }

    /// False when no byte of `text` is '.', which proves no character is: the full check
    /// walks characters and is far slower. A '.' byte may still sit inside a larger character.
    private static func mayContainDot(_ text: String) -> Bool {
        text.utf8.contains(UInt8(ascii: "."))
    }
}
