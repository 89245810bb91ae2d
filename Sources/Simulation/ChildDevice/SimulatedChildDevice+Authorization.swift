import Platform

/// Screen Time authorisation: revoked by the child in Settings or lost by the system. While it
/// is not approved the system delivers no DeviceActivity callback — usage
/// still counts, and what crosses meanwhile is never delivered — and enforces no shield.
extension SimulatedChildDevice {
    public func revokeAuthorization() {
        setAuthorizationStatus(.denied)
    }

    public func restoreAuthorization() {
        faults.isAuthorizationLostByFault = false
        setAuthorizationStatus(.approved)
    }

    /// The shields the system really puts up: the store's, while authorised.
    public var enforcedShieldedApplications: [AppID] {
        authorizationStatus == .approved ? shieldedApplications : []
    }

    var isAuthorized: Bool { authorizationStatus == .approved }

    func setAuthorizationStatus(_ status: AuthorizationStatus) {
        guard status != authorizationStatus else { return }
        // Time on a shield is booked under the old status before shields go up or down.
        settleUsage()
        authorizationStatus = status
        world.recordDecision(.authorization, device: index, detail: status.rawValue)
    }
}
