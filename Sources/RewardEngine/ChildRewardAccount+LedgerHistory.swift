extension ChildRewardAccount {
    /// Lets the ledger go of its entries through `sequence`, keeping what they add up to
    /// (`PointsLedger.letGo(through:)`): storage only, every figure reads as before.
    public mutating func letGoOfLedgerEntries(through sequence: Int) {
        ledger.letGo(through: sequence)
    }
}
