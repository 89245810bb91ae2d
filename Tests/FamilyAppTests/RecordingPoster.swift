import Platform

/// Every notification posted, in order.
final class RecordingPoster: NotificationPoster {
    private(set) var posted: [UserNotification] = []

    func post(_ notification: UserNotification) {
        posted.append(notification)
    }

    func posted(to recipient: NotificationRecipient, _ category: String? = nil) -> [UserNotification] {
        posted.filter { $0.recipient == recipient && (category == nil || $0.category == category) }
    }
}
