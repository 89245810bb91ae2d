import Platform

/// G3: the child deletes the rewards app and installs it again. An app's FamilyControls
/// authorisation goes with it, so the system lifts its shields and delivers no DeviceActivity
/// callback, and its process ends. ManagedSettings' `application.denyAppRemoval`, which the app
/// sets when the parents ask, makes the system refuse the deletion — but the system honours it
/// only while the app is authorised, so a child who revoked the permission first can delete.
extension SimulatedChildDevice {
    /// The parents asked the app to deny its removal (applied when the app is set up).
    public func denyAppRemoval() {
        deniesAppRemoval = true
    }

    /// The child deletes the app; refused (counted, traced) while `denyAppRemoval` is set and
    /// honoured. Returns whether the app is gone.
    @discardableResult
    public func deleteApp() -> Bool {
        guard appDelegate != nil, !isAppDeleted else { return false }
        if deniesAppRemoval && isAuthorized {
            refusedAppRemovals += 1
            world.recordDecision(.appRemovalRefused, device: index)
            return false
        }
        forceQuitApp()
        isAppDeleted = true
        setAuthorizationStatus(.notDetermined)
        world.recordDecision(.appDeleted, device: index)
        return true
    }

    /// The child installs the app again. It stays closed until it is launched, and its
    /// authorisation, which a parent grants on a child's device, until `restoreAuthorization`.
    public func reinstallApp() {
        guard isAppDeleted else { return }
        isAppDeleted = false
        world.recordDecision(.appReinstalled, device: index)
    }
}
