import Platform
import XCTest

@testable import SyncEngine

/// The send queue kept in id order with a stamp per change, and the held items that a transient
/// failure sets aside whole.
final class PendingQueueOrderTests: XCTestCase {
    private let names = ["b", "a10", "a9", "a2", "c"]

    private func id(_ name: String) -> CloudRecordID { TestDevice.id(name) }

    private func queue(_ names: [String]) -> PendingOrder {
        var order = PendingOrder()
        for name in names { order.noteChange(of: id(name)) }
        return order
    }

    func testTheQueueIsInIdOrderAndAChangedIdTakesANewStamp() {
        var order = queue(names)
        XCTAssertEqual(order.ascending.map(\.name), ["a10", "a2", "a9", "b", "c"], "text order: a10 before a2")
        XCTAssertEqual(order.entries.map(\.stamp), [2, 4, 3, 1, 5])

        order.noteChange(of: id("a9"))
        order.remove(id("a10"))
        order.remove(id("zz"))
        XCTAssertEqual(order.ascending.map(\.name), ["a2", "a9", "b", "c"])
        XCTAssertEqual(order.entries.map(\.stamp), [4, 6, 1, 5], "a9 changed: stamp 6")
        XCTAssertEqual(order.count, 4)
    }

    func testSettledIdsLeaveTheFrontAndTheQueueStaysInOrder() {
        var order = queue(["a", "b", "c", "d", "e"])
        order.remove(id("a"))
        order.remove(id("b"))
        XCTAssertEqual(order.ascending.map(\.name), ["c", "d", "e"])
        order.noteChange(of: id("b"))
        order.noteChange(of: id("f"))
        XCTAssertEqual(order.ascending.map(\.name), ["b", "c", "d", "e", "f"], "b came back: before c")
        for name in ["b", "c", "d"] { order.remove(id(name)) }
        XCTAssertEqual(order.ascending.map(\.name), ["e", "f"])
        XCTAssertEqual(order.entries.map(\.stamp), [5, 7])
        order.remove(id("f"))
        order.remove(id("e"))
        XCTAssertEqual(order.count, 0)
        order.noteChange(of: id("a"))
        XCTAssertEqual(order.ascending.map(\.name), ["a"])
    }

    func testTheEngineKeepsTheQueueOrderWithItsPendingChanges() {
        let phone = TestDevice(server: .holdingTheTestZone())
        for name in names { phone.engine.save(TestDevice.record(name, ["n": .int(1)])) }
        XCTAssertEqual(phone.engine.state.pendingOrder.ascending.map(\.name), ["a10", "a2", "a9", "b", "c"])
        phone.engine.delete(id("a2"))
        XCTAssertEqual(phone.engine.state.pendingOrder.count, 5, "a delete replaces the save: still pending")
        phone.engine.syncNow()
        XCTAssertEqual(phone.engine.state.pendingChanges.count, 0)
        XCTAssertEqual(phone.engine.state.pendingOrder.count, 0)
    }

    func testAWholeQueueHeldThenChangedOneByOne() {
        let order = queue(["a", "c", "e"])
        var held = HeldItems()
        XCTAssertTrue(held.isEmpty)
        held.holdAll(order)
        XCTAssertFalse(held.isEmpty)
        XCTAssertEqual(held.sorted().map(\.name), ["a", "c", "e"])

        var grown = order
        grown.noteChange(of: id("b"))
        grown.noteChange(of: id("d"))
        grown.noteChange(of: id("c"))
        XCTAssertEqual(
            held.firstNotHeld(in: grown, limit: 400).map(\.name), ["b", "d"],
            "c was held by id: changed since, it still waits")
        XCTAssertEqual(held.firstNotHeld(in: grown, limit: 1).map(\.name), ["b"])

        held.remove(id("c"))
        held.insert(id("d"))
        held.remove(id("zz"))
        XCTAssertEqual(held.sorted().map(\.name), ["a", "d", "e"])
        XCTAssertEqual(held.firstNotHeld(in: grown, limit: 400).map(\.name), ["b", "c"])

        held.holdAll(grown)
        XCTAssertEqual(held.sorted().map(\.name), ["a", "b", "c", "d", "e"])
        XCTAssertEqual(held.firstNotHeld(in: grown, limit: 400), [])

        held.removeAll()
        XCTAssertTrue(held.isEmpty)
        XCTAssertEqual(held.firstNotHeld(in: grown, limit: 2).map(\.name), ["a", "b"])
    }

    func testAHeldQueueFromAnotherOriginIsMatchedByIdNotStamp() {
        var held = HeldItems()
        held.holdAll(queue(["a", "b"]))
        let fresh = queue(["b", "c"])
        XCTAssertEqual(fresh.entries.map(\.stamp), [1, 2], "stamps 1 and 2 again, for other ids")
        XCTAssertEqual(held.firstNotHeld(in: fresh, limit: 400).map(\.name), ["c"])
    }

    func testEveryIdLetGoOfLeavesNothingHeld() {
        var held = HeldItems()
        held.holdAll(queue(["a", "b"]))
        held.remove(id("a"))
        held.remove(id("b"))
        XCTAssertTrue(held.isEmpty)
        XCTAssertEqual(held.sorted(), [])
    }
}
