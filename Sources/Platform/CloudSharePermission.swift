/// What a share participant may do in the shared zone. The service enforces it: a write from a
/// read-only participant fails with `permissionFailure`, whatever the app on the device thinks.
public enum CloudSharePermission: String, Hashable, Sendable, CaseIterable {
    case readOnly = "read_only"
    case readWrite = "read_write"
}
