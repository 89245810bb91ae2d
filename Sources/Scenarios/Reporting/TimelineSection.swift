import Reports

/// The timeline picture of a run of one simulation: every device's screen, apps in front,
/// shields, background tasks, link and requests, read from the run's `timeline` figures.
enum TimelineSection {
    static func make(_ scenarios: [ScenarioReport]) -> ReportSection? {
        guard scenarios.count == 1, let scenario = scenarios.first, let timeline = scenario.metrics["timeline"],
            let durationMs = timeline["durationMs"]?.intValue, durationMs > 0,
            let devices = timeline["devices"]?.arrayValue
        else { return nil }
        let chart = TimelineChart(
            devices: devices.map(device), durationMs: durationMs,
            startMsIntoLocalDay: timeline["startMsIntoLocalDay"]?.intValue ?? 0
        )
        return ReportSection(
            title: "Timeline",
            paragraphs: [
                "Each device of \(scenario.name) (seed \(scenario.seed)) over the run, in the scenario's "
                    + "time zone: the unlocked screen with the app in front (learning, reward, the app itself, "
                    + "another), each app's shield, background task runs, a parent's app in front, the link cut "
                    + "(offline) and every request to the cloud as a tick."
            ],
            figures: [chart.svg()]
        )
    }

    static func device(_ json: JSONValue) -> TimelineChart.Device {
        let name = json["device"]?.stringValue ?? "?"
        var lanes: [TimelineChart.Lane] = []
        if let front = json["front"]?.arrayValue {
            lanes.append(
                TimelineChart.Lane(
                    name: "screen, app in front",
                    spans: front.map { span in
                        spanOf(
                            span, kind: TimelineChart.Kind(rawValue: field(span, 3)) ?? .other, label: field(span, 2))
                    }))
        }
        if let shields = json["shields"]?.arrayValue {
            lanes.append(
                TimelineChart.Lane(
                    name: "shield", spans: shields.map { spanOf($0, kind: .shield, label: field($0, 2)) }))
        }
        if let tasks = json["tasks"]?.arrayValue {
            lanes.append(
                TimelineChart.Lane(
                    name: "background task",
                    spans: tasks.map {
                        spanOf($0, kind: TimelineChart.Kind(rawValue: field($0, 2)) ?? .refresh)
                    }))
        }
        if let foreground = json["foreground"]?.arrayValue {
            lanes.append(
                TimelineChart.Lane(name: "app in front", spans: foreground.map { spanOf($0, kind: .foreground) }))
        }
        if let offline = json["offline"]?.arrayValue {
            lanes.append(
                TimelineChart.Lane(
                    name: "link, requests",
                    spans: offline.map { spanOf($0, kind: .offline, label: "offline " + field($0, 2)) },
                    ticksMs: json["requests"]?.arrayValue?.compactMap(\.intValue) ?? []
                ))
        }
        return TimelineChart.Device(name: name, lanes: lanes)
    }

    static func spanOf(_ json: JSONValue, kind: TimelineChart.Kind, label: String = "") -> TimelineChart.Span {
        let values = json.arrayValue ?? []
        let start = values.first?.intValue ?? 0
        return TimelineChart.Span(
            startMs: start, endMs: values.dropFirst().first?.intValue ?? start, kind: kind,
            label: label)
    }

    static func field(_ json: JSONValue, _ index: Int) -> String {
        guard let values = json.arrayValue, index < values.count else { return "" }
        return values[index].stringValue ?? ""
    }
}
