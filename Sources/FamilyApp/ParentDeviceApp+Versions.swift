import Platform

/// The build on the phone and the remote switches it fetched: what the phone offers its parent.
extension ParentDeviceApp {
    /// The App Store installs a newer build; the next step the parent takes runs on it. An app
    /// is never taken back to an older version.
    public func update(to version: AppVersion) {
        precondition(version >= build.version, "an update never installs an older version")
        build.version = version
    }

    /// The app fetched its remote configuration.
    public func fetched(_ config: RemoteConfig) {
        remoteConfig = config
    }

    /// Why this phone cannot invite a second parent or accept an invitation as one: `update_required`
    /// for a build without co-parents (the invitation's link sends the parent to the App Store),
    /// `co_parents_off` while the remote configuration has co-parents switched off; nil when it can.
    public var coParentRefusal: String? {
        if !build.version.hasCoParents { return Self.coParentRefusals[0] }
        if !remoteConfig.coParentsEnabled { return Self.coParentRefusals[1] }
        return nil
    }

    /// Every refusal `coParentRefusal` gives, in its order.
    public static let coParentRefusals = ["update_required", "co_parents_off"]

    /// Why a co-parent's phone offers no changes now: the remote configuration switched
    /// co-parents off, and the organiser alone runs the family as in 1.0. What the co-parent
    /// changed before stays.
    var coParentChangeRefusal: String? {
        guard !isOrganizer, !remoteConfig.coParentsEnabled else { return nil }
        return "co-parents are switched off: only \(layout.organizer) changes the rules"
    }
}
