import Platform

/// One fault injected on a device, with the parameters its kind reads; a parameter left nil
/// takes the kind's default (`FaultSpec+Defaults`). A device takes at most one spec per kind.
///
/// A spec may be built up field by field; it is checked when a device takes it
/// (`validate`).
///
/// `chancePercent` is read per callback (duplicate_callbacks, late_delivery,
/// extension_killed), per local day (immediate_fire, stale_after_midnight, silent_stop,
/// interval_start_delayed, registration_dropped without `at`) or per plug-in
/// (phantom_on_charger); over_count, cross_device_bleed and authorization_lost always apply.
public struct FaultSpec: Hashable, Sendable {
    public var kind: FaultKind
    public var chancePercent: Int
    public var minutes: Int?
    public var factorThousandths: Int?
    public var after: Int?
    public var delay: DelayDistribution?
    /// True time.
    public var at: Instant?
    /// cross_device_bleed: the device whose usage leaks into this one's counters.
    public var fromDevice: DeviceID?
    /// phantom_on_charger: the learning app whose thresholds fire. The device does not know
    /// the family's catalogue, so nil means the first monitored app in name order.
    public var app: AppID?

    public init(
        kind: FaultKind,
        chancePercent: Int = 100,
        minutes: Int? = nil,
        factorThousandths: Int? = nil,
        after: Int? = nil,
        delay: DelayDistribution? = nil,
        at: Instant? = nil,
        fromDevice: DeviceID? = nil,
        app: AppID? = nil
    ) {
        self.kind = kind
        self.chancePercent = chancePercent
        self.minutes = minutes
        self.factorThousandths = factorThousandths
        self.after = after
        self.delay = delay
        self.at = at
        self.fromDevice = fromDevice
        self.app = app
    }

    /// Stops the run on a spec no device could apply.
    func validate() {
        precondition((0...100).contains(chancePercent), "a chance is 0 … 100 %")
        precondition(minutes.map { $0 >= 1 } ?? true, "minutes are at least 1")
        precondition(factorThousandths.map { $0 >= 1_000 } ?? true, "an over-count factor is at least 1000")
        precondition(after.map { $0 >= 0 } ?? true, "a callback count is never negative")
        precondition(kind != .crossDeviceBleed || fromDevice != nil, "cross_device_bleed needs fromDevice")
        precondition(kind != .authorizationLost || at != nil, "authorization_lost needs at")
    }
}
