import Platform

/// One attempt at a step of the family's set-up, as the person doing it sees it: they wait for
/// each answer on one device at a time. A transport failure makes them try again after a
/// pause; so does a force-quit of the app they waited on, since the process that would have
/// shown the answer is gone and the app keeps no half-done set-up across a launch.
final class PairingStep {
    /// Starts a new attempt at the same step.
    let again: () -> Void
    /// The device whose app the person waits on for the attempt's current request.
    private(set) var waitingOn: DeviceID?
    /// Answered, or given up for a new attempt: whatever this attempt hears later is ignored.
    private(set) var isOver = false

    init(again: @escaping () -> Void) {
        self.again = again
    }

    func wait(on device: DeviceID) {
        waitingOn = device
    }

    /// Ends the attempt; false when it had ended already.
    func end() -> Bool {
        guard !isOver else { return false }
        isOver = true
        waitingOn = nil
        return true
    }
}
