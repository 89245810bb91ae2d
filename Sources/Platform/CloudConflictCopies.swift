/// The three records a `serverRecordChanged` error hands the app, kept together out of line.
///
/// A `CloudError` travels by value inside every answer and every item's outcome, and nearly all
/// errors carry no records: held inline, the three optional records made each error (and each
/// `Result` holding one) several hundred bytes to copy. Immutable, so sharing it is safe.
final class CloudConflictCopies: Hashable, Sendable {
    let server: CloudRecord?
    let client: CloudRecord?
    let ancestor: CloudRecord?

    /// Nil when there is no record to carry, so an error without any holds no box at all.
    static func holding(server: CloudRecord?, client: CloudRecord?, ancestor: CloudRecord?)
        -> CloudConflictCopies?
    {
        if server == nil, client == nil, ancestor == nil { return nil }
        return CloudConflictCopies(server: server, client: client, ancestor: ancestor)
    }

    private init(server: CloudRecord?, client: CloudRecord?, ancestor: CloudRecord?) {
        self.server = server
        self.client = client
        self.ancestor = ancestor
    }

    /// Equal when the records are, as the error's three fields compared before they were boxed.
    static func == (lhs: CloudConflictCopies, rhs: CloudConflictCopies) -> Bool {
        lhs.server == rhs.server && lhs.client == rhs.client && lhs.ancestor == rhs.ancestor
    }

    func hash(into hasher: inout Hasher) {
        hasher.combine(server)
        hasher.combine(client)
        hasher.combine(ancestor)
    }
}
