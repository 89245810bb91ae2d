import Platform

/// Screen Time authorisation the test can take away.
final class FakeAuthorization: AuthorizationCenter {
    var authorizationStatus = AuthorizationStatus.approved
}
