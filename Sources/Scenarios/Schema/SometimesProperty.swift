import YAMLSubset

/// A property some run of the scenario must reach (`sometimes:`), as written and where: the
/// scenario's runs in one invocation fail together when none of them reached it.
public struct SometimesProperty: Sendable, Equatable {
    /// `kind(value)`, as `RunCoverage` names what a run reached.
    public let text: String
    public let location: SourceLocation
}
