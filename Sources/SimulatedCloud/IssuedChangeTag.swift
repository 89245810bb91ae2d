import Platform

/// The change tags the service hands out: "t" and the save's number, counted over the whole
/// service ("t1", "t2", …). The service keeps past versions by that number, so it reads the
/// number back from a tag a client sends.
extension CloudChangeTag {
    init(issued number: Int) {
        precondition(number > 0, "save numbers start at 1")
        self.init("t" + String(number))
    }

    /// The save number of a tag this service issued; nil for any other text, so that a tag the
    /// service never gave ("t01", "x1") names no version.
    var issuedNumber: Int? {
        let bytes = rawValue.utf8
        guard bytes.count >= 2, bytes.count <= 19, bytes.first == UInt8(ascii: "t") else { return nil }
        var number = 0
        for (offset, byte) in bytes.dropFirst().enumerated() {
            guard byte >= UInt8(ascii: "0"), byte <= UInt8(ascii: "9") else { return nil }
            if offset == 0, byte == UInt8(ascii: "0") { return nil }
            number = number * 10 + Int(byte - UInt8(ascii: "0"))
        }
        return number
    }
}
