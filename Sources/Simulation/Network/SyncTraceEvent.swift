import SimulationKernel

/// What a line of the sync trace reports. The trace hash takes it as one word; its name is
/// written only into the text of a trace that is kept, so a run without `--trace` builds no
/// string for the thousands of messages a simulated week sends.
enum SyncTraceEvent: Sendable {
    case send(CloudCall)
    case served(CloudCall)
    case answer(CloudCall)
    case answerDropped, answerWaits
    case pushCoalesced, pushDropped, pushDelivered
    case partition
    /// A decision of a device's sync engine, by the name of its kind.
    case engine(String)

    var word: UInt64 {
        switch self {
        case .send(let call): 0x100 | call.rawValue
        case .served(let call): 0x200 | call.rawValue
        case .answer(let call): 0x300 | call.rawValue
        case .answerDropped: 0x400
        case .answerWaits: 0x900
        case .pushCoalesced: 0x500
        case .pushDropped: 0x600
        case .pushDelivered: 0x700
        case .partition: 0x800
        case .engine(let kind): StableHash.fnv1a64(kind)
        }
    }

    var name: String {
        switch self {
        case .send(let call): "send " + call.name
        case .served(let call): "served " + call.name
        case .answer(let call): "answer " + call.name
        case .answerDropped: "answer dropped"
        case .answerWaits: "answer waits"
        case .pushCoalesced: "push coalesced"
        case .pushDropped: "push dropped"
        case .pushDelivered: "push delivered"
        case .partition: "partition"
        case .engine(let kind): "engine " + kind
        }
    }
}
