/// Who a notification is for: the child on their device, or a parent on theirs.
public enum NotificationRecipient: Hashable, Comparable, Sendable, CustomStringConvertible {
    case child(ChildID)
    case parent(ParentID)

    public var description: String {
        switch self {
        case .child(let id): id.rawValue
        case .parent(let id): id.rawValue
        }
    }
}
