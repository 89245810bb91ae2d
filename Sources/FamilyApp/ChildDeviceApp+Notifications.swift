import Platform
import RewardEngine

/// The notifications the app posts, each only while the family has its kind switched on.
/// Posted after the commit that made them true, and only by the item that made the commit.
extension ChildDeviceApp {
    enum Audience {
        case child
        /// The child and every parent.
        case family
    }

    func announce(
        _ kind: NotificationKind, to audience: Audience, title: String, body: String, occurredAt: Instant
    ) {
        let account = store.account
        guard account.settings.notifications.isEnabled(kind) else { return }
        let parents = audience == .family ? store.parents.map(NotificationRecipient.parent) : []
        for recipient in [.child(account.child)] + parents {
            notifications.post(
                UserNotification(
                    category: kind.rawValue, recipient: recipient, title: title, body: body,
                    occurredAt: occurredAt
                ))
        }
    }

    func announce(_ outcome: UsageOutcome) {
        if let batch = outcome.pointsToAnnounce {
            announce(batch)
        }
        if let minutes = outcome.goalReachedMinutes {
            let goal = store.account.settings.dailyLearningGoalMinutes
            announce(
                .goalAchieved, to: .family, title: "Daily goal reached",
                body: "\(store.account.child) learned for \(Wording.count(minutes, "minute")) on "
                    + "\(outcome.record.date), reaching the daily goal of \(Wording.count(goal, "minute")).",
                occurredAt: outcome.record.timestamp.instant
            )
        }
    }

    func announce(_ batch: PointsBatch) {
        announce(
            .pointsEarned, to: .child, title: "Points earned",
            body: "You earned \(Wording.count(batch.points, "point")).", occurredAt: batch.firstEarnedAt.instant
        )
    }

    /// Dated at the end of the closed day, when what they report became true.
    func announce(_ closure: DayClosure, utcOffsetSeconds: Int) {
        let summary = closure.summary
        let settings = store.account.settings
        let child = store.account.child
        let endOfDay = LocalTimestamp.startOfDay(
            summary.date.adding(days: 1), utcOffsetSeconds: utcOffsetSeconds
        )
        if summary.streakDays > 0 && summary.streakDays % settings.streakGoalDays == 0 {
            announce(
                .streakAchieved, to: .family, title: "Learning streak",
                body: "\(child) met the daily learning goal "
                    + "\(Wording.count(summary.streakDays, "day")) in a row.",
                occurredAt: endOfDay
            )
        }
        if summary.weeklyMilestoneReached {
            announce(
                .weeklyMilestone, to: .family, title: "Weekly goal reached",
                body: "\(child) learned for \(Wording.count(summary.weekLearningMinutes, "minute")) this week "
                    + "by \(summary.date), reaching the weekly goal of "
                    + "\(Wording.count(settings.weeklyLearningGoalMinutes, "minute")).",
                occurredAt: endOfDay
            )
        }
        if let batch = closure.flushedPoints {
            announce(batch)
        }
    }

    func announceRefused(_ rejection: RedemptionRejection) {
        announce(
            .rewardLimitReached, to: .family, title: "Reward limit reached",
            body: "\(store.account.child) could not redeem \(Wording.count(rejection.requestedPoints, "point")) "
                + "for \(rejection.app): \(rejection.reason).",
            occurredAt: rejection.timestamp
        )
    }

    func announceShortened(_ redemption: Redemption, askedMinutes: Int, by limit: RedemptionRejectionReason) {
        announce(
            .rewardLimitReached, to: .family, title: "Reward limit reached",
            body: "\(store.account.child) got \(redemption.minutesGranted) of the "
                + "\(Wording.count(askedMinutes, "minute")) asked for \(redemption.app): \(limit).",
            occurredAt: redemption.createdAt
        )
    }
}
