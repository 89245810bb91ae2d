import Platform
import Reports
import RewardEngine
import Simulation

/// The figures of one run, per child and simulated day and per device, in a fixed order
/// (children and devices as declared, days ascending, apps sorted).
public struct ScenarioMetrics: Sendable {
    public struct AppMinutes: Sendable {
        public let app: AppID
        public let minutes: Int
    }

    public struct ChildDay: Sendable {
        public let day: Int
        public let date: CivilDate
        public let earned: Int
        public let redeemed: Int
        public let adjusted: Int
        public let balanceAtEnd: Int
        public let grantedMinutes: Int
        public let learningMinutes: [AppMinutes]
        public let unqualifiedMinutes: [AppMinutes]
        public let rewardMinutes: [AppMinutes]
        public let shieldMinutes: [AppMinutes]
    }

    public struct Child: Sendable {
        public let child: ChildID
        public let balance: Int
        public let ledgerConsistent: Bool
        public let days: [ChildDay]
        public let redemptionsByStatus: [(status: String, count: Int)]
        public let rejectionsByReason: [(reason: String, count: Int)]
        public let ledger: [LedgerEntry]
        /// Reconciliation, day close and summaries, as JSON: figures for reports only.
        public let periodicWork: JSONValue
    }

    public struct DeviceUsage: Sendable {
        public let date: CivilDate
        public let app: AppID
        public let frontmostSeconds: Int64
        public let onShieldSeconds: Int64
    }

    /// Ground truth by what the child was really doing.
    public struct LabelledUsage: Sendable {
        public let date: CivilDate
        public let app: AppID
        public let label: String
        public let frontmostSeconds: Int64
    }

    public struct Device: Sendable {
        public let device: DeviceID
        public let shieldChanges: [ShieldChange]
        public let usage: [DeviceUsage]
        public let usageByLabel: [LabelledUsage]
        public let callbacksDelivered: Int
        /// What the background task scheduler did, as JSON: figures for reports only.
        public let background: JSONValue
    }

    public let children: [Child]
    public let devices: [Device]
    public let notifications: JSONValue
    /// Sync figures, for a scenario with a `sync:` block.
    public let sync: JSONValue?
    /// Each device's run for the report's timeline picture, in a run of one simulation.
    public let timeline: JSONValue?

    /// Population children are reported in summary — no ledger, shield log, task runs,
    /// scheduler log or notification list — so that a crowd of a hundred keeps results.json
    /// readable; their figures, summaries and ground truth are all there.
    init(state: RunState) {
        let generated = Set(state.scenario.population?.children.map(\.id) ?? [])
        let days = (1...ScenarioNames(scenario: state.scenario).dayCount).map { ($0, state.date(ofDay: $0)) }
        let apps = state.scenario.apps.map(\.id).sorted()
        children = state.scenario.children.map { spec in
            let account = state.accounts(spec.id)
            return Child(
                child: spec.id, balance: account.balance, ledgerConsistent: account.isConsistent,
                days: days.map { Self.childDay($0.0, $0.1, account: account, apps: apps) },
                redemptionsByStatus: RedemptionStatus.allCases.map { status in
                    (status.rawValue, account.redemptions.filter { $0.status == status }.count)
                },
                rejectionsByReason: Self.rejectionCounts(account.rejections),
                ledger: generated.contains(spec.id) ? [] : account.ownEntries,
                periodicWork: Self.periodicWorkJSON(state.works(spec.id)[0])
            )
        }
        devices = state.scenario.devices.map { spec in
            let device = state.device(spec.id)
            let isDetailed = !generated.contains(spec.child)
            return Device(
                device: spec.id, shieldChanges: isDetailed ? device.shieldChanges : [],
                usage: device.groundTruth.entries.map {
                    DeviceUsage(
                        date: $0.key.date, app: $0.key.app, frontmostSeconds: $0.usage.frontmostMs / 1_000,
                        onShieldSeconds: $0.usage.onShieldMs / 1_000)
                },
                usageByLabel: device.groundTruth.labelledEntries.map {
                    LabelledUsage(
                        date: $0.key.date, app: $0.key.app, label: $0.key.label.description,
                        frontmostSeconds: $0.frontmostMs / 1_000)
                },
                callbacksDelivered: device.deliveredCallbackCount,
                background: Self.backgroundJSON(device, isDetailed: isDetailed)
            )
        }
        let detailedDevices = state.scenario.devices.filter { !generated.contains($0.child) }.map(\.id)
        notifications = .array(
            state.world.notifications.filter { detailedDevices.contains($0.device) }
                .map(Self.notificationJSON))
        sync = state.sync?.metricsJSON(state: state)
        timeline = TimelineMetrics.json(state: state)
    }

    static func childDay(_ day: Int, _ date: CivilDate, account: ChildAccounts, apps: [AppID]) -> ChildDay {
        func perApp(_ read: (AppID) -> Int) -> [AppMinutes] {
            apps.compactMap { app in
                let minutes = read(app)
                return minutes == 0 ? nil : AppMinutes(app: app, minutes: minutes)
            }
        }
        return ChildDay(
            day: day, date: date,
            earned: account.total(of: .earned, on: date),
            redeemed: -account.total(of: .redeemed, on: date),
            adjusted: account.total(of: .adjusted, on: date),
            balanceAtEnd: account.balance(atEndOf: date),
            grantedMinutes: account.sum { $0.grantedMinutes(on: date) },
            learningMinutes: perApp { app in account.sum { $0.learningMinutes(app: app, on: date) } },
            unqualifiedMinutes: perApp { app in account.sum { $0.unqualifiedMinutes(app: app, on: date) } },
            rewardMinutes: perApp { app in account.sum { $0.rewardMinutes(app: app, on: date) } },
            shieldMinutes: perApp { app in account.sum { $0.unpaidRewardMinutes(app: app, on: date) } }
        )
    }

    static func rejectionCounts(_ rejections: [RedemptionRejection]) -> [(reason: String, count: Int)] {
        let codes = Array(Set(rejections.map(\.reason.code))).sorted()
        return codes.map { code in (code, rejections.filter { $0.reason.code == code }.count) }
    }
}
