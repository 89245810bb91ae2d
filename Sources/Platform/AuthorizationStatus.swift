/// `FamilyControls.AuthorizationStatus`.
public enum AuthorizationStatus: String, Hashable, Sendable {
    case notDetermined, approved, denied
}
