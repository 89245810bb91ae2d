import Platform

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
/// duolingo minute at 10:05:06 is its mirror, at 10:05:30 the iPad's own; at 10:06:20 neither.
///
/// A second device started within ``mirrorPhaseMs`` of the first's phase cannot be told from a
/// mirror: one of the two minutes is dropped, so it adds nothing to the child's credit.
extension UsageValidator {
    /// Two callbacks the system made at one instant reach the app at most this far apart. The
    /// reference gives no figure for callback latency; a few seconds as a rule, so each of the
    /// two delays may take most of it, with room for a slow one.
    static let mirrorPhaseMs: Int64 = 15 * Instant.millisecondsPerSecond

    /// The app's minute on another device at the same phase: the mirror of it.
    func isMirrored(appNumber: Int, on slot: Int, trustedMs: Int64) -> Bool {
        recentLearningMinutes.contains {
            $0.slot != slot && $0.appNumber == appNumber && abs($0.trustedMs - trustedMs) <= Self.mirrorPhaseMs
        }
    }

    /// The app credited on another device within the same 60 s, off this minute's phase (asked
    /// once ``isMirrored(appNumber:on:trustedMs:)`` said no): that device runs it too. Only
    /// credited minutes count, as for a different app: the device that was first keeps its
    /// minutes.
    func isSameAppOnOtherDevice(appNumber: Int, on slot: Int, trustedMs: Int64) -> Bool {
        recentLearningMinutes.contains {
            $0.slot != slot && $0.appNumber == appNumber && $0.isKept
                && abs($0.trustedMs - trustedMs) < Self.sameMinuteMs
        }
    }

    /// The app number a minute of an app another device runs too is judged beside other devices
    /// under (see `besideOtherDevice`): no app has it, so the other device's run of the same app
    /// is another device's use like any other app's.
    static let anyAppNumber = -1
}
