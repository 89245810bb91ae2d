import Platform
import RewardEngine

/// A ledger entry's record name: `entry.<child>.<device>.<sequence>`. Each device keeps its own
/// ledger, numbered from 1, so the device is part of the name: two iPads never write the same
/// record, and one device uploading an entry twice writes one.
extension EntryOrigin {
    public static func recordNameStem(of child: ChildID) -> String {
        "entry.\(child)."
    }

    public func recordName(of child: ChildID) -> String {
        Self.recordNameStem(of: child) + "\(device).\(sequence)"
    }

    /// The device and sequence a record name of `child`'s entries carries; nil for any other
    /// name. Only the name the app writes counts: digits without a leading zero after the last
    /// dot, a device name before it.
    public init?(recordName name: String, of child: ChildID) {
        let stem = Self.recordNameStem(of: child)
        guard name.hasPrefix(stem) else { return nil }
        let rest = name.dropFirst(stem.count)
        guard let dot = rest.lastIndex(of: ".") else { return nil }
        let device = rest[..<dot]
        let digits = rest[rest.index(after: dot)...]
        guard !device.isEmpty, digits.first != "0", !digits.isEmpty, digits.count <= 18,
            digits.utf8.allSatisfy({ (0x30...0x39).contains($0) }), let sequence = Int(digits)
        else { return nil }
        self.init(device: DeviceID(String(device)), sequence: sequence)
    }
}
