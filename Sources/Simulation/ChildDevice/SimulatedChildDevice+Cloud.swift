import Platform

/// The child's device as a cloud client: the app's process decides whether answers, timers and
/// pushes reach it.
extension SimulatedChildDevice: CloudHost {
    var isAppAlive: Bool { appDelegate != nil && !isAppForceQuit }
    var isAppInForeground: Bool { isHostAppInFront }
    var acceptsBackgroundPushes: Bool { !power.isLowPowerMode && power.isBackgroundAppRefreshOn }

    /// Connects the device to the cloud as `account`; the app gets the database and its timers.
    public func connectToCloud(as account: CloudAccountID) -> (database: CloudDatabase, timer: AppTimer) {
        let connection = world.connect(device: id, account: account, host: self)
        return (connection, HostTimer(world: world, host: self, connection: connection))
    }
}
