/// Why a request for a real-world reward, or a parent's answer to one, was not taken.
public enum RewardRequestRefusal: Error, Hashable, Sendable, CustomStringConvertible {
    /// The family's strategy offers no real-world rewards.
    case notOffered(RewardStrategyKind)
    case insufficientPoints(requested: Int, available: Int)
    case unknownRequest(Int)
    /// Answered before: an answer is final, so the points move once.
    case alreadyDecided(Int, RewardRequest.Status)

    public var code: String {
        switch self {
        case .notOffered: "not_offered"
        case .insufficientPoints: "insufficient_points"
        case .unknownRequest: "unknown_request"
        case .alreadyDecided: "already_decided"
        }
    }

    public var description: String {
        switch self {
        case .notOffered(let kind): "the \(kind.rawValue) strategy offers no real-world rewards"
        case .insufficientPoints(let requested, let available):
            "requested \(Wording.count(requested, "point")) but only \(available) available"
        case .unknownRequest(let id): "there is no request \(id)"
        case .alreadyDecided(let id, let status): "request \(id) was already \(status.rawValue)"
        }
    }
}
