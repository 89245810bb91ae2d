/// Writes fixed-width numbers as UTF-8 bytes. Every timestamp in every report and trace goes
/// through here; appending bytes to one buffer spares the strings that concatenating padded
/// pieces would build and throw away.
enum PaddedDigits {
    /// `value` in decimal, zero-padded to `width` digits, a `-` before it when negative:
    /// `append(7, width: 2)` gives `07`, `append(-5, width: 3)` gives `-005`.
    static func append(_ value: Int, width: Int, to text: inout [UInt8]) {
        if value < 0 { text.append(UInt8(ascii: "-")) }
        let magnitude = value.magnitude
        let count = DecimalDigits.count(magnitude)
        if width > count { text.append(contentsOf: repeatElement(UInt8(ascii: "0"), count: width - count)) }
        let start = text.count
        text.append(contentsOf: repeatElement(UInt8(ascii: "0"), count: count))
        var remaining = magnitude
        for position in stride(from: start + count - 1, through: start, by: -1) {
            text[position] = UInt8(ascii: "0") + UInt8(remaining % 10)
            remaining /= 10
        }
    }

    static func text(_ build: (inout [UInt8]) -> Void) -> String {
        var bytes: [UInt8] = []
        bytes.reserveCapacity(32)
        build(&bytes)
        return String(decoding: bytes, as: UTF8.self)
    }
}
