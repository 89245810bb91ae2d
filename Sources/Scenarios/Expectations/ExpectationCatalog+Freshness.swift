import Platform

/// Freshness as each family member sees it, and the moments two of them were shown things that
/// contradict each other (`FamilyViews`, `Freshness`). They need the `sync:` block.
extension ExpectationCatalog {
    /// How old each screen's points, usage and settings are, read at every minute of the run.
    static let freshnessSamples: [Sample] =
        FamilyViews.Fact.allCases.map { fact in
            Sample(
                name: "\(fact.rawValue)_age",
                meaning: ageMeaning(fact) + ", read at every whole minute of the run on each screen (the device: "
                    + "one screen; 0: up to date)"
            ) { args, run in
                guard let views = FamilyViews(run: run) else { return [] }
                let moments = Freshness.moments(
                    fromMs: run.scenario.start.instant.millisecondsSinceEpoch, throughMs: run.world.loop.now)
                return views.screens(fact, device: args.device, child: args.child).flatMap {
                    Freshness.ages(of: $0.arrivals, at: moments)
                }
            }
        } + [
            Sample(
                name: "parent_sync_latency",
                meaning: "a parent's change of a child's settings fetched by another parent's phone minus the "
                    + "moment it was made (the device: the receiving phone)"
            ) { args, run in
                guard let views = FamilyViews(run: run) else { return [] }
                return run.scenario.children.map(\.id).filter { args.child == nil || $0 == args.child }.flatMap {
                    child in
                    views.settingChanges(of: child).flatMap { change in
                        (views.sync.commandReceipts[change.command] ?? []).filter {
                            args.device == nil || $0.device == args.device
                        }.map { $0.timeMs - change.issuedAtMs }
                    }
                }
            }
        ]

    static func ageMeaning(_ fact: FamilyViews.Fact) -> String {
        switch fact {
        case .points:
            "how long ago the oldest ledger entry the child's device had booked, and a parent's phone had not "
                + "received, was booked"
        case .usage:
            "how long ago the oldest credited minute the screen did not show was credited (its entry made "
                + "from the extension's count; the child's device shows it once its app has run, a phone once it "
                + "receives it)"
        case .settings:
            "how long ago the oldest parent's change the screen did not show was made (the child's device shows "
                + "it when it answers the command; a change it refused is left out)"
        }
    }

    static let confusionKinds = ["late_change", "late_points"]

    static let confusionFunctions: [Function] = [
        Function(
            name: "confusion_moments",
            parameters: [(.choice(name: "kind", options: confusionKinds), false), optionalDevice, (.child, true)],
            result: .number,
            meaning: "times a family member was shown something another contradicted for more than 5 s: a "
                + "parent's change another screen showed late or not at all (late_change: the other parent's "
                + "phone, the child's device), a ledger entry a parent's phone received late or not at all after "
                + "the child's device booked it (late_points) — each change or entry once per screen (the "
                + "device: that screen)"
        ) { args, run throws(FunctionFailure) in
            _ = try run.requireSync()
            guard let views = FamilyViews(run: run) else { preconditionFailure("a synced run has views") }
            let nowMs = run.world.loop.now
            let fact: FamilyViews.Fact = args.requiredChoice == "late_change" ? .settings : .points
            let screens = views.screens(fact, device: args.device, child: args.child)
            return .number(Double(screens.reduce(0) { $0 + Freshness.lateCount($1.arrivals, nowMs: nowMs) }))
        }
    ]
}
