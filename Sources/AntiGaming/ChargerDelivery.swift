import Platform

/// Whether the delivery a device is in came the moment the device went on its charger: iOS
/// fires phantom thresholds at a device lying on its charger, all at once, with nobody using
/// it, and such a batch has no time behind it (the time-budget filter drops it as
/// `fasterThanTime`). The app sees that moment in the battery its callbacks read: charging,
/// where the reading before did not, and no higher than then — the battery has not gained a
/// percent, so the device was plugged in moments ago. Its first callback, judged as it came,
/// is held as a session's first minute or as one of a day without use; the callbacks after it
/// show the delivery a flood, and it is withheld with them.
///
/// Worked numbers, moderate: an hour learnt from 13:00 off the charger at 90 %; at 20:00
/// minutes 61–105 arrive together reading 87 % on the charger. Claiming the idle hours behind
/// them (three, by the look-back), all 45 would count and the child earn for 105 minutes; as a
/// flood, none does: 60. The same batch off the charger, or reading 95 % on it, claims the idle
/// hours: minutes used and delivered late. A genuine late batch delivered as the device went on
/// its charger, before the battery gained a percent, is taken for a flood.
struct ChargerDelivery: Sendable {
    /// The device's last battery reading, from a callback or a run of the app.
    private var lastBattery: BatteryReading?
    /// The trusted instant of the first callback of the delivery the device is in, when that
    /// delivery came the moment the device went on its charger; nil for any other delivery.
    private(set) var plugInDeliveryStartMs: Int64?

    /// A battery reading a run of the app came with (nil: not read).
    mutating func noteBattery(_ battery: BatteryReading?) {
        if let battery { lastBattery = battery }
    }

    /// A callback delivered at `trustedMs`, reading `battery`; `isLive`: the first of its
    /// delivery, not within the burst gap of the callback before.
    mutating func noteDelivery(atMs trustedMs: Int64, battery: BatteryReading?, isLive: Bool) {
        if isLive { plugInDeliveryStartMs = isJustPluggedIn(battery) ? trustedMs : nil }
        noteBattery(battery)
    }

    /// Whether a callback that is not the first of its delivery belongs to one that came the
    /// moment the device was plugged in: it has no time behind it.
    func isPlugInFlood(isLive: Bool) -> Bool {
        !isLive && plugInDeliveryStartMs != nil
    }

    private func isJustPluggedIn(_ battery: BatteryReading?) -> Bool {
        guard let battery, let lastBattery else { return false }
        return battery.isCharging && !lastBattery.isCharging && battery.percent <= lastBattery.percent
    }
}
