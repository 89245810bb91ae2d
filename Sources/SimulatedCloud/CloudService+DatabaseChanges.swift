import Platform

/// Database change tokens: which zones an account reads changed since it last asked.
extension CloudService {
    /// A write, a token expiry or a change of who may read: the zone's readers should fetch it.
    func noteChange(to zone: CloudZoneID) {
        databaseChangeSequence += 1
        zoneChangedAt[zone] = databaseChangeSequence
    }

    /// The zones `account` can read that changed after `token`; every one of them for a nil
    /// token or one this service did not issue. A zone the account has just lost changes too,
    /// so its devices learn of it from the zone's fetch.
    public func fetchDatabaseChanges(since token: CloudChangeToken?, by account: CloudAccountID, at now: Instant)
        -> Result<CloudDatabaseChanges, CloudError> {
        if let failure = beginRequest(at: now, takesInjectedFailure: true) { return .failure(failure) }
        let since: Int? = token.flatMap { token in
            guard token.rawValue.hasPrefix(Self.databaseTokenPrefix) else { return nil }
            return Int(token.rawValue.dropFirst(Self.databaseTokenPrefix.count))
        }
        let changed = zoneChangedAt.filter { zone, sequence in
            guard let hosted = hostedZones[zone], since.map({ sequence > $0 }) ?? true else { return false }
            return hosted.access(of: account) != nil || hosted.formerParticipants.contains(account)
        }.keys.sorted()
        return .success(CloudDatabaseChanges(
            changedZones: changed, token: CloudChangeToken("\(Self.databaseTokenPrefix)\(databaseChangeSequence)")
        ))
    }

    static let databaseTokenPrefix = "database#"
}
