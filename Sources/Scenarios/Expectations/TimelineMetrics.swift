import Platform
import Reports
import RewardEngine
import Simulation

/// Each device's run as spans and moments, for the report's timeline picture: when the screen
/// was unlocked and which app was in front, when shields were up, background tasks ran, the app
/// was in front on a parent's phone, the link was cut, and each request to the cloud. Times
/// are milliseconds since the run's start. Kept only when the run keeps its timeline (a run
/// of one simulation, not a population's): a week of one family is a few thousand numbers.
enum TimelineMetrics {
    static func json(state: RunState) -> JSONValue? {
        let world = state.world
        guard world.keepsTimeline else { return nil }
        let startMs = state.scenario.start.instant.millisecondsSinceEpoch
        let endMs = world.loop.now
        var marksByDevice: [DeviceID: [TimelineMark]] = [:]
        for mark in world.timeline { marksByDevice[mark.device, default: []].append(mark) }
        let catalog = state.scenario.catalog
        let children = state.scenario.devices.map { spec -> JSONValue in
            let device = state.device(spec.id)
            let marks = marksByDevice[spec.id] ?? []
            return JSONValue(
                object: [
                    ("device", .string(spec.id.rawValue)),
                    (
                        "front",
                        spans(frontOf: marks, endMs: endMs, since: startMs) { app in
                            switch catalog.category(of: app) {
                            case .learning?: "learning"
                            case .reward?: "reward"
                            case nil: app == SimulatedChildDevice.hostApp ? "app" : "other"
                            }
                        }
                    ),
                    ("shields", shieldSpans(device.shieldChanges, endMs: endMs, since: startMs)),
                    (
                        "tasks",
                        .array(
                            device.backgroundRuns.map { run in
                                .array([
                                    .integer(run.startedAt.millisecondsSinceEpoch - startMs),
                                    .integer((run.endedAt?.millisecondsSinceEpoch ?? endMs) - startMs),
                                    .string(run.kind.rawValue),
                                ])
                            })
                    ),
                ] + (world.connection(of: spec.id) == nil ? [] : cloudLanes(marks, endMs: endMs, since: startMs)))
        }
        let phones = state.scenario.parents.compactMap(\.device).map { id -> JSONValue in
            let marks = marksByDevice[id] ?? []
            return JSONValue(
                object: [
                    ("device", .string(id.rawValue)),
                    (
                        "foreground",
                        between(
                            marks, opening: [.appActive], closing: [.appBackground, .forceQuit],
                            endMs: endMs, since: startMs)
                    ),
                ] + cloudLanes(marks, endMs: endMs, since: startMs))
        }
        return JSONValue(object: [
            ("durationMs", .integer(endMs - startMs)),
            ("startMsIntoLocalDay", .integer(state.scenario.start.millisecondOfDay)),
            ("devices", .array(children + phones)),
        ])
    }

    /// `[start, end, app, category]` for each stretch of an unlocked screen with one app in front.
    static func spans(
        frontOf marks: [TimelineMark], endMs: Int64, since startMs: Int64, category: (AppID) -> String
    ) -> JSONValue {
        var spans: [JSONValue] = []
        var app: AppID?
        var openedMs: Int64?
        func close(at ms: Int64) {
            if let from = openedMs, let shown = app, ms > from {
                spans.append(
                    .array([
                        .integer(from - startMs), .integer(ms - startMs), .string(shown.rawValue),
                        .string(category(shown)),
                    ]))
            }
        }
        for mark in marks {
            switch mark.kind {
            case .unlocked:
                if openedMs == nil { openedMs = mark.timeMs }
            case .locked:
                close(at: mark.timeMs)
                openedMs = nil
            case .front:
                close(at: mark.timeMs)
                app = AppID(mark.detail)
                openedMs = mark.timeMs
            default:
                break
            }
        }
        close(at: endMs)
        return .array(spans)
    }

    /// `[start, end, app]` for each stretch an app's shield was up.
    static func shieldSpans(_ changes: [ShieldChange], endMs: Int64, since startMs: Int64) -> JSONValue {
        var upSinceMs: [AppID: Int64] = [:]
        var spans: [(app: AppID, from: Int64, to: Int64)] = []
        for change in changes {
            let ms = change.time.millisecondsSinceEpoch
            if change.isShielded {
                if upSinceMs[change.app] == nil { upSinceMs[change.app] = ms }
            } else if let from = upSinceMs.removeValue(forKey: change.app) {
                spans.append((change.app, from, ms))
            }
        }
        spans += upSinceMs.map { ($0.key, $0.value, endMs) }
        return .array(
            spans.sorted { ($0.from, $0.app) < ($1.from, $1.app) }.map {
                .array([.integer($0.from - startMs), .integer($0.to - startMs), .string($0.app.rawValue)])
            })
    }

    /// The link's cuts and each request, for a device with a cloud connection.
    static func cloudLanes(_ marks: [TimelineMark], endMs: Int64, since startMs: Int64) -> [(String, JSONValue)] {
        let requests = marks.filter { $0.kind == .request }.map { JSONValue.integer($0.timeMs - startMs) }
        var cuts: [JSONValue] = []
        var cutSince: (ms: Int64, how: String)?
        for mark in marks where mark.kind == .link {
            if let cut = cutSince, mark.detail != cut.how {
                cuts.append(.array([.integer(cut.ms - startMs), .integer(mark.timeMs - startMs), .string(cut.how)]))
                cutSince = nil
            }
            if mark.detail != LinkPartition.none.rawValue, cutSince == nil { cutSince = (mark.timeMs, mark.detail) }
        }
        if let cut = cutSince {
            cuts.append(.array([.integer(cut.ms - startMs), .integer(endMs - startMs), .string(cut.how)]))
        }
        return [("offline", .array(cuts)), ("requests", .array(requests))]
    }

    /// `[start, end]` for each stretch between an opening mark and the next closing one.
    static func between(
        _ marks: [TimelineMark], opening: [TimelineMark.Kind], closing: [TimelineMark.Kind], endMs: Int64,
        since startMs: Int64
    ) -> JSONValue {
        var spans: [JSONValue] = []
        var openedMs: Int64?
        for mark in marks {
            if opening.contains(mark.kind), openedMs == nil { openedMs = mark.timeMs }
            if closing.contains(mark.kind), let from = openedMs {
                spans.append(.array([.integer(from - startMs), .integer(mark.timeMs - startMs)]))
                openedMs = nil
            }
        }
        if let from = openedMs { spans.append(.array([.integer(from - startMs), .integer(endMs - startMs)])) }
        return .array(spans)
    }
}
