import SimulationKernel
import XCTest

final class EventLoopRunTests: XCTestCase {
    func testRunIncludesEventsAtTheLimitAndAdvancesNowToIt() {
        let loop = EventLoop<TestEvent>()
        loop.schedule(TestEvent(1), at: 10)
        loop.schedule(TestEvent(3), at: 21)
        loop.schedule(TestEvent(2), at: 20)
        let handler = RecordingHandler()
        XCTAssertEqual(loop.run(until: 20, handler: handler), .reachedLimit)
        XCTAssertEqual(handler.loggedIDs, [1, 2])
        XCTAssertEqual(handler.loggedTimes, [10, 20])
        XCTAssertEqual(loop.now, 20)
        XCTAssertEqual(loop.executedEventCount, 2)
        XCTAssertEqual(loop.pendingEventCount, 1)
        XCTAssertEqual(loop.nextEventTime, 21)
    }

    func testRunWithNothingDueStillAdvancesNowToTheLimit() {
        let loop = EventLoop<TestEvent>(startTime: 1_000)
        loop.schedule(TestEvent(1), at: 9_000)
        XCTAssertEqual(loop.run(until: 5_000, handler: RecordingHandler()), .reachedLimit)
        XCTAssertEqual(loop.now, 5_000)
        XCTAssertEqual(loop.executedEventCount, 0)
        XCTAssertEqual(loop.traceHash, TraceHash())
    }

    func testNowNeverGoesBackWhenRunningToAnEarlierLimit() {
        let loop = EventLoop<TestEvent>()
        loop.run(until: 100, handler: RecordingHandler())
        loop.run(until: 50, handler: RecordingHandler())
        XCTAssertEqual(loop.now, 100)
    }

    func testEventsScheduledDuringTheRunExecuteOnlyIfDueByTheLimit() {
        let loop = EventLoop<TestEvent>()
        loop.schedule(TestEvent(1, followUpDelayMs: 5), at: 10)  // follow-up 101 at 15
        loop.schedule(TestEvent(2, followUpDelayMs: 5), at: 18)  // follow-up 102 at 23
        let handler = RecordingHandler()
        loop.run(until: 20, handler: handler)
        XCTAssertEqual(handler.loggedIDs, [1, 101, 2])
        XCTAssertEqual(handler.loggedTimes, [10, 15, 18])
        XCTAssertEqual(loop.nextEventTime, 23)
        loop.run(until: 30, handler: handler)
        XCTAssertEqual(handler.loggedIDs, [1, 101, 2, 102])
        XCTAssertEqual(loop.now, 30)
    }

    func testZeroDelayFollowUpRunsAfterEventsAlreadyDueAtTheSameTime() {
        let loop = EventLoop<TestEvent>()
        loop.schedule(TestEvent(1, followUpDelayMs: 0), at: 10)
        loop.schedule(TestEvent(2), at: 10)
        let handler = RecordingHandler()
        loop.run(until: 10, handler: handler)
        XCTAssertEqual(handler.loggedIDs, [1, 2, 101])
        XCTAssertEqual(handler.loggedTimes, [10, 10, 10])
    }

    func testScheduleAfterCountsFromNow() {
        let loop = EventLoop<TestEvent>(startTime: 500)
        loop.schedule(TestEvent(1), after: 250)
        XCTAssertEqual(loop.nextEventTime, 750)
    }

    func testEventBudgetStopsARunawayScheduleAtTheLastExecutedEvent() {
        let loop = EventLoop<TestEvent>()
        loop.schedule(TestEvent(1), at: 0)
        let outcome = loop.run(until: 1_000_000, handler: EndlessHandler(periodMs: 7), eventBudget: 3)
        XCTAssertEqual(outcome, .eventBudgetExhausted)
        XCTAssertEqual(loop.executedEventCount, 3)
        XCTAssertEqual(loop.now, 14)  // events ran at 0, 7, 14
        XCTAssertEqual(loop.nextEventTime, 21)
    }

    func testBudgetThatCoversEveryDueEventStillReachesTheLimit() {
        let loop = EventLoop<TestEvent>()
        loop.schedule(TestEvent(1), at: 5)
        loop.schedule(TestEvent(2), at: 6)
        loop.schedule(TestEvent(3), at: 60)
        let outcome = loop.run(until: 50, handler: RecordingHandler(), eventBudget: 2)
        XCTAssertEqual(outcome, .reachedLimit)
        XCTAssertEqual(loop.now, 50)
    }

    func testBudgetCountsPerRunNotPerLoop() {
        let loop = EventLoop<TestEvent>()
        loop.schedule(TestEvent(1), at: 0)
        let handler = EndlessHandler(periodMs: 10)
        XCTAssertEqual(loop.run(until: 1_000, handler: handler, eventBudget: 4), .eventBudgetExhausted)
        XCTAssertEqual(loop.run(until: 1_000, handler: handler, eventBudget: 4), .eventBudgetExhausted)
        XCTAssertEqual(loop.executedEventCount, 8)
        XCTAssertEqual(loop.now, 70)
    }
}
