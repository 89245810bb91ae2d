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

    /// The device's held session begins with the minute at `trustedMs`.
    mutating func noteHeldSessionBegins(atMs trustedMs: Int64) {
        isHeldSessionStormTail = stormFragmentShownMs == trustedMs
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
