/// The requests a device's `CloudDatabase` sends to the service, named as the trace writes them.
enum CloudCall: UInt64, Sendable {
    case saveZone = 1
    case modify, fetch, fetchDatabaseChanges, createInvitation, acceptInvitation

    var name: String {
        switch self {
        case .saveZone: "save_zone"
        case .modify: "modify"
        case .fetch: "fetch"
        case .fetchDatabaseChanges: "fetch_database_changes"
        case .createInvitation: "create_invitation"
        case .acceptInvitation: "accept_invitation"
        }
    }
}
