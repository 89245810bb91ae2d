import Platform

/// The notification centre: the world keeps every post, in order, for scoring and reports.
extension SimulatedChildDevice: NotificationPoster {
    public func post(_ notification: UserNotification) {
        let posted = PostedNotification(time: world.now, device: id, notification: notification)
        world.recordNotification(posted, device: index)
    }
}
