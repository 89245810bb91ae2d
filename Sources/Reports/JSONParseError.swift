/// Why a JSON text was rejected, and where: `offset` counts UTF-8 bytes from the start of the
/// text, so an editor or `dd` can find the spot regardless of the characters before it.
public struct JSONParseError: Error, Hashable, Sendable, CustomStringConvertible {
    public let message: String
    public let offset: Int

    public init(message: String, offset: Int) {
        precondition(offset >= 0, "offsets count from the start of the text")
        self.message = message
        self.offset = offset
    }

    public var description: String { "\(message) at byte \(offset)" }
}
