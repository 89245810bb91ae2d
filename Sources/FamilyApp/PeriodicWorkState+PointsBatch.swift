import Platform
import RewardEngine

extension PeriodicWorkState {
    /// Adds an earning to the pending batch.
    ///
    /// - Returns: the batch to announce now, when no points notification went out in the last
    ///   `pointsEarnedBatchMinutes`; otherwise it stays pending. With the kind switched off the
    ///   batch is dropped, not kept for later.
    mutating func noteEarning(
        _ points: Int, at time: LocalTimestamp, now: LocalTimestamp, preferences: NotificationPreferences
    ) -> PointsBatch? {
        guard preferences.isEnabled(.pointsEarned) else {
            pendingPoints = nil
            return nil
        }
        var batch = pendingPoints ?? PointsBatch(points: 0, firstEarnedAt: time)
        batch.points += points
        pendingPoints = batch
        let windowMs = Int64(preferences.pointsEarnedBatchMinutes) * Instant.millisecondsPerMinute
        if let last = lastPointsNotificationAt, now.instant.milliseconds(since: last) < windowMs {
            return nil
        }
        return takePendingPoints(at: now.instant)
    }

    /// At the close of `day`, the batch begun on or before it goes out whatever the window.
    mutating func flushPendingPoints(
        through day: CivilDate, now: Instant, preferences: NotificationPreferences
    ) -> PointsBatch? {
        guard let batch = pendingPoints, batch.firstEarnedAt.date <= day else { return nil }
        guard preferences.isEnabled(.pointsEarned) else {
            pendingPoints = nil
            return nil
        }
        return takePendingPoints(at: now)
    }

    private mutating func takePendingPoints(at now: Instant) -> PointsBatch? {
        defer { pendingPoints = nil }
        lastPointsNotificationAt = now
        return pendingPoints
    }
}
