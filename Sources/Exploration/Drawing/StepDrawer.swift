/// Builds a run's timeline: workload steps at drawn moments, the steps of each fault kind the run
/// switched on, and the settling at the end.
///
/// Half the runs crowd their workload and faults into a busy part of the window (half an hour to
/// four hours), where actions and faults meet; the others spread them over the whole window.
struct StepDrawer {
    private let childDevices: [(device: String, child: String)]
    private let parents: [DrawnScenario.Parent]
    private let learningApps: [String]
    private let rewardApps: [String]
    /// Where steps fall; every fault heals before its end.
    private let windowMs: ClosedRange<Int64>
    /// Where workload and fault moments are drawn: the window, or a busy part of it.
    private let busyMs: ClosedRange<Int64>
    private let mix: ActionMix
    /// A moment of the run as a file writes it (`day 2 09:15:00`).
    private let momentText: (Int64) -> String
    /// When each parent who joins later accepts the invitation: their changes come after.
    private var joinedAtMs: [String: Int64] = [:]
    private var steps: [DrawnScenario.Step] = []
    /// Each workload step's moment, the device that acted on it and its kind (its first key):
    /// where faults may strike.
    private var actions: [(atMs: Int64, device: String, kind: String)] = []

    init(scenario: DrawnScenario, windowMs: ClosedRange<Int64>, draw: inout Draw) {
        childDevices = scenario.children.flatMap { child in child.devices.map { ($0, child.name) } }
        parents = scenario.parents
        learningApps = scenario.apps.filter(\.isLearning).map(\.id)
        rewardApps = scenario.apps.filter { !$0.isLearning }.map(\.id)
        self.windowMs = windowMs
        momentText = scenario.moment
        if draw.chance(50) {
            let lengthMs = min(draw.ms(1_800_000...14_400_000), windowMs.upperBound - windowMs.lowerBound)
            let startMs = draw.ms(windowMs.lowerBound...(windowMs.upperBound - lengthMs))
            busyMs = startMs...(startMs + lengthMs)
        } else {
            busyMs = windowMs
        }
        mix = ActionMix(draw: &draw)
        for parent in parents where parent.joinsLater {
            let invitedMs = moment(&draw)
            let acceptedMs = min(windowMs.upperBound, invitedMs + Int64(draw.int(1...30)) * 60_000)
            add(invitedMs, [("invite", parent.name)], needs: [parent.name], actor: parents[0].device)
            add(acceptedMs, [("accept_invitation", parent.name)], needs: [parent.name], actor: parent.device)
            joinedAtMs[parent.name] = acceptedMs
        }
    }

    /// In time order; steps at one moment keep the order they were added in.
    var sorted: [DrawnScenario.Step] {
        steps.enumerated().sorted { ($0.element.atMs, $0.offset) < ($1.element.atMs, $1.offset) }.map(\.element)
    }

    private mutating func add(_ atMs: Int64, _ keys: [(String, String)], needs: [String], actor: String? = nil) {
        steps.append(DrawnScenario.Step(atMs: atMs, keys: keys, needs: needs))
        if let actor { actions.append((atMs, actor, keys[0].0)) }
    }

    private var deviceNames: [String] { childDevices.map(\.device) + parents.map(\.device) }

    private static func minutes(_ ms: Int64) -> String { "\(max(1, ms / 60_000))m" }

    /// A moment in the busy part, to the second.
    private func moment(_ draw: inout Draw) -> Int64 {
        draw.ms(busyMs) / 1_000 * 1_000
    }

    /// Where a fault on one of `devices` strikes: half the time at a workload step's moment, on the
    /// device that acted, just after the step (its request is on the way when the link drops or
    /// the app dies: where the bugs of lost answers and resends live); else at a moment of the
    /// busy part, on any of them. The step is drawn by kind first, then among that kind's: a run's
    /// one acceptance of an invitation is as likely a target as its twenty adjustments.
    private func anchor(_ draw: inout Draw, among devices: [String]) -> (atMs: Int64, device: String) {
        let candidates = actions.filter { devices.contains($0.device) }
        if !candidates.isEmpty, draw.chance(50) {
            let kind = draw.pick(Array(Set(candidates.map(\.kind))).sorted())
            let chosen = draw.pick(candidates.filter { $0.kind == kind })
            return (chosen.atMs, chosen.device)
        }
        return (moment(&draw), draw.pick(devices))
    }

    /// How long a fault at `atMs` lasts: between the bounds, and over before the window ends.
    private func lasting(from atMs: Int64, _ bounds: ClosedRange<Int64>, _ draw: inout Draw) -> Int64 {
        min(draw.ms(bounds), max(60_000, windowMs.upperBound - atMs)) / 60_000 * 60_000
    }

    /// One workload item of the run's mix, by a parent who has joined by then.
    mutating func addWorkload(draw: inout Draw) {
        let at = moment(&draw)
        let (device, child) = draw.pick(childDevices)
        let parent = draw.pick(parents.filter { (joinedAtMs[$0.name] ?? .min) <= at })
        switch mix.next(&draw) {
        case .adjust:
            addChange(at, adjusting: true, child: child, by: parent, draw: &draw)
        case .set:
            addChange(at, adjusting: false, child: child, by: parent, draw: &draw)
        case .use:
            add(
                at, [("use", draw.pick(learningApps)), ("for", "\(draw.int(5...40))m"), ("device", device)],
                needs: [device], actor: device)
        case .redeem:
            add(
                at,
                [("redeem", "\(draw.int(1...4) * 5) points"), ("for_app", draw.pick(rewardApps)), ("device", device)],
                needs: [device], actor: device)
        case .openApp:
            add(at, [("open_app", parent.device)], needs: [parent.device], actor: parent.device)
        case .burst:
            // One repeating step: 10 to 60 changes, one every 1 to 3 minutes, over before the window ends.
            let everyMs = Int64(draw.int(1...3)) * 60_000
            let untilMs = min(windowMs.upperBound, at + Int64(draw.int(9...59)) * everyMs)
            addChange(
                at, adjusting: draw.chance(80), child: child, by: parent, draw: &draw,
                repeating: [("every", "\(everyMs / 60_000)m"), ("until", momentText(untilMs))])
        }
    }

    /// An adjustment (+1…+20 points, or −1…−10 one time in five) or a setting.
    private mutating func addChange(
        _ at: Int64, adjusting: Bool, child: String, by parent: DrawnScenario.Parent, draw: inout Draw,
        repeating: [(String, String)] = []
    ) {
        if adjusting {
            let points = draw.chance(80) ? "+\(draw.int(1...20))" : "-\(draw.int(1...10))"
            add(
                at,
                [("adjust", "\(points) points"), ("child", child), ("by", parent.name), ("reason", "explore")]
                    + repeating,
                needs: [child, parent.name], actor: parent.device)
        } else {
            let (setting, value) = draw.pick([
                ("conversion_rate", "\(draw.int(1...5))"), ("default_points_per_hour", "\(draw.int(5...30))"),
                ("daily_reward_limit", "\(draw.int(3...12) * 10)m"),
                ("daily_learning_goal", "\(draw.int(2...6) * 10)m"),
            ])
            add(
                at, [("set", setting), ("to", value), ("by", parent.name), ("child", child)] + repeating,
                needs: [child, parent.name], actor: parent.device)
        }
    }

    mutating func add(_ fault: FaultChoice, to scenario: inout DrawnScenario, draw: inout Draw) {
        if let quirk = fault.quirk {
            let devices = draw.subset(childDevices.map(\.device), count: draw.int(1...childDevices.count))
            let chance = fault == .overCount ? 100 : draw.int(5...50)
            scenario.quirks.append(DrawnScenario.Quirk(fault: quirk.rawValue, chancePercent: chance, devices: devices))
            return
        }
        let childDeviceNames = childDevices.map(\.device)
        switch fault {
        case .partition, .oneWayPartition:
            let (at, device) = anchor(&draw, among: deviceNames)
            var keys = [("partition", device), ("for", Self.minutes(lasting(from: at, 600_000...14_400_000, &draw)))]
            if fault == .oneWayPartition { keys.insert(("direction", draw.pick(["outbound", "inbound"])), at: 1) }
            add(at, keys, needs: [device])
        case .groupPartition:
            let (at, device) = anchor(&draw, among: deviceNames)
            let length = Self.minutes(lasting(from: at, 600_000...14_400_000, &draw))
            let others = draw.subset(
                deviceNames.filter { $0 != device }, count: draw.int(1...max(1, deviceNames.count - 1)))
            for cut in [device] + others {
                add(at, [("partition", cut), ("for", length)], needs: [cut])
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
                add(anchor(&draw, among: deviceNames).atMs, keys, needs: [])
            }
        case .lostAnswers:
            let (at, device) = anchor(&draw, among: deviceNames)
            add(at, [("lose_answers", device), ("count", "\(draw.int(1...3))")], needs: [device])
        case .clockSkew:
            for index in scenario.parents.indices {
                scenario.parents[index].clockSkewMinutes = draw.int(-30...30)
            }
        case .clockChange:
            let (at, device) = anchor(&draw, among: childDeviceNames)
            let hours = draw.int(1...5) * (draw.chance(50) ? 1 : -1)
            add(at, [("set_clock", hours > 0 ? "+\(hours)h" : "\(hours)h"), ("device", device)], needs: [device])
            add(
                at + lasting(from: at, 600_000...10_800_000, &draw), [("set_clock", "0"), ("device", device)],
                needs: [device])
        case .forceQuit:
            let (at, device) = anchor(&draw, among: deviceNames)
            let isPhone = parents.contains { $0.device == device }
            add(at, [("force_quit", device)], needs: [device])
            add(
                at + lasting(from: at, 600_000...10_800_000, &draw),
                isPhone ? [("open_app", device)] : [("launch", device), ("for", "1m")], needs: [device])
        case .killMidSend:
            let at = moment(&draw)
            let parent = draw.pick(parents.filter { (joinedAtMs[$0.name] ?? .min) <= at })
            let child = draw.pick(scenario.children).name
            add(
                at,
                [
                    ("adjust", "+\(draw.int(1...20)) points"), ("child", child), ("by", parent.name),
                    ("reason", "explore"),
                ],
                needs: [child, parent.name])
            add(at, [("force_quit", parent.device)], needs: [parent.device])
            add(
                at + lasting(from: at, 600_000...3_600_000, &draw), [("open_app", parent.device)],
                needs: [parent.device])
        case .lowPower, .backgroundRefreshOff:
            let (at, device) = anchor(&draw, among: childDeviceNames)
            let key = fault == .lowPower ? "low_power" : "background_refresh"
            add(at, [(key, fault == .lowPower ? "on" : "off"), ("device", device)], needs: [device])
            add(
                at + lasting(from: at, 1_800_000...21_600_000, &draw),
                [(key, fault == .lowPower ? "off" : "on"), ("device", device)],
                needs: [device])
        case .tokenExpiry:
            add(anchor(&draw, among: deviceNames).atMs, [("expire_tokens", "all")], needs: [])
        case .oldAppVersion:
            // Some parents' phones start on 1.0; two in three of them update at a drawn moment.
            let older = draw.subset(scenario.parents.map(\.name), count: draw.int(1...scenario.parents.count))
            for index in scenario.parents.indices where older.contains(scenario.parents[index].name) {
                scenario.parents[index].appVersion = "1.0"  // the version before co-parents
                guard draw.chance(67) else { continue }
                let device = scenario.parents[index].device
                add(moment(&draw), [("update_app", device)], needs: [device])
            }
        default:
            preconditionFailure("\(fault) is a quirk")
        }
    }
}
