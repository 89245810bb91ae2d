/// `AuthorizationCenter.shared`: whether the app may use Screen Time. While it is not
/// approved, DeviceActivity delivers nothing and shields are lifted — whether the child
/// revoked it in Settings or the system lost it, the app sees the same thing.
public protocol AuthorizationCenter: AnyObject {
    var authorizationStatus: AuthorizationStatus { get }
}
