import Personas
import Platform
import Simulation
import SimulationKernel

/// Turns each persona's plan into timeline steps and merges them with the written timeline.
enum PersonaSteps {
    /// The written steps and every planned one, in time order (written steps first at a tie).
    /// Each child plans from its own stream, forked by its name, so adding a child changes no
    /// one else's days.
    static func merged(timeline: [TimelineAction], scenario: Scenario, random: SeededRandom) -> [TimelineAction] {
        let learningApps = scenario.apps.filter { $0.category != .reward }.map(\.id).sorted()
        let rewardApps = scenario.apps.filter { $0.category == .reward }.map(\.id).sorted()
        let days = ScenarioNames(scenario: scenario).dayCount
        var planned: [TimelineAction] = []
        for child in scenario.children {
            guard let profile = child.persona, !learningApps.isEmpty else { continue }
            let context = PersonaContext(
                start: scenario.start, days: days, learningApps: learningApps, rewardApps: rewardApps,
                deviceCount: child.devices.count,
                conversionRatePointsPerMinute: scenario.settings.conversionRatePointsPerMinute,
                learningPointsPerHour: learningApps.map {
                    scenario.catalog.pointsPerHour(for: $0, settings: scenario.settings) ?? 0
                },
                dailyRewardLimitMinutes: scenario.settings.dailyRewardLimitMinutes,
                weeklyRewardLimitMinutes: scenario.settings.weeklyRewardLimitMinutes,
                timeBankGoalMinutes: scenario.settings.rewardStrategy == .timeBank
                    ? scenario.settings.dailyLearningGoalMinutes : nil,
                homeZone: child.devices[0].timeZone
            )
            let plan = PersonaPlanner.plan(profile, context: context, random: random.fork("persona:\(child.id)"))
            for (position, step) in plan.enumerated()
            where step.time >= scenario.start.instant && step.time <= scenario.end {
                let device = child.devices[min(step.deviceIndex, child.devices.count - 1)].id
                // A use followed at once by an idle pause on the same device leaves it on.
                let pauseFollows =
                    plan[(position + 1)...].first { $0.deviceIndex == step.deviceIndex }.map { next in
                        if case .idle = next.action { return next.time == step.endTime }
                        return false
                    } ?? false
                planned.append(
                    TimelineAction(
                        time: step.time, kind: kind(of: step.action, on: device, lockAfter: !pauseFollows),
                        label: label(of: step.label), location: nil,
                        summary: "\(profile.name) \(child.id): \(describe(step.action)) on \(device)"
                    ))
            }
        }
        let all = timeline + planned
        return all.enumerated().sorted { ($0.element.time, $0.offset) < ($1.element.time, $1.offset) }.map(\.element)
    }

    /// The timeline action that carries out a persona's planned action on the device.
    static func kind(of action: PersonaAction, on device: DeviceID, lockAfter: Bool) -> any TimelineActionType {
        switch action {
        case .use(let app, let durationMs):
            UseAction(app: app, device: device, durationMs: durationMs, lockAfter: lockAfter)
        case .idle(let durationMs): IdleAction(device: device, durationMs: durationMs)
        case .leaveOn(let app, let durationMs): LeaveOnAction(app: app, device: device, durationMs: durationMs)
        case .switchRapidly(let apps, let everyMs, let durationMs):
            SwitchRapidlyAction(apps: apps, device: device, intervalMs: everyMs, durationMs: durationMs)
        case .redeem(let points, let app): RedeemAction(points: points, app: app, device: device)
        case .plug: PlugAction(device: device)
        case .unplug: UnplugAction(device: device)
        case .setClock(let offsetMs): SetClockAction(offsetMs: offsetMs, device: device)
        case .setTimeZone(let zone): SetTimeZoneAction(zone: zone, device: device)
        case .travel(let zone): TravelAction(zone: zone, device: device)
        case .revokePermission: RevokePermissionAction(device: device)
        case .restorePermission: RestorePermissionAction(device: device)
        case .forceQuit: ForceQuitAction(device: device, isParentPhone: false)
        case .launch: LaunchAction(device: device, durationMs: 60_000, lockAfter: true)
        case .deleteApp: DeleteAppAction(device: device)
        case .reinstallApp: ReinstallAppAction(device: device)
        case .restart: RebootAction(device: device)
        }
    }

    static func label(of planned: PlannedLabel) -> UsageLabel {
        switch planned {
        case .engaged: .engaged
        case .idle: .idle
        case .technique(let technique): .technique(technique)
        }
    }

    static func describe(_ action: PersonaAction) -> String {
        switch action {
        case .use(let app, let durationMs): "use \(app) for \(ScenarioTimeFormat.describe(milliseconds: durationMs))"
        case .idle(let durationMs): "idle for \(ScenarioTimeFormat.describe(milliseconds: durationMs))"
        case .leaveOn(let app, let durationMs):
            "leave \(app) on for \(ScenarioTimeFormat.describe(milliseconds: durationMs))"
        case .switchRapidly(let apps, _, let durationMs):
            "switch rapidly between \(apps.map(\.rawValue).joined(separator: ", ")) for "
                + ScenarioTimeFormat.describe(milliseconds: durationMs)
        case .redeem(let points, let app): "redeem \(points) points for \(app)"
        case .plug: "plug in"
        case .unplug: "unplug"
        case .setClock(let offsetMs):
            "set the clock \(offsetMs >= 0 ? "+" : "-")\(ScenarioTimeFormat.describe(milliseconds: abs(offsetMs)))"
        case .setTimeZone(.fixed(let offset)): "set the time zone to UTC\(offset >= 0 ? "+" : "")\(offset / 3_600)h"
        case .setTimeZone(.named(let zone)): "set the time zone to \(zone)"
        case .travel(let zone): "travel to \(zone)"
        case .revokePermission: "revoke the Screen Time permission"
        case .restorePermission: "restore the Screen Time permission"
        case .forceQuit: "force-quit the app"
        case .launch: "open the app"
        case .deleteApp: "delete the app"
        case .reinstallApp: "install the app again"
        case .restart: "restart the iPad"
        }
    }
}
