/// Builds a run's timeline: workload steps at drawn moments, the steps of each fault kind the run
/// switched on, and the settling at the end.
struct StepDrawer {
    private let childDevices: [(device: String, child: String)]
    private let parents: [DrawnScenario.Parent]
    private let learningApps: [String]
    private let rewardApps: [String]
    private let windowMs: ClosedRange<Int64>
    private var steps: [DrawnScenario.Step] = []

    init(scenario: DrawnScenario, windowMs: ClosedRange<Int64>) {
        childDevices = scenario.children.flatMap { child in child.devices.map { ($0, child.name) } }
        parents = scenario.parents
        learningApps = scenario.apps.filter(\.isLearning).map(\.id)
        rewardApps = scenario.apps.filter { !$0.isLearning }.map(\.id)
        self.windowMs = windowMs
        for parent in parents where parent.joinsLater {
            add(windowMs.lowerBound, [("invite", parent.name)], needs: [parent.name])
            add(windowMs.lowerBound + 600_000, [("accept_invitation", parent.name)], needs: [parent.name])
        }
    }

    /// In time order; steps at one moment keep the order they were added in.
    var sorted: [DrawnScenario.Step] {
        steps.enumerated().sorted { ($0.element.atMs, $0.offset) < ($1.element.atMs, $1.offset) }.map(\.element)
    }

    private mutating func add(_ atMs: Int64, _ keys: [(String, String)], needs: [String]) {
        steps.append(DrawnScenario.Step(atMs: atMs, keys: keys, needs: needs))
    }

    private var deviceNames: [String] { childDevices.map(\.device) + parents.map(\.device) }

    private static func minutes(_ ms: Int64) -> String { "\(max(1, ms / 60_000))m" }

    /// A moment in the window, to the second.
    private func moment(_ draw: inout Draw) -> Int64 {
        draw.ms(windowMs) / 1_000 * 1_000
    }

    /// How long a fault at `atMs` lasts: between the bounds, and over before the window ends.
    private func lasting(from atMs: Int64, _ bounds: ClosedRange<Int64>, _ draw: inout Draw) -> Int64 {
        min(draw.ms(bounds), max(60_000, windowMs.upperBound - atMs)) / 60_000 * 60_000
    }

    mutating func addWorkload(draw: inout Draw) {
        let at = moment(&draw)
        let (device, child) = draw.pick(childDevices)
        let parent = draw.pick(parents)
        switch draw.int(0...5) {
        case 0:
            let points = draw.chance(80) ? "+\(draw.int(1...20))" : "-\(draw.int(1...10))"
            add(at, [("adjust", "\(points) points"), ("child", child), ("by", parent.name), ("reason", "explore")],
                needs: [child, parent.name])
        case 1:
            let (setting, value) = draw.pick([
                ("conversion_rate", "\(draw.int(1...5))"), ("default_points_per_hour", "\(draw.int(5...30))"),
                ("daily_reward_limit", "\(draw.int(3...12) * 10)m"), ("daily_learning_goal", "\(draw.int(2...6) * 10)m"),
            ])
            add(at, [("set", setting), ("to", value), ("by", parent.name), ("child", child)], needs: [child, parent.name])
        case 2, 3:
            add(at, [("use", draw.pick(learningApps)), ("for", "\(draw.int(5...40))m"), ("device", device)], needs: [device])
        case 4:
            add(at, [("redeem", "\(draw.int(1...4) * 5) points"), ("for_app", draw.pick(rewardApps)), ("device", device)],
                needs: [device])
        default:
            add(at, [("open_app", parent.device)], needs: [parent.device])
        }
    }

    mutating func add(_ fault: FaultChoice, to scenario: inout DrawnScenario, draw: inout Draw) {
        if let quirk = fault.quirk {
            let devices = draw.subset(childDevices.map(\.device), count: draw.int(1...childDevices.count))
            let chance = fault == .overCount ? 100 : draw.int(5...50)
            scenario.quirks.append(DrawnScenario.Quirk(fault: quirk.rawValue, chancePercent: chance, devices: devices))
            return
        }
        let at = moment(&draw)
        switch fault {
        case .partition, .oneWayPartition:
            let device = draw.pick(deviceNames)
            var keys = [("partition", device), ("for", Self.minutes(lasting(from: at, 600_000...14_400_000, &draw)))]
            if fault == .oneWayPartition { keys.insert(("direction", draw.pick(["outbound", "inbound"])), at: 1) }
            add(at, keys, needs: [device])
        case .groupPartition:
            let length = Self.minutes(lasting(from: at, 600_000...14_400_000, &draw))
            for device in draw.subset(deviceNames, count: draw.int(2...max(2, deviceNames.count))) {
                add(at, [("partition", device), ("for", length)], needs: [device])
            }
        case .randomOutages:
            scenario.sync += [("partitions_per_day", "\(draw.int(1...4))"), ("partition_length", "lognormal 20m 1.0")]
        case .latency:
            scenario.sync.append(("latency", "lognormal \(draw.int(150...800))ms 1.2"))
        case .loss:
            scenario.sync.append(("loss", "\(draw.int(1...8))%"))
        case .droppedPushes:
            scenario.sync.append(("push_drop", "\(draw.int(50...100))%"))
        case .delayedPushes:
            scenario.sync.append(("push_delay", "lognormal \(draw.int(1...10))m 1.0"))
        case .serviceErrors:
            for _ in 0..<draw.int(1...3) {
                let code = draw.pick(["zone_busy", "request_rate_limited", "service_unavailable", "network_failure"])
                var keys = [("cloud_error", code), ("requests", "\(draw.int(1...5))")]
                if code != "network_failure" { keys.insert(("retry_after", "\(draw.int(1...120))s"), at: 1) }
                add(moment(&draw), keys, needs: [])
            }
        case .lostAnswers:
            let device = draw.pick(deviceNames)
            add(at, [("lose_answers", device), ("count", "\(draw.int(1...3))")], needs: [device])
        case .clockSkew:
            for index in scenario.parents.indices {
                scenario.parents[index].clockSkewMinutes = draw.int(-30...30)
            }
        case .clockChange:
            let (device, _) = draw.pick(childDevices)
            let hours = draw.int(1...5) * (draw.chance(50) ? 1 : -1)
            add(at, [("set_clock", hours > 0 ? "+\(hours)h" : "\(hours)h"), ("device", device)], needs: [device])
            add(at + lasting(from: at, 600_000...10_800_000, &draw), [("set_clock", "0"), ("device", device)], needs: [device])
        case .forceQuit:
            let device = draw.pick(deviceNames)
            let isPhone = parents.contains { $0.device == device }
            add(at, [("force_quit", device)], needs: [device])
            add(at + lasting(from: at, 600_000...10_800_000, &draw),
                isPhone ? [("open_app", device)] : [("launch", device), ("for", "1m")], needs: [device])
        case .killMidSend:
            let parent = draw.pick(parents)
            let child = draw.pick(scenario.children).name
            add(at, [("adjust", "+\(draw.int(1...20)) points"), ("child", child), ("by", parent.name), ("reason", "explore")],
                needs: [child, parent.name])
            add(at, [("force_quit", parent.device)], needs: [parent.device])
            add(at + lasting(from: at, 600_000...3_600_000, &draw), [("open_app", parent.device)], needs: [parent.device])
        case .lowPower, .backgroundRefreshOff:
            let (device, _) = draw.pick(childDevices)
            let key = fault == .lowPower ? "low_power" : "background_refresh"
            add(at, [(key, fault == .lowPower ? "on" : "off"), ("device", device)], needs: [device])
            add(at + lasting(from: at, 1_800_000...21_600_000, &draw), [(key, fault == .lowPower ? "off" : "on"), ("device", device)],
                needs: [device])
        case .tokenExpiry:
            add(at, [("expire_tokens", "all")], needs: [])
        default:
            preconditionFailure("\(fault) is a quirk")
        }
    }
}
