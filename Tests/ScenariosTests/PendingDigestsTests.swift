import Platform
import Simulation
import XCTest

@testable import Scenarios
@testable import SyncEngine

/// The `pending` digest kept from checkpoint to checkpoint is, at every checkpoint, the digest
/// worked out from scratch over the queue sorted by id.
final class PendingDigestsTests: XCTestCase {
    private let zone = CloudZoneID(name: "usage-alex", owner: CloudAccountID("sam"))

    private func record(_ name: String, minutes: Int64) -> CloudRecord {
        CloudRecord(
            id: CloudRecordID(zone: zone, name: name), type: "ledger-entry",
            fields: ["minutes": .int(minutes), "app": .text("duolingo")])
    }

    private func save(_ name: String, minutes: Int64, revision: Int, attempts: Int = 0, in state: inout SyncState) {
        state.setPendingChange(
            PendingChange(
                change: .save(record(name, minutes: minutes)), revision: revision,
                attempts: attempts), for: CloudRecordID(zone: zone, name: name))
    }

    /// The digest as every checkpoint worked it out before: sort, then digest each change.
    private func fromScratch(_ state: SyncState) -> UInt64 {
        var digester = StateDigester()
        for id in state.pendingChanges.keys.sorted() {
            let change = state.pendingChanges[id]!
            digester.mix(id.zone.name)
            digester.mix(id.name)
            digester.mix(change.revision)
            digester.mix(change.attempts)
            switch change.change {
            case .save(let record): digester.mix(SyncStateDigests.recordDigest(record))
            case .delete(let type): digester.mix("delete " + type)
            }
        }
        digester.mix(state.failedChanges.count)
        return digester.value
    }

    func testEachCheckpointEqualsTheDigestFromScratch() {
        let digests = PendingDigests()
        var state = SyncState()
        var seen: [UInt64] = []
        func checkpoint() {
            let digest = digests.digest(of: state)
            XCTAssertEqual(digest, fromScratch(state))
            seen.append(digest)
        }
        checkpoint()
        for (index, name) in ["ledger.9", "ledger.10", "ledger.1", "ledger.100"].enumerated() {
            save(name, minutes: 1, revision: index + 1, in: &state)
        }
        checkpoint()
        save("ledger.10", minutes: 2, revision: 5, in: &state)
        save("ledger.50", minutes: 1, revision: 6, in: &state)
        state.setPendingChange(nil, for: CloudRecordID(zone: zone, name: "ledger.1"))
        checkpoint()
        save("ledger.9", minutes: 1, revision: 1, attempts: 1, in: &state)
        state.setPendingChange(
            PendingChange(change: .delete(type: "ledger-entry"), revision: 7),
            for: CloudRecordID(zone: zone, name: "ledger.100"))
        checkpoint()
        checkpoint()

        var reinstalled = SyncState()
        save("ledger.9", minutes: 3, revision: 1, in: &reinstalled)
        state = reinstalled
        checkpoint()
        XCTAssertEqual(Set(seen).count, 5, "every change moved the digest; the repeated checkpoint did not")
    }
}
