/// A position in a scenario file, 1-based like every editor and compiler.
///
/// Columns count Unicode scalars (as libyaml does), so a location stays the same whatever
/// the encoding width of the characters before it.
public struct SourceLocation: Hashable, Comparable, Sendable, CustomStringConvertible {
    public let line: Int
    public let column: Int

    public init(line: Int, column: Int) {
        precondition(line >= 1, "lines are 1-based")
        precondition(column >= 1, "columns are 1-based")
        self.line = line
        self.column = column
    }

    public static func < (lhs: SourceLocation, rhs: SourceLocation) -> Bool {
        if lhs.line != rhs.line {
            return lhs.line < rhs.line
        }
        return lhs.column < rhs.column
    }

    /// `line:column`, the shape editors and CI problem matchers recognise.
    public var description: String {
        "\(line):\(column)"
    }
}
