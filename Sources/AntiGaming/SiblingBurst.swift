import Platform

/// What a device has heard of one sibling's deliveries: the burst it is hearing now — minutes
/// delivered within 2 s of each other, a batch of late callbacks or a catch-up replay — and the
/// highest threshold minute of each app and day heard before it.
///
/// A burst's minutes bound the sibling's use from both sides. Each was made after the sibling's
/// delivery before the burst (`afterMs`): callbacks reach the app in the order they were made,
/// and one made while others wait rides with them. Each ended by its own delivery, so minute
/// `k` delivered at `t` says the burst's lowest minute `first` ended by `t − (k − first)` min
/// (``SessionClaim``'s rule). Only a minute numbered above every minute of its app heard before
/// the burst is new use: a lower one is a minute lost earlier and replayed now, made before
/// the delivery the burst follows.
struct SiblingBurst: Hashable, Sendable {
    /// The sibling's delivery before the burst; nil when the burst is the first heard, or came
    /// with a time earlier than one heard before (the cloud brings batches in any order).
    private(set) var afterMs: Int64?
    private(set) var lastMs: Int64
    private(set) var minutes: [BurstMinute] = []
    /// The highest minute of each app and day heard before the burst: the day's and the
    /// day before's.
    private var highs: [BurstMinute] = []
    /// False while the burst has minutes not yet judged.
    private(set) var isJudged = true
    /// Minutes heard in the burst, whatever was made of them and with a number or not: one is
    /// a live minute, delivered when it ended.
    private(set) var heardCount = 0
    /// The app of the burst's first minute, when its sibling kept it.
    private(set) var firstKeptAppNumber: Int?

    init(atMs: Int64) {
        lastMs = atMs
    }

    /// Whether a minute of the sibling delivered at `atMs` begins the next burst.
    func isEnded(byMinuteAt atMs: Int64, burstGapMs: Int64) -> Bool {
        atMs - lastMs >= burstGapMs || atMs < lastMs
    }

    /// A minute of the sibling delivered at `atMs`, whatever was made of it, joins the burst or
    /// begins the next.
    mutating func hear(atMs: Int64, appNumber: Int, isKept: Bool, burstGapMs: Int64) {
        defer {
            lastMs = max(lastMs, atMs)
            heardCount += 1
            isJudged = false
        }
        guard heardCount == 0 || isEnded(byMinuteAt: atMs, burstGapMs: burstGapMs) else { return }
        for minute in minutes { raiseHigh(to: minute) }
        afterMs = heardCount == 0 || atMs < lastMs ? nil : lastMs
        minutes = []
        heardCount = 0
        firstKeptAppNumber = isKept ? appNumber : nil
    }

    /// A minute of the burst, whatever the sibling made of it; tells whether it is new use (see
    /// the type's comment).
    @discardableResult
    mutating func count(_ minute: BurstMinute) -> Bool {
        let high = highs.first { $0.appNumber == minute.appNumber && $0.date == minute.date }
        guard minute.minute > high?.minute ?? 0, !minutes.contains(where: { $0.sameMinute(as: minute) }) else {
            return false
        }
        minutes.append(minute)
        return true
    }

    mutating func markJudged() { isJudged = true }

    /// The apps of the burst's new minutes, in the order first heard.
    var appNumbers: [Int] {
        minutes.reduce(into: []) { numbers, minute in
            if !numbers.contains(minute.appNumber) { numbers.append(minute.appNumber) }
        }
    }

    /// The burst's new minutes of an app, and where they claim the lowest of them ended by.
    func claim(of appNumber: Int) -> (minutes: Int, firstMinuteEndMs: Int64)? {
        let ofApp = minutes.filter { $0.appNumber == appNumber }
        guard let first = ofApp.map(\.minute).min() else { return nil }
        let endMs = ofApp.map { $0.atMs - Int64($0.minute - first) * Instant.millisecondsPerMinute }.min()!
        return (ofApp.count, endMs)
    }

    private mutating func raiseHigh(to minute: BurstMinute) {
        if let index = highs.firstIndex(where: { $0.appNumber == minute.appNumber && $0.date == minute.date }) {
            if highs[index].minute < minute.minute { highs[index] = minute }
        } else {
            highs.append(minute)
            let newest = highs.map(\.date).max()!
            highs.removeAll { $0.date < newest.adding(days: -1) }
        }
    }
}

/// A sibling's minute in a burst: its app's number (``UsageValidator/appsSeen``), its
/// threshold minute, the sibling's local date it counts on, and its delivery.
struct BurstMinute: Hashable, Sendable {
    let appNumber: Int
    let minute: Int
    let date: CivilDate
    let atMs: Int64

    func sameMinute(as other: BurstMinute) -> Bool {
        appNumber == other.appNumber && minute == other.minute && date == other.date
    }
}
