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
        -> Result<CloudDatabaseChanges, CloudError>
    {
        if let failure = beginRequest(at: now, takesInjectedFailure: true) { return .failure(failure) }
        let since: Int? = token.flatMap { token in
            guard token.rawValue.hasPrefix(Self.databaseTokenPrefix) else { return nil }
            // The prefix is ASCII, so its bytes are its characters; counting bytes is cheaper.
            return Int(Substring(token.rawValue.utf8.dropFirst(Self.databaseTokenPrefix.utf8.count)))
        }
        // Gathered into an array and sorted: no filtered dictionary is built on every request.
        var changed: [CloudZoneID] = []
        for (zone, sequence) in zoneChangedAt where since.map({ sequence > $0 }) ?? true {
            guard let hosted = hostedZones[zone] else { continue }
            if hosted.access(of: account) != nil || hosted.formerParticipants.contains(account) {
                changed.append(zone)
            }
        }
        changed.sort()
        let next = CloudChangeToken(Self.databaseTokenPrefix + String(databaseChangeSequence))
        return .success(CloudDatabaseChanges(changedZones: changed, token: next))
    }

    static let databaseTokenPrefix = "database#"
}
