import Platform

/// One callback the device handed to the app's DeviceActivity monitor, with the truth behind
/// it, so that a validator's verdicts can be scored callback by callback.
public struct CallbackDelivery: Hashable, Sendable {
    public enum Kind: String, Hashable, Sendable {
        case intervalStart, intervalEnd, threshold
    }

    /// True time of the delivery.
    public let time: Instant
    public let activity: ActivityName
    /// Nil for interval callbacks.
    public let event: EventName?
    public let kind: Kind
    public let truth: CallbackTruth
}

/// A callback the system has decided to make, before faults decide when (or whether) the
/// monitor gets it.
struct SystemCallback {
    let activity: ActivityName
    let event: EventName?
    let kind: CallbackDelivery.Kind
    let truth: CallbackTruth

    static func interval(_ kind: CallbackDelivery.Kind, _ activity: ActivityName) -> SystemCallback {
        SystemCallback(activity: activity, event: nil, kind: kind, truth: .interval)
    }

    static func threshold(
        _ event: EventName, _ activity: ActivityName, _ truth: CallbackTruth
    ) -> SystemCallback {
        SystemCallback(activity: activity, event: event, kind: .threshold, truth: truth)
    }

    /// The same callback made by a fault.
    func copy(as fault: FaultKind) -> SystemCallback {
        SystemCallback(activity: activity, event: event, kind: kind, truth: .artefact(fault))
    }
}
