import Platform

/// What the service did over a run, for reports and checkers.
public struct CloudServiceCounters: Hashable, Sendable {
    /// Every call that reached the server: zone saves, modifies, fetches and invitation calls.
    public var requests = 0
    public var recordsSaved = 0
    /// Records that existed and were deleted; deleting an absent record changes nothing.
    public var recordsDeleted = 0
    /// `serverRecordChanged` answers sent.
    public var conflicts = 0
    /// Devices named in modify outcomes' push lists, summed over the run.
    public var pushesRequested = 0
    /// Errors sent, whole-request and per item, by code in ascending numeric order.
    public private(set) var errorsByCode: [CloudErrorCount] = []

    public init() {}

    mutating func countError(_ code: CloudErrorCode) {
        if let index = errorsByCode.firstIndex(where: { $0.code == code }) {
            errorsByCode[index].count += 1
        } else {
            errorsByCode.append(CloudErrorCount(code: code, count: 1))
            errorsByCode.sort { $0.code.rawValue < $1.code.rawValue }
        }
    }
}

/// How many times the service answered with one error code.
public struct CloudErrorCount: Hashable, Sendable {
    public let code: CloudErrorCode
    public internal(set) var count: Int
}
