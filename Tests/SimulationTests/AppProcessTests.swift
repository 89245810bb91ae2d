import XCTest

@testable import Simulation

/// What a suspended process is owed is handed over once, in order, when it next runs.
final class AppProcessTests: XCTestCase {
    /// The first answer's work starts the process again (as an answer whose completion opens
    /// another app does): the settling under way hands the rest over, each once.
    func testWorkThatStartsTheProcessAgainDoesNotHandTheQueueOverTwice() {
        let process = AppProcess()
        var ran: [String] = []
        process.owe(
            {
                ran.append("first")
                process.settle(generation: 1, atMs: 1_000) { true }
            }, generation: 1)
        process.owe({ ran.append("second") }, generation: 1)
        process.owe({ ran.append("ended process") }, generation: 0)
        process.settle(generation: 1, atMs: 1_000) { true }
        XCTAssertEqual(ran, ["first", "second"])
        process.settle(generation: 1, atMs: 2_000) { true }
        XCTAssertEqual(ran, ["first", "second"], "nothing is owed any more")
    }
}
