/// What an account may do in a zone: everything as its owner, or what its share grants.
public enum ZoneAccess: String, Hashable, Sendable, CaseIterable {
    case owner
    case readWrite = "read_write"
    case readOnly = "read_only"

    /// Whether saves and deletes are allowed; a read-only participant's fail with `permissionFailure`.
    public var canWrite: Bool { self != .readOnly }
}
