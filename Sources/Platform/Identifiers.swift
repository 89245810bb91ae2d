/// A name the app uses for a person, device, app, activity or event. String-backed so that
/// scenario names, trace lines and reports read the same; compared and sorted by their text,
/// so no hash order ever reaches output. Distinct types keep a child from being passed where
/// a device is meant.
public protocol TextIdentifier: Hashable, Comparable, Sendable, CustomStringConvertible {
    var rawValue: String { get }
    init(_ rawValue: String)
}

extension TextIdentifier {
    public static func < (lhs: Self, rhs: Self) -> Bool { lhs.rawValue < rhs.rawValue }
    public var description: String { rawValue }
}

public struct ChildID: TextIdentifier {
    public let rawValue: String
    public init(_ rawValue: String) { self.rawValue = rawValue }
}

public struct ParentID: TextIdentifier {
    public let rawValue: String
    public init(_ rawValue: String) { self.rawValue = rawValue }
}

public struct DeviceID: TextIdentifier {
    public let rawValue: String
    public init(_ rawValue: String) { self.rawValue = rawValue }
}

/// An application as the Screen Time APIs hand it to the app: an opaque token. In the
/// simulation the token is the catalogue id.
public struct AppID: TextIdentifier {
    public let rawValue: String
    public init(_ rawValue: String) { self.rawValue = rawValue }
}

/// A DeviceActivity activity's name.
public struct ActivityName: TextIdentifier {
    public let rawValue: String
    public init(_ rawValue: String) { self.rawValue = rawValue }
}

/// A DeviceActivity event's name.
public struct EventName: TextIdentifier {
    public let rawValue: String
    public init(_ rawValue: String) { self.rawValue = rawValue }
}

/// An iCloud account: a person's, since every parent and the child sign in with their own.
/// Zones, shares and write permissions belong to accounts, not to devices.
public struct CloudAccountID: TextIdentifier {
    public let rawValue: String
    public init(_ rawValue: String) { self.rawValue = rawValue }
}
