import Platform

/// The children's closed days on a parent's phone: what the phone has received, how old the
/// latest one is, and a notification for each as it arrives — the only way a day's summary
/// reaches a parent, since the child's device cannot notify another device.
extension ParentDeviceApp {
    /// The summaries the phone holds for `child`, oldest day first.
    public func summaries(of child: ChildID) -> [DailySummary] {
        records(FamilyRecordType.dailySummary, in: layout.usageZone(of: child))
            .compactMap(DailySummary.init(record:)).sorted { $0.date < $1.date }
    }

    /// How long ago, by the phone's clock, the latest day the phone has a summary for ended:
    /// how stale the parent's picture of the child is. Nil before the first summary arrives.
    public func summaryStalenessMs(of child: ChildID) -> Int64? {
        let ends = records(FamilyRecordType.dailySummary, in: layout.usageZone(of: child)).compactMap(
            DailySummary.dayEnd)
        return ends.max().map { clock.now.instant.milliseconds(since: $0) }
    }

    /// A summary the phone had not seen: the parent is told, once per day and child.
    func noteArrived(summary record: CloudRecord) {
        guard let notifications, !disk.announcedSummaries.contains(record.id),
            let summary = DailySummary(record: record), let dayEnd = DailySummary.dayEnd(of: record)
        else { return }
        disk.announcedSummaries.insert(record.id)
        let child = children.first { layout.usageZone(of: $0) == record.id.zone }
        notifications.post(
            UserNotification(
                category: DailySummary.notificationCategory, recipient: .parent(parent),
                title: "\(child.map(\.rawValue) ?? "Your child")'s day",
                body: "\(summary.date): learned for \(summary.learningMinutes) minutes"
                    + "\(summary.goalMet ? " (goal met)" : ""), used \(summary.rewardMinutes) reward minutes, "
                    + "earned \(summary.pointsEarned) points.",
                occurredAt: dayEnd
            ))
    }
}
