import Platform

/// What a change token stands for. Its text is opaque to the app but readable in a trace:
/// `child-alex@parent-sam#0.42` is "generation 0, everything through sequence 42";
/// `child-alex@parent-sam#0.17~42` is a listing from scratch begun when the head was 42 and
/// delivered through sequence 17.
struct ZoneCursor: Equatable {
    let generation: Int
    let sequence: Int
    /// The head when a nil-token listing began, while that listing still has pages to go.
    let listingStartSequence: Int?

    /// What every token of `zone` starts with, `child-alex@parent-sam#`: made once per zone,
    /// since each fetch reads one token and writes another.
    static func tokenPrefix(of zone: CloudZoneID) -> String {
        "\(zone)#"
    }

    /// The token for this cursor, after the zone's `tokenPrefix`.
    func token(prefix: String) -> CloudChangeToken {
        let listing = listingStartSequence.map { "~\($0)" } ?? ""
        return CloudChangeToken(prefix + "\(generation).\(sequence)\(listing)")
    }

    /// The cursor a token stands for, given the zone's `tokenPrefix`; nil for a token this zone
    /// never issued.
    init?(_ token: CloudChangeToken, prefix: String) {
        guard token.rawValue.hasPrefix(prefix) else { return nil }
        // Issued tokens start with the prefix's very bytes; the rest is split by bytes, a fraction
        // of the cost of walking characters, with the same answer: a mark combining with '~' or
        // '.' is no digit, so either way some number fails to read.
        let body = token.rawValue.utf8.dropFirst(prefix.utf8.count)
        let parts = body.split(separator: UInt8(ascii: "~"), omittingEmptySubsequences: false)
        let position = parts[0].split(separator: UInt8(ascii: "."), omittingEmptySubsequences: false)
        func number(_ bytes: Substring.UTF8View) -> Int? { Int(Substring(bytes)) }
        guard parts.count <= 2, position.count == 2,
            let generation = number(position[0]), let sequence = number(position[1])
        else { return nil }
        let start = parts.count == 2 ? number(parts[1]) : nil
        guard parts.count == 1 || start != nil else { return nil }
        self.init(generation: generation, sequence: sequence, listingStartSequence: start)
    }

    init(generation: Int, sequence: Int, listingStartSequence: Int? = nil) {
        precondition(generation >= 0 && sequence >= 0, "positions count up from zero")
        self.generation = generation
        self.sequence = sequence
        self.listingStartSequence = listingStartSequence
    }
}
