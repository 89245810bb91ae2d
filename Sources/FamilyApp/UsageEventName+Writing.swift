import Platform

extension UsageEventName {
    /// The name of `minute` (at least 1) of the app whose name starts with `stem`
    /// (`minute.<app>.`), written straight into the string's storage: a launch names 1,439
    /// minutes of every app, and going through a byte array and a decoder cost several times
    /// the name itself.
    static func eventName(stem: [UInt8], minute: Int) -> EventName {
        precondition(minute >= 1, "thresholds start at one minute")
        let count = stem.count + DecimalDigits.count(UInt(minute))
        let text = String(unsafeUninitializedCapacity: count) { buffer in
            _ = buffer.initialize(fromContentsOf: stem)
            var rest = minute
            for position in (stem.count..<count).reversed() {
                buffer[position] = UInt8(ascii: "0") + UInt8(rest % 10)
                rest /= 10
            }
            return count
        }
        return EventName(text)
    }
}
