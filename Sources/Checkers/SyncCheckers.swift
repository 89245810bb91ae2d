import Platform
import RewardEngine

/// The oracles of a synced run, judging the family whenever the run asks — at each quiet
/// moment and at the end — and keeping each finding at the first moment it was seen. They
/// read the world's history, the service and each device's app; app code never calls them.
public final class SyncCheckers {
    public let log = ViolationLog()

    public init() {}

    /// Judges everything that can be judged now. The quiet-time checks hold the family to what
    /// happened at least the convergence bound ago, and only when every fault has healed for
    /// that long; the others judge at any moment. Before the end, a device is held only to what
    /// its own fetches handed it (see `FamilyUnderCheck.isAtEnd`).
    ///
    /// The checks that walk every record and ledger entry (balances, resurrections, convergence,
    /// uploads) cost as much as the run is long, so before the end they run at most once per
    /// convergence bound, and at most once per `1 / walksPerRunLength` of the time judged so far:
    /// a long run walks its records a number of times that grows with the logarithm of its
    /// length, not with the length (a finding is first seen later by at most that spacing, and
    /// always by the end); the checks of intents and commands run at every judgement, over the
    /// intents whose outcome is still open.
    public func judge(_ family: FamilyUnderCheck) {
        let firstMs = firstJudgementMs ?? family.nowMs
        firstJudgementMs = firstMs
        let walkSpacingMs = max(family.convergenceBoundMs, (family.nowMs - firstMs) / Self.walksPerRunLength)
        let walksState = family.isAtEnd || lastStateWalkMs.map { family.nowMs - $0 >= walkSpacingMs } ?? true
        if walksState {
            LedgerChecker.checkBalances(family, audits: &ledgerAudits, into: log)
            ResurrectionChecker.checkService(family, into: log)
        }
        RetryAfterChecker.check(family, into: log)
        SuspendedAppChecker.check(family, into: log)
        settingsFields.check(family, into: log)
        guard family.reasonNotQuiet == nil else { return }
        let horizonMs = family.nowMs - family.convergenceBoundMs
        IntentChecker.check(family, horizonMs: horizonMs, open: openIntents, into: log)
        CommandChecker.check(family, horizonMs: horizonMs, open: openIntents, into: log)
        guard walksState else { return }
        lastStateWalkMs = family.nowMs
        ConvergenceChecker.check(family, horizonMs: horizonMs, into: log)
        LedgerChecker.checkCrossings(
            family, horizonMs: horizonMs, onService: { self.usageEntries(of: $0, in: family) },
            into: log)
    }

    /// When the quiet-time checks last walked every record.
    private var lastStateWalkMs: Int64?
    /// The first judgement's moment: where the time judged so far starts.
    private var firstJudgementMs: Int64?
    /// 24: a two-day run walks every bound (two hours) throughout; a year's run walks about
    /// every fifteen days by its end.
    static let walksPerRunLength: Int64 = 24
    private let openIntents = OpenIntents()
    private let settingsFields = SettingsFieldsChecker()
    /// Each child device's ledger, audited through the entries judged so far.
    private var ledgerAudits: [DeviceID: LedgerAudit] = [:]
    /// Each usage zone's ledger entries on the service, kept from one walk to the next.
    private var usageZones: [CloudZoneID: UsageZoneEntries] = [:]

    private func usageEntries(of child: ChildID, in family: FamilyUnderCheck) -> UsageZoneEntries {
        let zone = family.layout.usageZone(of: child)
        let entries = usageZones[zone] ?? UsageZoneEntries(zone: zone, child: child)
        usageZones[zone] = entries
        entries.update(from: family.service)
        return entries
    }

    /// A command answered more than once by one device: judged the moment the second answer is
    /// seen. Each of a child's devices carries a command out for itself, once.
    public func noteAnswers(of command: String, _ answers: [FamilyUnderCheck.CommandAnswer]) {
        guard let last = answers.last else { return }
        let times = answers.filter { $0.device == last.device }.count
        guard times > 1 else { return }
        log.note(
            Violation(
                checker: .commands, timeMs: last.timeMs, devices: [last.device], subject: command,
                detail: "command \(command) was carried out \(times) times on \(last.device)"))
    }

    /// What each checker concluded: its first finding and how many more, or none.
    public func verdicts(notJudgedBecause reasonNotQuiet: String?) -> [CheckerVerdict] {
        CheckerName.allCases.map { checker in
            let found = log.found(by: checker)
            return CheckerVerdict(
                checker: checker, first: found.first, moreCount: max(0, found.count - 1),
                notJudgedBecause: checker.needsQuiet && found.isEmpty ? reasonNotQuiet : nil
            )
        }
    }
}

/// One checker's conclusion over the run.
public struct CheckerVerdict: Sendable {
    public let checker: CheckerName
    /// The earliest finding; nil when the checker found nothing.
    public let first: Violation?
    public let moreCount: Int
    /// Why a quiet-time checker could not judge at the end (it may have judged earlier).
    public let notJudgedBecause: String?
}
