import Platform
import SyncEngine
import XCTest

final class ConflictTests: XCTestCase {
    var server: FakeCloudServer!
    var phone: TestDevice!
    var tablet: TestDevice!
    let limits = TestDevice.id("limits")

    override func setUp() {
        server = .holdingTheTestZone()
        phone = TestDevice(server: server)
        tablet = TestDevice(server: server)
    }

    /// Both devices hold version t1 of a record before editing it.
    func shareLimits() {
        phone.engine.save(
            TestDevice.record(
                "limits",
                [
                    "minutes": .int(60), "minutes.editedAt": .int(1_000), "minutes.editedBy": .text("parent-sam"),
                    "bedtime": .text("20:00"), "bedtime.editedAt": .int(1_000),
                    "bedtime.editedBy": .text("parent-sam"),
                ]))
        phone.engine.syncNow()
        tablet.engine.syncNow()
    }

    /// Saves an edit of one field of `limits` on `device`, stamped with its edit time and editor.
    func edit(_ device: TestDevice, _ field: String, _ value: CloudValue, atMs: Int64, by editor: String) {
        let changes: [String: CloudValue] = [
            field: value, field + ".editedAt": .int(atMs), field + ".editedBy": .text(editor),
        ]
        device.engine.save(device.edited("limits", changes))
    }

    /// Both devices hold version t1 of the `bike` reward before editing it.
    func shareBike() {
        phone.engine.save(
            TestDevice.record(
                "bike", type: "reward",
                [
                    "title": .text("Bike"), "editedAt": .int(1_000),
                ]))
        phone.engine.syncNow()
        tablet.engine.syncNow()
    }

    func testEditsOfDifferentFieldsOnTwoDevicesAreBothKept() {
        shareLimits()
        edit(phone, "minutes", .int(90), atMs: 2_000, by: "parent-sam")
        phone.engine.syncNow()
        edit(tablet, "bedtime", .text("21:00"), atMs: 2_500, by: "parent-kim")
        tablet.engine.syncNow()

        let stored = server.records(in: TestDevice.zone).first!
        XCTAssertEqual(stored.changeTag, CloudChangeTag("t3"), "the merge was resent on the server's t2")
        XCTAssertEqual(stored["minutes"], .int(90))
        XCTAssertEqual(stored["bedtime"], .text("21:00"))
        XCTAssertEqual(tablet.engine.state.counters.conflictsDetected, 1)
        XCTAssertEqual(tablet.engine.state.counters.conflictsResolved, 1)
        XCTAssertEqual(tablet.engine.state.discardedValues, [])

        phone.engine.syncNow()
        XCTAssertEqual(phone.engine.record(limits), stored)
        XCTAssertEqual(tablet.engine.record(limits), stored)
    }

    func testLaterEditOfTheSameFieldWinsEvenWhenItWasUploadedFirst() {
        shareLimits()
        edit(phone, "minutes", .int(90), atMs: 3_000, by: "parent-sam")
        phone.engine.syncNow()
        edit(tablet, "minutes", .int(45), atMs: 2_000, by: "parent-kim")
        tablet.engine.syncNow()

        XCTAssertEqual(server.records(in: TestDevice.zone).first?["minutes"], .int(90))
        XCTAssertEqual(server.writeCounts[limits], 2, "nothing left to resend")
        XCTAssertEqual(tablet.engine.record(limits)?["minutes"], .int(90))
        XCTAssertEqual(tablet.engine.state.pendingChanges.count, 0)
        XCTAssertEqual(
            tablet.engine.state.discardedValues,
            [
                DiscardedValue(
                    recordID: limits, field: "minutes", discardedValue: .int(45), keptValue: .int(90),
                    discardedEditedAtMs: 2_000, keptEditedAtMs: 3_000, reason: .fieldMerge
                )
            ])
        XCTAssertEqual(tablet.engine.state.counters.valuesDiscarded, 1)
        XCTAssertEqual(tablet.delegate.applied.last?["minutes"], .int(90))
    }

    /// Kim sets the minutes to 45 at 2,000 ms; Sam, who still holds 60, sets 90 and then back to
    /// 60 at 3,000 ms. Sam's last edit equals the ancestor's value but is the later edit: 60 with
    /// Sam's stamp must beat Kim's 45 (found by explore: the merge took "back to the ancestor's
    /// value" as no edit, and the earlier edit won).
    func testAnEditBackToTheAncestorsValueIsStillAnEditAndTheLaterOneWins() {
        shareLimits()
        edit(tablet, "minutes", .int(45), atMs: 2_000, by: "parent-kim")
        tablet.engine.syncNow()
        edit(phone, "minutes", .int(90), atMs: 2_900, by: "parent-sam")
        edit(phone, "minutes", .int(60), atMs: 3_000, by: "parent-sam")
        phone.engine.syncNow()

        let stored = server.records(in: TestDevice.zone).first
        XCTAssertEqual(stored?["minutes"], .int(60))
        XCTAssertEqual(stored?["minutes.editedAt"], .int(3_000))
        XCTAssertEqual(stored?["minutes.editedBy"], .text("parent-sam"))
        XCTAssertEqual(phone.engine.state.discardedValues.map(\.discardedValue), [.int(45)])
    }

    func testSameMillisecondEditsAreSettledByEditorPriority() {
        shareLimits()
        edit(tablet, "minutes", .int(45), atMs: 2_000, by: "parent-kim")
        tablet.engine.syncNow()
        edit(phone, "minutes", .int(90), atMs: 2_000, by: "parent-sam")
        phone.engine.syncNow()

        XCTAssertEqual(
            server.records(in: TestDevice.zone).first?["minutes"], .int(90),
            "parent-sam ranks first")
        XCTAssertEqual(server.records(in: TestDevice.zone).first?["minutes.editedBy"], .text("parent-sam"))
        XCTAssertEqual(phone.engine.state.discardedValues.map(\.discardedValue), [.int(45)])
        tablet.engine.syncNow()
        XCTAssertEqual(tablet.engine.record(limits)?["minutes"], .int(90))
    }

    func testFetchedChangeIsMergedIntoAPendingEditWhichThenGoesOutOnTheNewTag() {
        shareLimits()
        edit(phone, "minutes", .int(90), atMs: 2_000, by: "parent-sam")
        phone.engine.syncNow()
        edit(tablet, "bedtime", .text("21:00"), atMs: 2_500, by: "parent-kim")
        tablet.engine.fetchNow()

        XCTAssertEqual(tablet.engine.record(limits)?["minutes"], .int(90))
        XCTAssertEqual(tablet.engine.record(limits)?["bedtime"], .text("21:00"))
        XCTAssertEqual(tablet.engine.record(limits)?.changeTag, CloudChangeTag("t2"))
        tablet.engine.syncNow()
        XCTAssertEqual(server.sentTags.last, [CloudChangeTag("t2")])
        XCTAssertEqual(server.records(in: TestDevice.zone).first?.changeTag, CloudChangeTag("t3"))
        XCTAssertEqual(tablet.engine.state.counters.conflictsDetected, 1, "merged once, at the fetch")
    }

    func testLaterEditTimeWinsTheWholeRecordWhenTheLocalEditIsLater() {
        let bike = TestDevice.id("bike")
        shareBike()
        tablet.engine.save(tablet.edited("bike", ["title": .text("Kite"), "editedAt": .int(4_000)]))
        tablet.engine.syncNow()
        phone.engine.save(phone.edited("bike", ["title": .text("Scooter"), "editedAt": .int(5_000)]))
        phone.engine.syncNow()

        XCTAssertEqual(server.records(in: TestDevice.zone).first?["title"], .text("Scooter"))
        XCTAssertEqual(server.records(in: TestDevice.zone).first?.changeTag, CloudChangeTag("t3"))
        XCTAssertEqual(
            phone.engine.state.discardedValues,
            [
                DiscardedValue(
                    recordID: bike, field: "title", discardedValue: .text("Kite"), keptValue: .text("Scooter"),
                    discardedEditedAtMs: 4_000, keptEditedAtMs: 5_000, reason: .lastWriterWins
                )
            ])
        XCTAssertEqual(phone.engine.state.counters.conflictsDetected, 1)
    }

    func testLaterEditTimeWinsTheWholeRecordWhenTheServerCopyIsLater() {
        let bike = TestDevice.id("bike")
        shareBike()
        phone.engine.save(phone.edited("bike", ["title": .text("Scooter"), "editedAt": .int(5_000)]))
        phone.engine.syncNow()
        tablet.engine.save(tablet.edited("bike", ["title": .text("Kite"), "editedAt": .int(4_000)]))
        tablet.engine.syncNow()

        XCTAssertEqual(server.records(in: TestDevice.zone).first?.changeTag, CloudChangeTag("t2"))
        XCTAssertEqual(tablet.engine.record(bike)?["title"], .text("Scooter"))
        XCTAssertEqual(tablet.engine.state.pendingChanges.count, 0, "the server copy was adopted")
        XCTAssertEqual(tablet.engine.state.discardedValues.map(\.reason), [.lastWriterWins])
    }

    func testInsertOnlyRecordWhoseAnswerWasLostIsStoredOnce() {
        let entry = TestDevice.id("entry-1")
        phone.database.modifyAnswersToLose = 1
        phone.engine.save(TestDevice.record("entry-1", type: "ledger", ["points": .int(10)]))
        phone.engine.syncNow()
        XCTAssertEqual(phone.timer.delaysMs, [2_000], "a lost answer is retried")

        phone.timer.fireNext()
        XCTAssertEqual(server.records(in: TestDevice.zone).map(\.id), [entry])
        XCTAssertEqual(server.writeCounts[entry], 1)
        XCTAssertEqual(phone.engine.record(entry)?.changeTag, CloudChangeTag("t1"))
        XCTAssertEqual(phone.engine.state.pendingChanges.count, 0)
        XCTAssertEqual(phone.engine.state.counters.conflictsDetected, 0)
    }

    func testInsertOnlyConflictAdoptsTheServerCopyWithoutCountingAConflict() {
        let entry = TestDevice.id("entry-1")
        phone.engine.save(TestDevice.record("entry-1", type: "ledger", ["points": .int(10)]))
        phone.engine.syncNow()
        tablet.engine.save(TestDevice.record("entry-1", type: "ledger", ["points": .int(12)]))
        tablet.engine.syncNow()

        XCTAssertEqual(server.records(in: TestDevice.zone).first?["points"], .int(10))
        XCTAssertEqual(tablet.engine.record(entry)?["points"], .int(10))
        XCTAssertEqual(tablet.engine.state.counters.conflictsDetected, 0)
        XCTAssertEqual(tablet.engine.state.discardedValues.map(\.reason), [.insertOnly])
        XCTAssertEqual(tablet.engine.state.discardedValues.map(\.discardedValue), [.int(12)])
    }
}
