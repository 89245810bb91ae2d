import Platform

/// The mirror filter (reason `mirroredOnOtherDevice`): the same app's minute counted on another
/// of the child's devices at the same phase of the minute is one Apple ID's usage landing in
/// both devices' counters — dropped, at every level. How a mirror is told from a second device
/// running the same app is the validator's extension below. It keeps no state of its own: it
/// reads the minutes of the last 75 s and the runs the second-device rule keeps.
public enum MirroredMinuteFilter: UsageRule {
    public static func parameters(for strictness: ValidationStrictness) -> Never? { nil }

    public static func valuesText(for strictness: ValidationStrictness) -> String {
        "drop within \(UsageValidator.mirrorPhaseMs / Instant.millisecondsPerSecond) s of the other device's phase, "
            + "at every level"
    }

    public static let description = UsageRuleDescription(
        name: "the mirror filter", reason: .mirroredOnOtherDevice,
        summary: "The same app's minute counted on another device at the same phase of the minute is the usage "
            + "of one Apple ID bleeding across devices: dropped.",
        reads: "the minutes of the last 75 s on every device, and each device's runs of the app",
        parentChoice: "none",
        blindSpots: "A second device running the app within 15 s of the first's phase adds nothing, honest or not; "
            + "so is a hand-over whose carried part-minute puts its minute back there.",
        sourceFile: "Sources/AntiGaming/Rules/MirroredMinuteFilter.swift",
        tests: "Tests/AntiGamingTests/CrossDeviceTests.swift"
    )
}

/// The same app counted on two devices in the same minute is one of two things. A mirrored
/// count (one Apple ID's usage landing in the other device's counters too) fires when the usage
/// it copies is booked, with the minute of the device really used: the two callbacks are apart
/// only by what delivering each of them took. A device running the app itself fires on its own
/// phase — wherever in a minute its use began, or the part-minute its counter carried when the
/// child last put it down — anywhere in the 60 s. So a minute within ``mirrorPhaseMs`` of the
/// other device's is its mirror, dropped; one further off is the device's own, counted and
/// judged as another device in use (a farm running the lesson's own app, withheld where the
/// level withholds it) or a hand-over (the other device's run ended before this session
/// began: it stands). Worked numbers: the phone counted duolingo at 10:05:00; on the iPad a
/// duolingo minute at 10:05:06 or 10:05:55 is a mirror (of that minute, or of the phone's next
/// one, its own callback still on its way), at 10:05:30 the iPad's own; at 10:06:20 neither.
///
/// A second device running within ``mirrorPhaseMs`` of the first's phase cannot be told from a
/// mirror: its minutes are dropped, and it adds nothing to the child's credit. So is a hand-over
/// whose carried part-minute puts the minute back there: that one minute is lost.
extension UsageValidator {
    /// Two callbacks the system made at one instant reach the app at most this far apart. The
    /// reference gives no figure for callback latency; a few seconds as a rule, so each of the
    /// two delays may take most of it, with room for a slow one.
    static let mirrorPhaseMs: Int64 = 15 * Instant.millisecondsPerSecond

    /// The app's minute on another device at the same phase, up to a minute and
    /// ``mirrorPhaseMs`` back: the mirror of it. Phase is read round the minute: a minute 58 s
    /// (or 61 s) after the other device's is 2 s before (1 s after) that device's next — a
    /// mirror delivered ahead of the minute it copies.
    func isMirrored(appNumber: Int, on slot: Int, trustedMs: Int64) -> Bool {
        recentLearningMinutes.contains {
            guard $0.slot != slot && $0.appNumber == appNumber else { return false }
            let phaseMs = abs($0.trustedMs - trustedMs) % Self.sameMinuteMs
            return min(phaseMs, Self.sameMinuteMs - phaseMs) <= Self.mirrorPhaseMs
                && !isRunningBefore(slot: slot, appNumber: appNumber, trustedMs: trustedMs, other: $0)
        }
    }

    /// Whether this device's run of the app, going on with the minute at `trustedMs`, began a
    /// minute or more before the other device's run holding `other`: a mirror begins with the
    /// use it copies, so the device in use first is the one really running it — the other,
    /// started near its phase, adds nothing and is the one dropped. Worked numbers: the iPad runs
    /// duolingo with minutes at 10:01:37, 10:02:37 …; a second iPad runs it from 10:02:17, 20 s
    /// ahead of that phase, its third callback 6 s late, at 10:05:23 — dropped, 14 s off the
    /// iPad's 10:04:37 and its run the younger; the iPad's 10:05:37, 14 s after it, stands.
    private func isRunningBefore(slot: Int, appNumber: Int, trustedMs: Int64, other: RecentMinute) -> Bool {
        guard
            let own = deviceRuns.last(where: {
                $0.slot == slot && $0.appNumber == appNumber && trustedMs - $0.lastMs <= settings.sessionGapMs
            })
        else { return false }
        let otherFirstMs =
            deviceRuns.last {
                $0.takes(slot: other.slot, appNumber: appNumber, atMs: other.trustedMs, gapMs: 0)
            }?.firstMs ?? other.trustedMs
        return own.firstMs + Self.sameMinuteMs <= otherFirstMs
    }

    /// The app credited on another device within the same 60 s, off this minute's phase (asked
    /// once ``isMirrored(appNumber:on:trustedMs:)`` said no): that device runs it too. Only
    /// credited minutes count, as for a different app: the device that was first keeps its
    /// minutes.
    func isSameAppOnOtherDevice(appNumber: Int, on slot: Int, trustedMs: Int64) -> Bool {
        isCreditedOnOtherDevice(on: slot, trustedMs: trustedMs) { $0 == appNumber }
    }
}
