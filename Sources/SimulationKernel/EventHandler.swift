/// The code a run loop calls for each event. A class, so that a handler keeps its own state
/// (models, random streams) across events and can schedule follow-ups on the loop it is given.
public protocol EventHandler: AnyObject {
    associatedtype Payload: TraceRecordable
    func handle(_ payload: Payload, loop: EventLoop<Payload>)
}
