/// A user-visible notification the app posts (`UNNotificationRequest`, or a push to a parent).
public struct UserNotification: Hashable, Sendable {
    /// The app's own category identifier, e.g. `streak_achieved`.
    public var category: String
    public var recipient: NotificationRecipient
    public var title: String
    public var body: String
    /// When the fact it reports became true (device clock), so that lateness can be measured.
    public var occurredAt: Instant

    public init(category: String, recipient: NotificationRecipient, title: String, body: String, occurredAt: Instant) {
        self.category = category
        self.recipient = recipient
        self.title = title
        self.body = body
        self.occurredAt = occurredAt
    }
}
