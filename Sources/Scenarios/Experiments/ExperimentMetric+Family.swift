import Platform

/// The experiment metrics of the app's cost to the device, freshness and confusion moments.
/// They are not listed by default — a report shows one when a conclusion names it — so that an
/// experiment's report keeps the figures it was designed around.
extension ExperimentMetric {
    static let deviceCostMetrics: [ExperimentMetric] = [
        perDevice(
            "device_wakes_per_day", "count",
            "system wakes of the app (background tasks, silent pushes, "
                + "DeviceActivity callbacks)"
        ) { Double($0.wakes) },
        perDevice("background_seconds_per_day", "s", "seconds the app ran in the background") {
            Double($0.backgroundMs) / 1_000
        },
        perDevice("requests_per_day", "count", "requests to the cloud") { Double($0.requests) },
        perDevice("energy_percent_per_day", "%", "the app's estimated energy, as a share of a 28.6 Wh battery") {
            $0.batteryPercent
        },
    ]

    static let freshnessMetrics: [ExperimentMetric] =
        FamilyViews.Fact.allCases.map { fact in
            ExperimentMetric(
                name: "\(fact.rawValue)_age_p95", unit: "min",
                meaning: "the 95th percentile of how old the \(fact.rawValue) on each screen are, read every minute "
                    + "of the day, per child (0 without sync)",
                title: "95th-percentile age of the \(fact.rawValue) shown, per child per day",
                isListedByDefault: false, overRun: mean
            ) { inputs in
                inputs.perChildAndDay { views, child, day in
                    let moments = Freshness.moments(
                        fromMs: day.lowerBound, throughMs: min(day.upperBound, views.run.world.loop.now))
                    let ages = views.screens(fact, child: child).flatMap {
                        Freshness.ages(of: $0.arrivals, at: moments)
                    }.sorted()
                    return ages.isEmpty ? 0 : Double(NearestRank.percentile(95, of: ages)) / 60_000
                }
            }
        } + [
            ExperimentMetric(
                name: "confusion_moments_per_day", unit: "count",
                meaning: "confusion moments (late_change, late_points) about facts that became true that day, "
                    + "per child (0 without sync)",
                isListedByDefault: false, overRun: mean
            ) { inputs in
                inputs.perChildAndDay { views, child, day in
                    let late = [FamilyViews.Fact.settings, .points].reduce(0) { total, fact in
                        total
                            + views.screens(fact, child: child).reduce(0) { count, screen in
                                count
                                    + Freshness.lateCount(
                                        screen.arrivals.filter { day.contains($0.trueAtMs) },
                                        nowMs: views.run.world.loop.now)
                            }
                    }
                    return Double(late)
                }
            }
        ]

    static func perDevice(
        _ name: String, _ unit: String, _ meaning: String, _ read: @escaping @Sendable (DeviceCost) -> Double
    ) -> ExperimentMetric {
        ExperimentMetric(
            name: name, unit: unit, meaning: meaning + " per child device and day",
            title: words(of: name).replacingOccurrences(of: " per child per day", with: " per child device per day"),
            isListedByDefault: false, overRun: mean
        ) { inputs in
            inputs.dates.indices.map { day in
                let values = inputs.deviceCosts.map { read($0[day]) }
                return values.reduce(0, +) / Double(max(1, values.count))
            }
        }
    }
}

extension ExperimentInputs {
    /// Each day's mean over the children of `read`, given the day's span in true time; 0 in a
    /// run without sync.
    func perChildAndDay(_ read: (FamilyViews, ChildID, Range<Int64>) -> Double) -> [Double] {
        dates.indices.map { day in
            guard let views else { return 0 }
            let dayStartMs = startMs + Int64(day) * Instant.millisecondsPerDay
            let span = dayStartMs..<(dayStartMs + Instant.millisecondsPerDay)
            let children = views.run.scenario.children.map(\.id)
            return children.reduce(0) { $0 + read(views, $1, span) } / Double(max(1, children.count))
        }
    }
}
