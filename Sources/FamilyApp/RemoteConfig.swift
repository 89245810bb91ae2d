/// The switches the product flips for every installed app at once, from its remote
/// configuration: the rollback of a release's feature without a new build. The app reads them
/// when it fetches its configuration; turning a feature off hides it, and deletes nothing.
public struct RemoteConfig: Hashable, Sendable {
    /// Whether a second parent may be invited, accept, or change anything (1.1 and later). Off,
    /// the family is the one-parent family of 1.0: the co-parent keeps reading, and everything
    /// a parent did stays.
    public var coParentsEnabled = true

    public init(coParentsEnabled: Bool = true) {
        self.coParentsEnabled = coParentsEnabled
    }
}
