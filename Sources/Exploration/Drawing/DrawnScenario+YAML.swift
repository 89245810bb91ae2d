/// The scenario file a drawn run is: valid input for `rewardsim run`.
extension DrawnScenario {
    public var yaml: String {
        var lines = comments.map { "# " + $0 }
        lines += [
            "version: 1",
            "name: \(name)",
            "tags: [\(tags.joined(separator: ", "))]",
            "seed: \(seed)",
            "start: \(startText)",
            "duration: \(durationHours)h",
            "",
            "family:",
            "  parents:",
        ]
        for parent in parents {
            lines += ["    - name: \(parent.name)", "      device: \(parent.device)"]
            if parent.role != "co_parent" { lines.append("      role: \(parent.role)") }
            if parent.clockSkewMinutes != 0 { lines.append("      clock_skew: \(parent.clockSkewMinutes)m") }
            if parent.joinsLater { lines.append("      joins: later") }
            if let version = parent.appVersion { lines.append("      app_version: \(version)") }
        }
        lines.append("  children:")
        for child in children {
            lines += ["    - name: \(child.name)", "      devices: [\(child.devices.joined(separator: ", "))]"]
        }
        lines.append("")
        if sync.isEmpty {
            lines.append("sync: on")
        } else {
            lines.append("sync:")
            lines += sync.map { "  \($0.0): \($0.1)" }
        }
        if !quirks.isEmpty {
            lines += ["", "faults:"]
            for quirk in quirks {
                lines += [
                    "  - fault: \(quirk.fault)", "    chance: \(quirk.chancePercent)%",
                    "    devices: [\(quirk.devices.joined(separator: ", "))]",
                ]
            }
        }
        lines += ["", "apps:"]
        for app in apps {
            lines += ["  - id: \(app.id)", "    category: \(app.isLearning ? "learning" : "reward")"]
            if let points = app.pointsPerHour { lines.append("    points_per_hour: \(points)") }
        }
        if !timeline.isEmpty {
            lines += ["", "timeline:"]
            for step in timeline {
                lines += step.notes.map { "  # " + $0 }
                lines.append("  - at: \(moment(step.atMs))")
                lines += step.keys.map { "    \($0.0): \($0.1)" }
            }
        }
        return lines.joined(separator: "\n") + "\n"
    }

    /// `day N HH:MM:SS`, counted from the start's local date.
    func moment(_ offsetMs: Int64) -> String {
        let local = startMsOfDay + offsetMs
        return "day \(local / 86_400_000 + 1) \(BaseFamily.clock(local % 86_400_000))"
    }
}
