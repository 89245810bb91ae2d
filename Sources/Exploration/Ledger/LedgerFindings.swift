import Foundation

/// A cause's standing on one build of a ledger, as a campaign's report leads with it.
public enum FindingClass: String, Sendable, CaseIterable {
    /// Seen on this build, and never on a build before it, or seen again after it was resolved.
    case new = "NEW"
    /// Seen before and not resolved; seen in at least the rare share of the runs since.
    case ongoing = "ONGOING"
    /// Seen before and not resolved, in fewer than the rare share of the runs since it was
    /// first seen: a cause a short campaign may well miss.
    case rare = "RARE"
    /// Resolved on this build: not seen on the builds after its last one, in enough runs that
    /// a cause still there at its observed rate would have shown (see `FindingsRule`).
    case resolved = "RESOLVED"
}

/// When a cause is rare and when it is gone.
public struct FindingsRule: Sendable, Equatable {
    /// A cause seen in fewer than this share of the runs since it was first seen is rare.
    public var rareShare = 0.01
    /// A cause is resolved once the chance that runs after its last build would all have missed
    /// it, were it still there at its observed rate p, is at most this: (1 − p)^n ≤ 0.01.
    public var missProbabilityMax = 0.01

    public init() {}
}

/// One cause as a build's findings show it.
public struct Finding: Sendable, Equatable {
    public let findingClass: FindingClass
    public let signature: String
    public let cause: String
    public let firstBuild: String
    public let lastBuild: String
    /// Runs on this build, and how many of them it failed.
    public let runsOnBuild: Int
    public let failedOnBuild: Int
    /// Runs from its first build to this one, and how many of them it failed.
    public let runsSinceFirst: Int
    public let failedSinceFirst: Int
    /// Runs on the builds after its last one, up to this one.
    public let runsSinceLast: Int
    /// Its share of the runs of the builds from its first to its last: its observed rate.
    public let observedRate: Double
    /// The chance that the runs since its last build would all have missed it at that rate.
    public let missProbability: Double
    /// Replays its latest failure (on `lastBuild`): the tool's arguments.
    public let reproduce: String
}

/// The findings of one build of a ledger: every cause recorded up to it, classed.
public struct LedgerFindings: Sendable {
    public let build: String
    public let runsOnBuild: Int
    /// New, Ongoing, Rare, then Resolved; in each, by first build, then signature.
    public let findings: [Finding]
    /// Causes resolved on an earlier build and not seen since.
    public let resolvedEarlier: Int

    public init(_ ledger: FindingsLedger, build: String, rule: FindingsRule = FindingsRule()) {
        let position = ledger.builds.firstIndex(of: build) ?? -1
        precondition(position >= 0, "the build is in the ledger")
        let history = BuildHistory(ledger, upTo: position)
        var findings: [Finding] = []
        var resolvedEarlier = 0
        for (signature, cause) in ledger.causes {
            guard let now = history.standing(of: signature, at: position, rule: rule) else { continue }
            let before = position == 0 ? nil : history.standing(of: signature, at: position - 1, rule: rule)
            let findingClass: FindingClass
            if now.failedOnBuild > 0 {
                findingClass =
                    before.map(\.resolved) ?? true ? .new : now.shareSinceFirst < rule.rareShare ? .rare : .ongoing
            } else if now.resolved {
                guard before?.resolved != true else {
                    resolvedEarlier += 1
                    continue
                }
                findingClass = .resolved
            } else {
                findingClass = now.shareSinceFirst < rule.rareShare ? .rare : .ongoing
            }
            findings.append(
                Finding(
                    findingClass: findingClass, signature: signature, cause: cause,
                    firstBuild: ledger.builds[now.first], lastBuild: ledger.builds[now.last],
                    runsOnBuild: history.runs[position], failedOnBuild: now.failedOnBuild,
                    runsSinceFirst: now.runsSinceFirst, failedSinceFirst: now.failedSinceFirst,
                    runsSinceLast: now.runsSinceLast, observedRate: now.rate, missProbability: now.missProbability,
                    reproduce: history.latestReproduce(of: signature, upTo: now.last)))
        }
        let classOrder = { (finding: Finding) in FindingClass.allCases.firstIndex(of: finding.findingClass) ?? 0 }
        let buildOrder = { (finding: Finding) in ledger.builds.firstIndex(of: finding.firstBuild) ?? 0 }
        self.build = build
        self.runsOnBuild = history.runs[position]
        self.findings = findings.sorted {
            (classOrder($0), buildOrder($0), $0.signature) < (classOrder($1), buildOrder($1), $1.signature)
        }
        self.resolvedEarlier = resolvedEarlier
    }

    public func findings(_ findingClass: FindingClass) -> [Finding] {
        findings.filter { $0.findingClass == findingClass }
    }
}

/// Runs and failures per build, summed over every campaign and shard of the build.
private struct BuildHistory {
    struct Standing {
        let first: Int
        let last: Int
        let failedOnBuild: Int
        let failedSinceFirst: Int
        let runsSinceFirst: Int
        let runsSinceLast: Int
        /// The cause's share of the runs from its first build to its last: its observed rate.
        let rate: Double
        /// Its share of the runs from its first build to this one.
        var shareSinceFirst: Double { runsSinceFirst == 0 ? 0 : Double(failedSinceFirst) / Double(runsSinceFirst) }
        let missProbability: Double
        let resolved: Bool
    }

    let ledger: FindingsLedger
    /// Runs done on each build up to the one asked about.
    let runs: [Int]

    init(_ ledger: FindingsLedger, upTo position: Int) {
        self.ledger = ledger
        runs = ledger.builds.prefix(position + 1).map { build in
            ledger.campaigns.filter { $0.build == build }.reduce(0) { $0 + $1.runsDone }
        }
    }

    func failed(_ signature: String, on position: Int) -> Int {
        ledger.campaigns.filter { $0.build == ledger.builds[position] }
            .flatMap(\.sightings).filter { $0.signature == signature }.reduce(0) { $0 + $1.runs }
    }

    /// Where the cause stands on the build at `position`, or nil when it was not seen yet.
    func standing(of signature: String, at position: Int, rule: FindingsRule) -> Standing? {
        let failures = (0...position).map { failed(signature, on: $0) }
        guard let first = failures.firstIndex(where: { $0 > 0 }),
            let last = failures.lastIndex(where: { $0 > 0 })
        else { return nil }
        let failedSeen = failures[first...last].reduce(0, +)
        let runsSeen = runs[first...last].reduce(0, +)
        let rate = runsSeen == 0 ? 1 : Double(failedSeen) / Double(runsSeen)
        let runsSinceLast = runs[(last + 1)..<(position + 1)].reduce(0, +)
        let missProbability = pow(1 - min(rate, 1), Double(runsSinceLast))
        return Standing(
            first: first, last: last, failedOnBuild: failures[position],
            failedSinceFirst: failures[first...position].reduce(0, +),
            runsSinceFirst: runs[first...position].reduce(0, +), runsSinceLast: runsSinceLast, rate: rate,
            missProbability: missProbability,
            resolved: runsSinceLast > 0 && missProbability <= rule.missProbabilityMax)
    }

    /// The first failing run of the cause on its latest build, in record order.
    func latestReproduce(of signature: String, upTo position: Int) -> String {
        let sightings = ledger.campaigns.filter { $0.build == ledger.builds[position] }.flatMap(\.sightings)
        return sightings.first { $0.signature == signature }?.reproduce ?? ""
    }
}
