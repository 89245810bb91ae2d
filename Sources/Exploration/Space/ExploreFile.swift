/// An explore file (`*.explore`): the bases a campaign draws families from and the ranges of its
/// draws, plus the `sometimes` properties it must reach.
public struct ExploreFile: Sendable {
    public let path: String
    /// Scenario files or folders, as written (relative to the working folder).
    public let bases: [String]
    public let space: ExploreSpace
}
