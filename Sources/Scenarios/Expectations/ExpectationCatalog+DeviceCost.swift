import Platform
import Simulation

/// The app's cost to a child's device per day: wakes, background run time, requests, bytes and
/// the energy they take as a share of a stated battery (`DeviceCost`, `EnergyEstimate`).
extension ExpectationCatalog {
    static let costMeasures = ["wakes", "background_seconds", "requests", "bytes", "energy_percent"]

    static let deviceCostFunctions: [Function] = [
        Function(
            name: "device_cost",
            parameters: [(.device, false), (.choice(name: "measure", options: costMeasures), false), (.day, true)],
            result: .number,
            meaning: "the app's cost to the child's device per day (that day; without one, the mean of the days "
                + "begun so far): system wakes (background tasks, silent pushes that woke it, DeviceActivity "
                + "callbacks), seconds run in the background, requests, bytes, or the estimated energy as a "
                + "percentage of a 28.6 Wh battery"
        ) { args, run in
            let days = costByDay(of: args.requiredDevice, run)
            let chosen = args.day.map { $0 <= days.count ? [days[$0 - 1]] : [DeviceCost()] } ?? days
            let values = chosen.map { costFigure(args.requiredChoice, of: $0) }
            return .number(values.reduce(0, +) / Double(max(1, values.count)))
        }
    ]

    /// The device's cost on each day begun by now: a day is 24 hours of true time from the
    /// start, as `requests(device, day N)` counts them.
    static func costByDay(of device: DeviceID, _ run: RunState) -> [DeviceCost] {
        let startMs = run.scenario.start.instant.millisecondsSinceEpoch
        let elapsedMs = run.world.loop.now - startMs
        let begun = max(1, Int((elapsedMs + Instant.millisecondsPerDay - 1) / Instant.millisecondsPerDay))
        return DeviceCost.byDay(
            run.device(device), traffic: run.world.connection(of: device)?.traffic ?? [], startMs: startMs,
            nowMs: run.world.loop.now, dayCount: min(begun, ScenarioNames(scenario: run.scenario).dayCount))
    }

    static func costFigure(_ measure: String, of cost: DeviceCost) -> Double {
        switch measure {
        case "wakes": Double(cost.wakes)
        case "background_seconds": Double(cost.backgroundMs) / 1_000
        case "requests": Double(cost.requests)
        case "bytes": Double(cost.bytes)
        default: cost.batteryPercent
        }
    }
}
