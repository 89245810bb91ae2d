/// The iOS release the device runs, and an update to another.
extension SimulatedChildDevice {
    /// The device installs iOS `version`: from now on the release's profile, if it has one, acts
    /// on top of the device's faults. A release does not take back what an earlier one brought:
    /// the profiled releases are regressions a family updates into, not out of.
    public func updateIOS(to version: String) {
        iosVersion = version
        if let profile = IOSRelease.profile(version) { faults.adopt(profile.faultSpecs) }
    }
}
