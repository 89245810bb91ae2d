/// The verdict on a whole session, in the words the app's records use.
public enum SessionStatus: String, Hashable, Sendable {
    case validated
    case partiallyValidated = "partially_validated"
    case rejected
}
