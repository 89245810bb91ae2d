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

    /// Built by appending, not interpolating: a token is made for every page served.
    func token(for zone: CloudZoneID) -> CloudChangeToken {
        var text = zone.name
        text += "@"
        text += zone.owner.rawValue
        text += "#"
        text += String(generation)
        text += "."
        text += String(sequence)
        if let listingStartSequence {
            text += "~"
            text += String(listingStartSequence)
        }
        return CloudChangeToken(text)
    }

    /// The cursor a token of `zone` stands for; nil for a token this zone never issued. Read on
    /// every fetch, so the zone's prefix is matched in place instead of being built as text.
    init?(_ token: CloudChangeToken, zone: CloudZoneID) {
        guard let body = Self.body(of: token.rawValue, issuedFor: zone) else { return nil }
        let listingMark = body.firstIndex(of: "~")
        let position = body[..<(listingMark ?? body.endIndex)]
        guard let dot = position.firstIndex(of: "."),
              let generation = Int(position[..<dot]),
              let sequence = Int(position[position.index(after: dot)...]) else { return nil }
        var start: Int?
        if let listingMark {
            guard let listingStart = Int(body[body.index(after: listingMark)...]) else { return nil }
            start = listingStart
        }
        self.init(generation: generation, sequence: sequence, listingStartSequence: start)
    }

    /// What follows `name@owner#` of `zone` in `text`; nil when the text does not start so.
    /// Tokens are issued byte for byte from the zone's text, so bytes are compared.
    private static func body(of text: String, issuedFor zone: CloudZoneID) -> Substring? {
        var rest = text.utf8[...]
        for piece in [zone.name, "@", zone.owner.rawValue, "#"] {
            guard rest.starts(with: piece.utf8) else { return nil }
            rest = rest.dropFirst(piece.utf8.count)
        }
        return text[rest.startIndex...]
    }

    init(generation: Int, sequence: Int, listingStartSequence: Int? = nil) {
        precondition(generation >= 0 && sequence >= 0, "positions count up from zero")
        self.generation = generation
        self.sequence = sequence
        self.listingStartSequence = listingStartSequence
    }
}
