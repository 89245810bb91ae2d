import Platform

/// The second-device rule: a child cannot use two devices at once, so a learning minute counted
/// while another of the child's devices was in use with a different app is suspect (reason
/// `otherDeviceInUse`) — withheld from moderate, flagged at lenient; the device in use first
/// keeps its minutes. How it finds another device in use is the validator's extension below
/// (and, for what the siblings share through the cloud, `OtherDeviceRule+Siblings.swift`).
///
/// Its state is the validator's runs of kept minutes on every device (``DeviceRun``), its own
/// and its siblings', and what it heard of each sibling's deliveries (``SiblingBurst``).
public enum OtherDeviceRule {
    public struct Parameters: Hashable, Sendable {
        /// What a minute beside another device's use gets.
        public var response: SuspicionResponse

        public init(response: SuspicionResponse) {
            self.response = response
        }
    }
}

extension OtherDeviceRule: UsageRule {
    public static func parameters(for strictness: ValidationStrictness) -> Parameters? {
        switch strictness {
        case .lenient: Parameters(response: .flag)
        case .moderate, .strict: Parameters(response: .withhold)
        }
    }

    public static func valuesText(for strictness: ValidationStrictness) -> String {
        parameters(for: strictness).map { "\($0.response)" } ?? "off"
    }

    public static let description = UsageRuleDescription(
        name: "the second-device rule", reason: .otherDeviceInUse,
        summary: "A learning minute counted while another of the child's devices was in use with a different "
            + "app is withheld; a session found beside another device's only later is flagged.",
        reads: "every device's runs of kept minutes, this device's and the ones its siblings share through "
            + "the cloud, with the use their late bursts claim",
        parentChoice: "none beyond the level",
        blindSpots: "A sibling's minutes heard after this device counted its own are only flagged; a second "
            + "device running the same app on the first's phase is dropped as a mirror.",
        sourceFile: "Sources/AntiGaming/Rules/OtherDeviceRule.swift",
        tests: "Tests/AntiGamingTests/LateSecondDeviceTests.swift"
    )
}

/// A child cannot use two devices at once, and the session that was there first is theirs:
/// a learning minute is withheld as `otherDeviceInUse` when another device was in use with a
/// different app
/// - at that very minute (the same 60 s), the two sessions having begun within a minute of
///   each other — the live case; or
/// - since before the minute's session began, and still after its first minute: the session
///   was added beside the other device's, and all of it is, however late either device's
///   callbacks came or were heard of. Its first minute is claimed by its minutes, not by when
///   they came: a batch of minutes 5–18 delivered at 16:40 began by 16:27.
/// A session that began a minute or more before the other device's run keeps its minutes (it
/// is flagged for review when the other's minutes are heard of later and the two devices'
/// callbacks interleave, see `flagSessionBeside`): whichever device the child added, one
/// device's worth of minutes is credited, not two.
///
/// Handing over is not concurrency: a child who leaves the iPad mid-minute and comes back to it
/// after the iPhone carries the part-minute over, and the iPad's minute fires some 30 s after
/// the iPhone's last — that run ended before the new session's first minute, so the iPad's
/// minutes stand.
///
/// Worked numbers, moderate: duolingo on the iPad live from 16:00 (minute 1 at 16:01), khan on
/// the iPhone from 16:03 (minute 1 at 16:04): the iPhone's minutes are withheld from its
/// second one (16:05, the iPad's 16:05 having shown the iPad still in use) — its first, still
/// held, with it — and the iPad's kept. The same, with the iPad's callbacks held and delivered
/// at 16:20 in a batch: the iPhone heard nothing live and kept its minutes; the iPad's batch is
/// the first session and keeps its minutes too, and the iPhone's session, if still going on at
/// 16:20, is flagged when the iPad's minutes reach it.
extension UsageValidator {
    /// Runs older than this are let go: no session reaches so far back.
    static let deviceRunsKeptMs: Int64 = 12 * Instant.millisecondsPerHour

    /// A kept minute of `appNumber` on the device at `slot` joins that device's run of it; tells
    /// the run as it stands with the minute.
    @discardableResult
    mutating func noteRun(slot: Int, appNumber: Int, atMs: Int64) -> DeviceRun {
        var run = DeviceRun(slot: slot, appNumber: appNumber, atMs: atMs)
        if let index = deviceRuns.lastIndex(where: {
            $0.takes(slot: slot, appNumber: appNumber, atMs: atMs, gapMs: settings.sessionGapMs)
        }) {
            deviceRuns[index].extend(to: atMs)
            run = deviceRuns[index]
        } else {
            deviceRuns.append(run)
        }
        let oldestMs = atMs - Self.deviceRunsKeptMs
        if deviceRuns.contains(where: { $0.lastMs < oldestMs }) {
            deviceRuns.removeAll { $0.lastMs < oldestMs }
        }
        return run
    }

    /// The run holding the minute at `atMs` reaches back to `backToMs`, where a burst's minutes
    /// claim they began (see ``SiblingBurst``), and takes in the run of the same device and app
    /// the burst goes on with: one it now comes within the session gap of, or one whose last
    /// minute is the device's delivery right before the burst (`afterMs`), nothing else of it
    /// heard between. Tells the run as it then stands.
    mutating func extendRun(slot: Int, appNumber: Int, atMs: Int64, backToMs: Int64, afterMs: Int64) -> DeviceRun? {
        guard
            let index = deviceRuns.lastIndex(where: {
                $0.slot == slot && $0.appNumber == appNumber && $0.firstMs <= atMs && atMs <= $0.lastMs
            })
        else { return nil }
        deviceRuns[index].extend(to: backToMs)
        let firstMs = deviceRuns[index].firstMs
        guard
            let earlier = deviceRuns.indices.first(where: {
                $0 != index && deviceRuns[$0].slot == slot && deviceRuns[$0].appNumber == appNumber
                    && (deviceRuns[$0].lastMs >= afterMs && deviceRuns[$0].lastMs < firstMs
                        || deviceRuns[$0].takes(
                            slot: slot, appNumber: appNumber, atMs: firstMs, gapMs: settings.sessionGapMs))
            })
        else { return deviceRuns[index] }
        deviceRuns[index].extend(to: deviceRuns[earlier].firstMs)
        let run = deviceRuns[index]
        deviceRuns.remove(at: earlier)
        return run
    }

    /// The end of the first minute `tick`'s session claims, counting `tick` (see ``SessionClaim``).
    /// Only a tick delivered in a burst moves the claim back: a live callback was made when it
    /// came, and one that fires early (an over-counting device: minute 30 after 20 minutes of
    /// use) claims no use before the session's first minute.
    mutating func claimSession(
        _ sessionIndex: Int, counting tick: UsageTick, on slot: Int, trustedMs: Int64, isInBurst: Bool
    ) -> Int64 {
        let floorMs = watches[slot].budgetFloorMs
        if watches[slot].sessionClaim?.sessionIndex != sessionIndex {
            // A session that absorbed a late burst was claimed under its old index: measured
            // again from its first minute.
            let first = sessions[sessionIndex].firstMinuteNumber ?? tick.minute
            watches[slot].sessionClaim = SessionClaim(sessionIndex: sessionIndex, firstMinute: first, atMs: trustedMs)
        }
        if isInBurst { watches[slot].sessionClaim?.note(minute: tick.minute, atMs: trustedMs, floorMs: floorMs) }
        return watches[slot].sessionClaim?.firstMinuteEndMs ?? trustedMs
    }

    /// A session found added beside another device's only at a later minute — a batch's minutes move
    /// its claimed start back one by one, so its first minute was judged at its delivery — was
    /// beside it from its first minute: the minutes of it still held are withheld too, whatever
    /// held them (a session's first minutes, a day the device has not shown use on yet, a run the
    /// bot rule is waiting on), since each of those would be credited later. Worked: a farm's
    /// minutes 1–20 delivered at 16:28 in a batch, beside a lesson from 16:00: minute 1 claims
    /// only 16:28 and is held; minute 2 claims 16:27, inside the lesson: both withheld.
    mutating func withholdHeldMinutes(of sessionIndex: Int, on slot: Int) {
        watches[slot].rapidSwitching.heldMinutes.removeAll { $0.sessionIndex == sessionIndex }
        watches[slot].unusedDevice.unconfirmedMinutes.removeAll { $0.sessionIndex == sessionIndex }
        watches[slot].regularPattern.run?.held.removeAll { $0.sessionIndex == sessionIndex }
    }

    /// Where another device was in use beside the session whose first minute ended at
    /// `sessionStartMs`, at the minute counted at `trustedMs`. Another device's runs of
    /// `excludedApp` — the session's own app, whose minutes there the mirror filter has judged —
    /// do not count; nil when that device runs the same app itself (off its phase), so that its
    /// runs of it count like any other app's.
    func besideOtherDevice(excludingApp excludedApp: Int?, on slot: Int, sessionStartMs: Int64, trustedMs: Int64)
        -> OtherDeviceInUse?
    {
        let minuteMs = Self.sameMinuteMs
        var found: OtherDeviceInUse?
        for run in deviceRuns
        where run.slot != slot && run.appNumber != excludedApp && run.firstMs < sessionStartMs + minuteMs {
            if run.firstMs + minuteMs <= sessionStartMs {
                if run.lastMs >= sessionStartMs + PlausibilityBudget.toleranceMs && run.firstMs < trustedMs {
                    return .sinceBeforeTheSession
                }
            } else if run.firstMs - minuteMs < trustedMs && trustedMs < run.lastMs + minuteMs {
                found = .atThisMinute
            }
        }
        return found
    }
}

/// How a learning minute was found beside another device's use (see
/// ``UsageValidator/besideOtherDevice(excludingApp:on:sessionStartMs:trustedMs:)``).
enum OtherDeviceInUse {
    /// The two sessions began within a minute of each other, and the other was in use at this
    /// very minute: the minutes before it stand.
    case atThisMinute
    /// The other device was in use since before this session began: all of the session was
    /// added beside it.
    case sinceBeforeTheSession
}
