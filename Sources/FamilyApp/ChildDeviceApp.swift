import Platform
import RewardEngine

/// The ScreenTime Rewards app on one child device: its DeviceActivity monitor extension and
/// the host app's redemption screen, wired to the reward engine.
///
/// It sees the world only through the platform protocols it is given — the device's clock,
/// DeviceActivity centre and shield store — exactly as on an iPad, so the same code runs in
/// the simulator and, behind Apple's frameworks, on a device.
public final class ChildDeviceApp: DeviceActivityMonitor {
    /// The daily activity whose per-minute events drive earning and reward consumption.
    public static let usageActivity = ActivityName("usage.daily")
    /// Every minute of a day can be counted: events 1 … 1,439 per app.
    public static let minutesTrackedPerAppMax = 1_439
    static let redemptionActivityPrefix = "redemption."

    public let device: DeviceID
    public let store: ChildAccountStore
    let center: DeviceActivityCenter
    let shields: ShieldStore
    let clock: DeviceClock

    /// The last error the system returned when the app asked to monitor, if any.
    public private(set) var monitoringError: MonitoringError?
    /// Callbacks the app did not recognise (another activity's event, an unknown app).
    public private(set) var unrecognisedCallbackCount = 0

    public init(
        device: DeviceID,
        store: ChildAccountStore,
        center: DeviceActivityCenter,
        shields: ShieldStore,
        clock: DeviceClock
    ) {
        self.device = device
        self.store = store
        self.center = center
        self.shields = shields
        self.clock = clock
        store.register(self)
    }

    /// First launch: ask the system to count every catalogued app minute by minute, and
    /// shield the reward apps nothing has paid for.
    public func launch() {
        startUsageMonitoring()
        applyShields()
    }

    func startUsageMonitoring() {
        let catalog = store.account.catalog
        let apps = (catalog.learningApps + catalog.rewardApps).sorted()
        var registrations: [DeviceActivityEventRegistration] = []
        registrations.reserveCapacity(apps.count * Self.minutesTrackedPerAppMax)
        for app in apps {
            for minute in 1...Self.minutesTrackedPerAppMax {
                registrations.append(DeviceActivityEventRegistration(
                    name: UsageEventName(app: app, minute: minute).eventName,
                    event: DeviceActivityEvent(applications: [app], thresholdMinutes: minute)
                ))
            }
        }
        startMonitoring(Self.usageActivity, during: .wholeDay, events: registrations)
    }

    // MARK: DeviceActivityMonitor

    public func intervalDidStart(for activity: ActivityName) {}

    public func intervalDidEnd(for activity: ActivityName) {
        guard activity.rawValue.hasPrefix(Self.redemptionActivityPrefix) else { return }
        let now = clock.now
        store.update { $0.expireRedemptions(at: now) }
        center.stopMonitoring([activity])
    }

    public func eventDidReachThreshold(_ event: EventName, activity: ActivityName) {
        guard activity == Self.usageActivity, let usage = UsageEventName(event) else {
            unrecognisedCallbackCount += 1
            return
        }
        let now = clock.now
        switch store.account.catalog.category(of: usage.app) {
        case .learning:
            store.update { _ = $0.recordLearningMinute(app: usage.app, at: now) }
        case .reward:
            store.update { _ = $0.recordRewardMinute(app: usage.app, at: now) }
        case nil:
            unrecognisedCallbackCount += 1
        }
    }

    // MARK: What the child and the parents do in the app

    /// The child spends points on minutes of a reward app. The redemption's window is
    /// monitored as its own activity so that the shield returns at its end even though the
    /// app is not running then.
    public func redeem(points: Int, for app: AppID) -> Result<Redemption, RedemptionRejection> {
        let now = clock.now
        let result = store.update { $0.redeem(points: points, for: app, at: now) }
        if case let .success(redemption) = result {
            monitorRedemptionWindow(redemption)
        }
        return result
    }

    /// A parent's change, as the command processor applies it on the child's side.
    public func apply(_ command: FamilyCommand) {
        let now = clock.now
        switch command {
        case let .adjustPoints(points, parent, reason):
            store.update { $0.adjust(points: points, by: parent, reason: reason, at: now) }
        case let .updateSettings(settings, _):
            store.update { $0.update(settings: settings) }
        }
    }

    func monitorRedemptionWindow(_ redemption: Redemption) {
        let finished = center.activities.filter { activity in
            guard activity.rawValue.hasPrefix(Self.redemptionActivityPrefix),
                  let id = Int(activity.rawValue.dropFirst(Self.redemptionActivityPrefix.count))
            else { return false }
            return store.account.redemptions.first { $0.id == id }?.status != .active
        }
        if !finished.isEmpty { center.stopMonitoring(finished) }
        // DeviceActivity refuses windows under 15 minutes; a shorter redemption is watched
        // for 15, and its shield returns at the first use after that.
        let shortest = redemption.createdAt + (type(of: center).intervalMillisecondsMin)
        startMonitoring(
            ActivityName("\(Self.redemptionActivityPrefix)\(redemption.id)"),
            during: .once(start: redemption.createdAt, end: max(redemption.expiresAt, shortest)),
            events: []
        )
    }

    func startMonitoring(
        _ activity: ActivityName,
        during schedule: DeviceActivitySchedule,
        events: [DeviceActivityEventRegistration]
    ) {
        do {
            try center.startMonitoring(activity, during: schedule, events: events)
        } catch {
            monitoringError = error
        }
    }

    // MARK: Shields

    func accountDidChange() {
        applyShields()
    }

    func applyShields() {
        let wanted = store.account.shieldedApps(at: clock.now.instant)
        if wanted != shields.shieldedApplications {
            shields.setShieldedApplications(wanted)
        }
    }
}
