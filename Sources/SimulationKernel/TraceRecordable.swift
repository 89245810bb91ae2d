/// A payload's stable identity for the trace hash (the same event ⇒ the same word, in any process).
///
/// The word must be derived from the payload's content only (use `StableHash` for text, never
/// `hashValue`), so that two runs of the same scenario in different processes agree on the hash.
public protocol TraceRecordable {
    var traceWord: UInt64 { get }
}
