/// How the child's device answered a parent's command, in its receipt: what the parent who
/// issued it is shown.
public enum CommandOutcome: String, Hashable, Sendable, CaseIterable {
    /// The settings the command named hold its values on the child's device.
    case executed
    /// Its edit arrived, but the merged settings are invalid (two parents' edits that each
    /// made sense alone), so the device kept its settings.
    case failed
    /// Its edit arrived, but every field it set holds a later edit of another parent's: the
    /// command was overtaken, and the receipt names the edit that holds each field.
    case superseded
}
