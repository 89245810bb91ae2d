import Platform

/// The rapid-switching rule: a child flicking between learning apps to collect their first
/// minutes is not learning (reason `rapidSwitching`). It sees a storm two ways, each within a
/// window of ``windowMs`` of trusted time on one device:
/// - changes of learning app: from the change that completes ``Parameters/changesMin`` in the
///   window, minutes are withheld until the window holds fewer (the changes age out). Strict,
///   6: A B A B A B A (6 changes) in 7 min withholds the seventh minute.
/// - fragments: a session of one or two held minutes that another app's minute follows within
///   two minutes (see `UsageValidator.settleHeldMinutes`). A fragment waits out the window:
///   released if no storm forms, withheld with the rest of the storm once
///   ``Parameters/fragmentsMin`` fragments fall in one window. Worked numbers, moderate (two
///   fragments), switching every 30 s: duolingo 16:01:30, khan 16:02:00, duolingo 16:03:30 —
///   khan 30 s after duolingo's held minute makes it a fragment (one: it waits); duolingo 90 s
///   after khan's makes that the second: both withheld, both sessions flagged.
public struct RapidSwitchingRule: Sendable {
    public struct Parameters: Hashable, Sendable {
        /// Learning-app changes in one window that make a storm.
        public var changesMin: Int
        /// Fragments in one window that make a storm: the fragment that completes it is withheld.
        public var fragmentsMin: Int

        public init(changesMin: Int, fragmentsMin: Int) {
            precondition(changesMin >= 1, "a storm needs at least one change")
            precondition(fragmentsMin >= 1, "a storm needs at least one fragment")
            self.changesMin = changesMin
            self.fragmentsMin = fragmentsMin
        }
    }

    /// The switching window, at every level.
    public static let windowMs: Int64 = 10 * Instant.millisecondsPerMinute

    /// The device's last counted learning app and the trusted instants of recent changes of it.
    private var lastLearningApp: AppID?
    private var appChangesMs: [Int64] = []
    /// Trusted instants of recent fragments.
    private var fragmentTimesMs: [Int64] = []
    /// The device's open session's held minutes — its first one or two, oldest first — until
    /// the session shows it is more than a fragment.
    var heldMinutes: [HeldMinute] = []
    /// Fragments waiting out the window: released if no storm forms.
    var pendingFragments: [HeldMinute] = []
    /// Trusted instant of the minute that last showed a fragment of a storm, and whether the
    /// device's held session began with that very minute: the storm's tail, withheld if the
    /// child then stops.
    private var stormFragmentShownMs: Int64?
    private(set) var isHeldSessionStormTail = false

    /// Records a learning minute of `app` and tells whether the window now holds a storm of
    /// changes. Most minutes have no change in the window to drop: asking first spares the rewrite.
    mutating func isStorm(afterMinuteOf app: AppID, trustedMs: Int64, parameters: Parameters) -> Bool {
        if let lastLearningApp, lastLearningApp != app { appChangesMs.append(trustedMs) }
        lastLearningApp = app
        let oldestMs = trustedMs - Self.windowMs
        if appChangesMs.contains(where: { $0 <= oldestMs }) { appChangesMs.removeAll { $0 <= oldestMs } }
        return appChangesMs.count >= parameters.changesMin
    }

    /// Holds one of the open session's first minutes; the first held begins the held session.
    mutating func hold(_ minute: HeldMinute) {
        if heldMinutes.isEmpty { isHeldSessionStormTail = stormFragmentShownMs == minute.trustedMs }
        heldMinutes.append(minute)
    }

    /// The held minutes `held` turned out a fragment, shown by the minute at `trustedMs`: they
    /// wait out the window from that moment, or — when they complete a storm — are returned
    /// with the fragments waiting, to be withheld with it. nil: no storm.
    mutating func noteFragment(_ held: [HeldMinute], atMs trustedMs: Int64, parameters: Parameters) -> [HeldMinute]? {
        fragmentTimesMs.removeAll { $0 <= trustedMs - Self.windowMs }
        fragmentTimesMs.append(trustedMs)
        guard fragmentTimesMs.count >= parameters.fragmentsMin else {
            pendingFragments += held.map {
                HeldMinute(tickIndex: $0.tickIndex, sessionIndex: $0.sessionIndex, trustedMs: trustedMs)
            }
            return nil
        }
        let storm = pendingFragments + held
        pendingFragments = []
        stormFragmentShownMs = trustedMs
        return storm
    }

    /// Takes out the fragments that waited out the window by `trustedMs` without a storm
    /// forming: they were honest.
    mutating func takeExpiredFragments(atMs trustedMs: Int64) -> [HeldMinute] {
        let oldestMs = trustedMs - Self.windowMs
        guard pendingFragments.contains(where: { $0.trustedMs <= oldestMs }) else { return [] }
        let expired = pendingFragments.filter { $0.trustedMs <= oldestMs }
        pendingFragments.removeAll { $0.trustedMs <= oldestMs }
        return expired
    }
}

extension RapidSwitchingRule: UsageRule {
    public static func parameters(for strictness: ValidationStrictness) -> Parameters? {
        switch strictness {
        case .lenient: Parameters(changesMin: 12, fragmentsMin: 4)
        case .moderate: Parameters(changesMin: 8, fragmentsMin: 2)
        case .strict: Parameters(changesMin: 6, fragmentsMin: 2)
        }
    }

    public static func valuesText(for strictness: ValidationStrictness) -> String {
        guard let parameters = parameters(for: strictness) else { return "off" }
        return "\(parameters.changesMin) app changes or \(parameters.fragmentsMin) fragments "
            + "per \(windowMs / Instant.millisecondsPerMinute) min, withhold"
    }

    public static let description = UsageRuleDescription(
        name: "the rapid-switching rule", reason: .rapidSwitching,
        summary: "A storm of learning-app changes or of one- and two-minute fragments within ten minutes is "
            + "withheld: the child is collecting first minutes, not learning.",
        reads: "each device's changes of learning app and its sessions' first minutes, held until the session "
            + "shows it is more than a fragment",
        parentChoice: "none beyond the level",
        blindSpots: "A child who switches slower than the window's count gets every fragment; an honest child "
            + "trying apps in a hurry is withheld.",
        sourceFile: "Sources/AntiGaming/Rules/RapidSwitchingRule.swift",
        tests: "Tests/AntiGamingTests/RapidSwitchingTests.swift"
    )
}

/// A session's first two minutes are held until the session shows what it is: rapid switching
/// is a string of short sessions — one minute each, or two when the child flicks back before
/// the gap closes — and judging their minutes at once would credit every fragment before the
/// storm is seen. A fragment is a session of one or two held minutes that another app's minute
/// follows within two minutes (the session gap); a third minute shows a session and releases
/// both. A fragment stays held for the switching window (10 minutes): released if no storm
/// forms, withheld with the rest of the storm if one does. Worked numbers, moderate (two
/// fragments make a storm), switching every 30 s: duolingo 16:01:30, khan 16:02:00, duolingo
/// 16:03:30 — 16:01:30 is held; khan 30 s later makes it a fragment (one in the window: it
/// waits); khan 16:02:00 is held; duolingo 90 s later makes it the second fragment: both
/// withheld, both sessions flagged rapidSwitching; and so on while the storm lasts.
extension UsageValidator {
    /// The longest session, in minutes, that can be a fragment: its minutes stay held.
    static let fragmentMinutesMax = 2

    /// Before a counted tick joins a session: the device's held minutes are released if the
    /// tick makes their session longer than a fragment, kept held if it continues a session
    /// still short enough to be one, and judged as a fragment if the tick belongs elsewhere.
    mutating func settleHeldMinutes(before tick: UsageTick, on slot: Int, trustedMs: Int64) {
        releaseExpiredFragments(on: slot, trustedMs: trustedMs)
        guard let last = watches[slot].rapidSwitching.heldMinutes.last else { return }
        if tick.category == .learning && continues(last.sessionIndex, with: tick) {
            if sessions[last.sessionIndex].minutes >= Self.fragmentMinutesMax { releaseHeldMinutes(on: slot) }
        } else if trustedMs - last.trustedMs >= Self.fragmentFollowMs {
            settleStoppedSession(on: slot)
        } else {
            judgeFragment(on: slot, trustedMs: trustedMs)
        }
    }

    /// Another app's minute this soon after a held one makes the held session a fragment.
    static let fragmentFollowMs: Int64 = 2 * Instant.millisecondsPerMinute

    /// The child stopped — the device's next sign of life is not a tick, another app comes too
    /// late to make a fragment, the day or the stream is over. The held minutes are credited,
    /// unless their session began with the very tick that showed a storm's fragment: a storm's
    /// last fragment has no other app after it, only the storm before it. Worked numbers,
    /// moderate: duolingo 16:01, khan 16:02, duolingo 16:03 (a storm from khan's fragment), then
    /// nothing — duolingo 16:03 is withheld with the rest.
    mutating func settleStoppedSession(on slot: Int) {
        guard watches[slot].rapidSwitching.isHeldSessionStormTail else {
            releaseHeldMinutes(on: slot)
            return
        }
        for held in watches[slot].rapidSwitching.heldMinutes { sessions[held.sessionIndex].suspect(.rapidSwitching) }
        watches[slot].rapidSwitching.heldMinutes = []
    }

    /// The session turned out longer than a fragment: its held minutes are credited.
    mutating func releaseHeldMinutes(on slot: Int) {
        guard !watches[slot].rapidSwitching.heldMinutes.isEmpty else { return }
        for held in watches[slot].rapidSwitching.heldMinutes { credit(held) }
        watches[slot].rapidSwitching.heldMinutes = []
    }

    /// Fragments that waited out the switching window without a storm forming were honest.
    mutating func releaseExpiredFragments(on slot: Int, trustedMs: Int64) {
        guard !watches[slot].rapidSwitching.pendingFragments.isEmpty else { return }
        for fragment in watches[slot].rapidSwitching.takeExpiredFragments(atMs: trustedMs) { credit(fragment) }
    }

    /// The device's held minutes are a fragment: they wait out the switching window, or are
    /// withheld with the storm they complete.
    private mutating func judgeFragment(on slot: Int, trustedMs: Int64) {
        let held = watches[slot].rapidSwitching.heldMinutes
        watches[slot].rapidSwitching.heldMinutes = []
        let storm = watches[slot].rapidSwitching.noteFragment(held, atMs: trustedMs, parameters: policy.rapidSwitching)
        for fragment in storm ?? [] { sessions[fragment.sessionIndex].suspect(.rapidSwitching) }
    }
}
