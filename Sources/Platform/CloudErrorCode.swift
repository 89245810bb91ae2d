/// The `CKError` codes the app must handle, with CloudKit's numeric values so that a trace
/// reads like a device log.
public enum CloudErrorCode: Int, Hashable, Sendable, CaseIterable, CustomStringConvertible {
    case networkUnavailable = 3
    case networkFailure = 4
    case serviceUnavailable = 6
    case requestRateLimited = 7
    case notAuthenticated = 9
    case permissionFailure = 10
    case unknownItem = 11
    case serverRecordChanged = 14
    case serverRejectedRequest = 15
    case changeTokenExpired = 21
    case batchRequestFailed = 22
    case zoneBusy = 23
    case quotaExceeded = 25
    case zoneNotFound = 26
    case limitExceeded = 27
    case serverResponseLost = 34

    /// Errors a sync engine retries by itself, after the retry-after delay when one is given
    /// (CKSyncEngine's documented list plus a response lost in transit).
    public var isTransient: Bool {
        switch self {
        case .networkUnavailable, .networkFailure, .serviceUnavailable, .requestRateLimited, .zoneBusy,
            .notAuthenticated, .serverResponseLost:
            true
        case .permissionFailure, .unknownItem, .serverRecordChanged, .serverRejectedRequest, .changeTokenExpired,
            .batchRequestFailed, .quotaExceeded, .zoneNotFound, .limitExceeded:
            false
        }
    }

    /// The Swift spelling, e.g. `serverRecordChanged`.
    public var description: String {
        switch self {
        case .networkUnavailable: "networkUnavailable"
        case .networkFailure: "networkFailure"
        case .serviceUnavailable: "serviceUnavailable"
        case .requestRateLimited: "requestRateLimited"
        case .notAuthenticated: "notAuthenticated"
        case .permissionFailure: "permissionFailure"
        case .unknownItem: "unknownItem"
        case .serverRecordChanged: "serverRecordChanged"
        case .serverRejectedRequest: "serverRejectedRequest"
        case .changeTokenExpired: "changeTokenExpired"
        case .batchRequestFailed: "batchRequestFailed"
        case .zoneBusy: "zoneBusy"
        case .quotaExceeded: "quotaExceeded"
        case .zoneNotFound: "zoneNotFound"
        case .limitExceeded: "limitExceeded"
        case .serverResponseLost: "serverResponseLost"
        }
    }
}
