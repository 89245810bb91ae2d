import Platform

/// The phone's notification centre: the phone keeps what the app posted on it, in order, apart
/// from what the children's devices post (`World.notifications`), so each parent's view of the
/// family can be measured.
extension SimulatedParentDevice: NotificationPoster {
    public func post(_ notification: UserNotification) {
        notifications.append(PostedNotification(time: world.now, device: id, notification: notification))
        world.recordDecision(
            .notification, detail: "\(id) \(notification.category) \(notification.title)\n\(notification.body)")
    }
}
