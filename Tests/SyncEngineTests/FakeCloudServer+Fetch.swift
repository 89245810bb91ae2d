import Platform

extension FakeCloudServer {
    /// The latest state of each record changed after `token`, a page at a time, in log order.
    /// From a nil token: the zone's current records only, no deletions by others.
    func fetchChanges(
        _ zone: CloudZoneID, since token: CloudChangeToken?
    ) -> Result<CloudZoneChanges, CloudError> {
        if !fetchFailures.isEmpty { return .failure(fetchFailures.removeFirst()) }
        guard zones.contains(zone) else { return .failure(CloudError(.zoneNotFound)) }
        let generation = generation(of: zone)
        var sequenceAfter = 0
        if let token {
            let parts = token.rawValue.split(separator: "#")
            guard Int(parts[1]) == generation else { return .failure(CloudError(.changeTokenExpired)) }
            sequenceAfter = Int(parts[2])!
        }
        var latest: [CloudRecordID: LogEntry] = [:]
        for entry in log[zone, default: []] where entry.sequence > sequenceAfter {
            latest[entry.id] = entry
        }
        let entries = latest.values
            .filter { token != nil || !$0.isDeletion }
            .sorted { $0.sequence < $1.sequence }
        let page = entries.prefix(pageSizeMax)
        let isLastPage = entries.count == page.count
        let sequenceEnd =
            isLastPage
            ? max(sequenceAfter, log[zone]?.last?.sequence ?? 0) : page.last!.sequence
        return .success(
            CloudZoneChanges(
                zone: zone,
                changed: page.filter { !$0.isDeletion }.map { records[$0.id]! },
                deleted: page.filter(\.isDeletion).map(\.id),
                token: CloudChangeToken("\(zone.name)#\(generation)#\(sequenceEnd)"),
                moreComing: !isLastPage
            ))
    }
}
