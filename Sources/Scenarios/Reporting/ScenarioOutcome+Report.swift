import Platform
import Reports

extension ScenarioOutcome {
    /// The report entry for this run; `reproduce` is the command line that repeats it. A run of
    /// a sweep's variant names the variant and leaves its detailed metrics to the experiment's
    /// reports, so that a sweep of hundreds of runs keeps results.json readable. `note` is the
    /// plan's word on the run's seed (`RunPlan.Entry.note`). `detail` keeps each child's days and
    /// ledger and each device's usage and background work (`--detail`); without it a run's
    /// metrics are its per-child and per-device totals, small enough to read and diff.
    public func report(
        reproduce: String, variant: String? = nil, note: String? = nil, detail: Bool = false
    ) -> ScenarioReport {
        let offset = scenario.start.utcOffsetSeconds
        return ScenarioReport(
            file: scenario.file, name: scenario.name, tags: scenario.tags, seed: seed,
            status: budgetExhausted ? .error : passed ? .passed : .failed, traceHash: traceHash,
            eventsExecuted: eventsExecuted, simulatedSeconds: scenario.durationMs / 1_000,
            expectations: (expectations + judgedChecks).map { outcome in
                ExpectationReport(
                    expression: outcome.text, line: outcome.location.line, column: outcome.location.column,
                    checkedAt: outcome.time.map { LocalTimestamp(instant: $0, utcOffsetSeconds: offset).iso8601 },
                    status: ExpectationReport.Status(rawValue: outcome.status.rawValue)!,
                    values: outcome.terms.map { ($0.text, $0.value.description) }, message: outcome.message
                )
            },
            warnings: warnings, metrics: variant == nil ? metrics.json(detail: detail) : .null,
            antiGaming: antiGaming.hasSessions ? antiGamingJSON(detail: detail) : nil, reproduce: reproduce,
            variant: variant,
            note: note, error: notJudgedReason
        )
    }

    /// The checkers' verdicts as reported: a run that stopped at its event budget never reached
    /// the end its checkers judge, so none is. (Explore reads the raw verdicts.)
    var judgedChecks: [ExpectationOutcome] {
        guard budgetExhausted else { return checks }
        return checks.map { check in
            ExpectationOutcome(
                text: check.text, location: check.location, time: nil, status: .error, terms: [],
                message: Self.notCheckedAtBudget)
        }
    }

    /// The run's confusion matrix per level; per technique and per quirk too with `detail` (the
    /// run as a whole has those in results.json either way); and every judged session of a
    /// scenario written by hand, child by child.
    func antiGamingJSON(detail: Bool) -> JSONValue {
        let json = antiGaming.json
        guard !judgedSessions.isEmpty || !detail else { return json }
        var members: [JSONMember] = json.members ?? []
        if !detail { members = members.filter { $0.key == "byStrictness" } }
        if !judgedSessions.isEmpty {
            members.append(
                JSONMember(
                    "sessions",
                    .array(
                        judgedSessions.map { child in
                            JSONValue(object: [
                                ("child", .string(child.child.rawValue)),
                                ("strictness", .string(child.strictness.rawValue)),
                                ("sessions", .array(child.sessions.map(\.json))),
                            ])
                        })))
        }
        return .object(members)
    }

    /// What the run could not do as written, for people to read.
    public var warnings: [String] {
        let offset = scenario.start.utcOffsetSeconds
        return refusedActions.map { refused in
            "\(LocalTimestamp(instant: refused.time, utcOffsetSeconds: offset).iso8601): "
                + "'\(refused.summary)' was refused: \(refused.reason)"
        }
    }
}

extension ScenarioMetrics {
    func json(detail: Bool) -> JSONValue {
        JSONValue(
            object: [
                ("children", .array(children.map { $0.json(detail: detail) })),
                ("devices", .array(devices.map { $0.json(detail: detail) })),
                detail
                    ? ("notifications", notifications)
                    : ("notificationCount", .integer(Int64(notifications.arrayValue?.count ?? 0))),
            ] + (sync.map { [("sync", $0)] } ?? []) + (timeline.map { [("timeline", $0)] } ?? []))
    }
}

extension ScenarioMetrics.Child {
    func json(detail: Bool) -> JSONValue {
        let totals: [(String, JSONValue)] = [
            ("child", .string(child.rawValue)),
            ("balance", .integer(Int64(balance))),
            ("ledgerConsistent", .bool(ledgerConsistent)),
            ("redemptions", JSONValue(object: redemptionsByStatus.map { ($0.status, .integer(Int64($0.count))) })),
            ("rejections", JSONValue(object: rejectionsByReason.map { ($0.reason, .integer(Int64($0.count))) })),
        ]
        guard detail else { return JSONValue(object: totals) }
        return JSONValue(
            object: totals + [
                ("days", .array(days.map(\.json))),
                ("periodicWork", periodicWork),
                (
                    "ledger",
                    .array(
                        ledger.map { entry in
                            JSONValue(object: [
                                ("sequence", .integer(Int64(entry.sequence))),
                                ("kind", .string(entry.kind.rawValue)),
                                ("amount", .integer(Int64(entry.amount))),
                                ("time", .string(entry.timestamp.description)),
                                ("description", .string(entry.description)),
                                ("balanceAfter", .integer(Int64(entry.balanceAfter))),
                                ("actor", entry.actor.map(JSONValue.string) ?? .null),
                            ])
                        })
                ),
            ])
    }
}

extension ScenarioMetrics.ChildDay {
    var json: JSONValue {
        func minutes(_ list: [ScenarioMetrics.AppMinutes]) -> JSONValue {
            JSONValue(object: list.map { ($0.app.rawValue, .integer(Int64($0.minutes))) })
        }
        return JSONValue(object: [
            ("day", .integer(Int64(day))),
            ("date", .string(date.description)),
            ("pointsEarned", .integer(Int64(earned))),
            ("pointsRedeemed", .integer(Int64(redeemed))),
            ("pointsAdjusted", .integer(Int64(adjusted))),
            ("balanceAtEnd", .integer(Int64(balanceAtEnd))),
            ("grantedMinutes", .integer(Int64(grantedMinutes))),
            ("learningMinutes", minutes(learningMinutes)),
            ("unqualifiedMinutes", minutes(unqualifiedMinutes)),
            ("rewardMinutes", minutes(rewardMinutes)),
            ("shieldMinutes", minutes(shieldMinutes)),
        ])
    }
}

extension ScenarioMetrics.Device {
    func json(detail: Bool) -> JSONValue {
        let totals: [(String, JSONValue)] = [
            ("device", .string(device.rawValue)),
            ("callbacksDelivered", .integer(Int64(callbacksDelivered))),
            ("shieldChangeCount", .integer(Int64(shieldChanges.count))),
        ]
        guard detail else { return JSONValue(object: totals) }
        return JSONValue(
            object: totals + [
                ("background", background),
                (
                    "shieldChanges",
                    .array(
                        shieldChanges.map { change in
                            JSONValue(object: [
                                ("time", .string(change.time.description)),
                                ("app", .string(change.app.rawValue)),
                                ("shielded", .bool(change.isShielded)),
                            ])
                        })
                ),
                (
                    "usage",
                    .array(
                        usage.map { usage in
                            JSONValue(object: [
                                ("date", .string(usage.date.description)),
                                ("app", .string(usage.app.rawValue)),
                                ("frontmostSeconds", .integer(usage.frontmostSeconds)),
                                ("onShieldSeconds", .integer(usage.onShieldSeconds)),
                            ])
                        })
                ),
                (
                    "usageByLabel",
                    .array(
                        usageByLabel.map { usage in
                            JSONValue(object: [
                                ("date", .string(usage.date.description)),
                                ("app", .string(usage.app.rawValue)),
                                ("label", .string(usage.label)),
                                ("frontmostSeconds", .integer(usage.frontmostSeconds)),
                            ])
                        })
                ),
            ])
    }
}
