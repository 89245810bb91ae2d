/// How serious a diagnostic is; the raw value is the word printed before the message.
public enum Severity: String, Sendable {
    case error, warning, note
}

/// One problem found in a scenario file, pointing at the exact characters at fault.
///
/// Messages follow the compiler style: a terse phrase without a trailing period, with the
/// likely fix in `help` and context (such as where a duplicate key first appeared) in `notes`.
public struct Diagnostic: Hashable, Sendable {
    public let path: String
    public let location: SourceLocation
    /// How many Unicode scalars the underline covers, starting at `location`.
    public let length: Int
    public let severity: Severity
    public let message: String
    public let help: String?
    public let notes: [String]

    public init(
        path: String,
        location: SourceLocation,
        length: Int = 1,
        severity: Severity = .error,
        message: String,
        help: String? = nil,
        notes: [String] = []
    ) {
        precondition(length >= 1, "a diagnostic underlines at least one column")
        precondition(!message.isEmpty, "a diagnostic needs a message")
        self.path = path
        self.location = location
        self.length = length
        self.severity = severity
        self.message = DiagnosticText.sanitised(message)
        self.help = help.map(DiagnosticText.sanitised)
        self.notes = notes.map(DiagnosticText.sanitised)
    }

    /// The parts as already sanitised, so that copying never shortens twice.
    private init(copying diagnostic: Diagnostic, notes: [String]) {
        path = diagnostic.path
        location = diagnostic.location
        length = diagnostic.length
        severity = diagnostic.severity
        message = diagnostic.message
        help = diagnostic.help
        self.notes = notes
    }

    /// A copy with one more note, used to tell the reader that reporting stopped early.
    func adding(note: String) -> Diagnostic {
        Diagnostic(copying: self, notes: notes + [note])
    }
}

/// A diagnostic is also the failure of a step that can fail only one way, such as reading a file.
extension Diagnostic: Error {}
