import Platform

/// The values a spec's kind falls back on, taken from the sizes the field reports give.
extension FaultSpec {
    /// immediate_fire: how many minutes' thresholds fire at the first pickup.
    public static let immediateFireMinutesDefault = 30
    /// stale_after_midnight: the window before midnight whose callbacks go stale.
    public static let staleWindowMinutesDefault = 10
    /// phantom_on_charger: thresholds fired per plug-in.
    public static let phantomMinutesDefault = 5
    /// over_count: the system counts twice the real time.
    public static let overCountFactorThousandthsDefault = 2_000
    /// silent_stop: threshold callbacks delivered in a day before the silence.
    public static let silentStopAfterDefault = 20
    public static let lateDeliveryDelayDefault = DelayDistribution.uniform(
        minMs: 10 * Instant.millisecondsPerMinute, maxMs: 2 * Instant.millisecondsPerHour
    )
    public static let intervalStartDelayDefault = DelayDistribution.fixed(
        ms: 50 * Instant.millisecondsPerMinute
    )

    /// callback_latency: a few seconds as a rule, now and then ten or more — an assumption, as
    /// the reference gives no figure for the monitor's own latency (median 2 s; 97.5 % of
    /// callbacks within 8 s; one in 25,000 later than 30 s).
    public static let callbackLatencyDefault = DelayDistribution.logNormal(
        medianMs: 2 * Instant.millisecondsPerSecond, sigmaThousandths: 700
    )

    var minutesOrDefault: Int {
        if let minutes { return minutes }
        switch kind {
        case .staleAfterMidnight: return Self.staleWindowMinutesDefault
        case .phantomOnCharger: return Self.phantomMinutesDefault
        default: return Self.immediateFireMinutesDefault
        }
    }

    var delayOrDefault: DelayDistribution {
        if let delay { return delay }
        switch kind {
        case .intervalStartDelayed: return Self.intervalStartDelayDefault
        case .callbackLatency: return Self.callbackLatencyDefault
        default: return Self.lateDeliveryDelayDefault
        }
    }

    var factorThousandthsOrDefault: Int { factorThousandths ?? Self.overCountFactorThousandthsDefault }
    var afterOrDefault: Int { after ?? Self.silentStopAfterDefault }
}
