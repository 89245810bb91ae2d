import Platform
import XCTest

/// One device's view of the fake server. Answers come at once, or are held until the test
/// releases them (`isHoldingAnswers`), or are lost after the server committed
/// (`modifyAnswersToLose`), like a response that never made it back.
final class FakeCloudDatabase: CloudDatabase {
    let account: CloudAccountID
    let server: FakeCloudServer
    var isHoldingAnswers = false
    var modifyAnswersToLose = 0
    /// The zones the database names as changed; nil: every zone.
    var zonesNamedChanged: [CloudZoneID]?
    private(set) var heldAnswers: [() -> Void] = []

    init(account: CloudAccountID, server: FakeCloudServer) {
        self.account = account
        self.server = server
    }

    /// Delivers the held answers in order, including any held while delivering.
    func releaseAnswers() {
        while !heldAnswers.isEmpty {
            heldAnswers.removeFirst()()
        }
    }

    /// Delivers the newest held answer first, as a network that reorders would.
    func releaseLastAnswer() {
        heldAnswers.removeLast()()
    }

    func releaseNextAnswer() {
        heldAnswers.removeFirst()()
    }

    private func answer(_ deliver: @escaping () -> Void) {
        if isHoldingAnswers { heldAnswers.append(deliver) } else { deliver() }
    }

    func saveZone(_ zone: CloudZoneID, completion: @escaping (Result<CloudZoneID, CloudError>) -> Void) {
        server.saveZone(zone)
        answer { completion(.success(zone)) }
    }

    func modifyRecords(
        saving: [CloudRecord], deleting: [CloudRecordID], atomically: Bool,
        completion: @escaping (Result<CloudModifyResult, CloudError>) -> Void
    ) {
        var result = server.modify(saving: saving, deleting: deleting, atomically: atomically, by: account)
        if modifyAnswersToLose > 0 {
            modifyAnswersToLose -= 1
            result = .failure(CloudError(.serverResponseLost))
        }
        answer { completion(result) }
    }

    func fetchZoneChanges(
        _ zone: CloudZoneID, since token: CloudChangeToken?,
        completion: @escaping (Result<CloudZoneChanges, CloudError>) -> Void
    ) {
        let result = server.fetchChanges(zone, since: token)
        answer { completion(result) }
    }

    /// Every zone, every time, unless a test names the zones (`zonesNamedChanged`): most tests are
    /// about fetching the zones, not choosing them.
    func fetchDatabaseChanges(
        since token: CloudChangeToken?, completion: @escaping (Result<CloudDatabaseChanges, CloudError>) -> Void
    ) {
        let named = zonesNamedChanged ?? server.zones.sorted()
        let changes = CloudDatabaseChanges(changedZones: named, token: CloudChangeToken("database"))
        answer { completion(.success(changes)) }
    }

    func createInvitation(
        to zone: CloudZoneID, permission: CloudSharePermission,
        completion: @escaping (Result<CloudInvitationCode, CloudInvitationFailure>) -> Void
    ) {
        XCTFail("the sync engine does not invite")
    }

    func acceptInvitation(
        _ code: CloudInvitationCode,
        completion: @escaping (Result<CloudZoneID, CloudInvitationFailure>) -> Void
    ) {
        XCTFail("the sync engine does not accept invitations")
    }

    func subscribeToChanges(_ handler: @escaping () -> Void) {}
}
