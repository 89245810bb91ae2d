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

    func token(for zone: CloudZoneID) -> CloudChangeToken {
        let listing = listingStartSequence.map { "~\($0)" } ?? ""
        return CloudChangeToken("\(zone)#\(generation).\(sequence)\(listing)")
    }

    /// The cursor a token of `zone` stands for; nil for a token this zone never issued.
    init?(_ token: CloudChangeToken, zone: CloudZoneID) {
        let prefix = "\(zone)#"
        guard token.rawValue.hasPrefix(prefix) else { return nil }
        let body = token.rawValue.dropFirst(prefix.count)
        let parts = body.split(separator: "~", omittingEmptySubsequences: false)
        let position = parts[0].split(separator: ".", omittingEmptySubsequences: false)
        guard parts.count <= 2, position.count == 2,
              let generation = Int(position[0]), let sequence = Int(position[1]) else { return nil }
        let start = parts.count == 2 ? Int(parts[1]) : nil
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
