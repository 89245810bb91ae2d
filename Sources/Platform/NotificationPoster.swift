/// `UNUserNotificationCenter.add`, and the app's push to the parents' phones.
public protocol NotificationPoster: AnyObject {
    func post(_ notification: UserNotification)
}
