/// A report file that could not be written, with the operating system's reason, so that a CI
/// log says which file failed and why without a second run.
public struct ReportWriteError: Error, Hashable, Sendable, CustomStringConvertible {
    public let path: String
    public let reason: String

    public init(path: String, reason: String) {
        self.path = path
        self.reason = reason
    }

    public var description: String { "cannot write '\(path)': \(reason)" }
}
