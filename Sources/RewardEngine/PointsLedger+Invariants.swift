import Platform

extension PointsLedger {
    /// The rules checked over every entry: those let go of, then those kept.
    private var audit: LedgerAudit {
        var audit = history.audit
        for entry in entries { audit.check(entry) }
        return audit
    }

    /// Whether the ledger still tells one coherent story; see `consistencyProblems`.
    public var isConsistent: Bool {
        consistencyProblems.isEmpty
    }

    /// Every way the ledger departs from its rules, as sentences; empty when consistent.
    ///
    /// Checked: sequences run 1…n, each amount's sign fits its kind, each `balanceAfter` is
    /// the running sum, no entry the device made itself takes it below zero (a copy of a
    /// sibling's entry or a reversal may: that is an overdraft), timestamps never go backwards, and the balance
    /// equals the sum of all amounts. Simulation checkers call this after every step, so a
    /// broken rule is caught at the entry that broke it.
    public var consistencyProblems: [String] {
        audit.problems(balance: balance, checkingTimeOrder: true)
    }

    /// The problems that touch the points themselves — sequences, signs, running sums, the
    /// floor, the total — leaving out time order: a child who sets the device clock back makes
    /// later entries read earlier without any point going astray.
    public var balanceProblems: [String] {
        audit.problems(balance: balance, checkingTimeOrder: false)
    }

    /// The check itself, on any list of entries, so that tests can feed it a tampered one
    /// without opening the ledger's entries to mutation.
    static func consistencyProblems(of entries: [LedgerEntry], balance: Int, checkingTimeOrder: Bool = true) -> [String]
    {
        var audit = LedgerAudit()
        return audit.problems(goingOnThrough: entries, balance: balance, checkingTimeOrder: checkingTimeOrder)
    }
}
