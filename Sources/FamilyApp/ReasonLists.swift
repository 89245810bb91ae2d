import AntiGaming

/// The reasons the validator gave each tick, one bit per reason: a tick's list is sorted and
/// without repeats (see `TickAssessment`), so its bits give it back exactly. A crowd's devices
/// keep a list for every minute of the run, and an array per list took more room than the
/// minute's signal.
struct ReasonLists: Sendable {
    private var masks: [UInt16] = []

    private static let bits: [ValidationReason: UInt16] = {
        precondition(ValidationReason.allCases.count <= UInt16.bitWidth, "one bit per reason")
        var bits: [ValidationReason: UInt16] = [:]
        for (index, reason) in ValidationReason.allCases.enumerated() { bits[reason] = 1 << index }
        return bits
    }()

    mutating func append(_ reasons: [ValidationReason]) {
        let mask = reasons.reduce(UInt16(0)) { $0 | Self.bits[$1]! }
        assert(Self.list(of: mask) == reasons, "a tick's reasons are sorted and without repeats")
        masks.append(mask)
    }

    /// Every tick's list, in tick order; equal lists share one array.
    var lists: [[ValidationReason]] {
        var shared: [UInt16: [ValidationReason]] = [:]
        return masks.map { mask in
            if let list = shared[mask] { return list }
            let list = Self.list(of: mask)
            shared[mask] = list
            return list
        }
    }

    private static func list(of mask: UInt16) -> [ValidationReason] {
        ValidationReason.allCases.filter { mask & bits[$0]! != 0 }
    }
}
