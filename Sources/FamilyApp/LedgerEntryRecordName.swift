import Platform

/// The name of a ledger entry's record: `entry.<child>.<device>.<sequence>`. Each device keeps
/// its own ledger, numbered from 1, so the device is part of the name: two iPads never write
/// the same record, and one device uploading an entry twice writes one.
public struct LedgerEntryRecordName: Hashable, Sendable {
    public let device: DeviceID
    public let sequence: Int

    public init(device: DeviceID, sequence: Int) {
        precondition(sequence >= 1, "sequences start at 1")
        self.device = device
        self.sequence = sequence
    }

    public static func stem(of child: ChildID) -> String {
        "entry.\(child)."
    }

    public func name(of child: ChildID) -> String {
        Self.stem(of: child) + "\(device).\(sequence)"
    }

    /// The device and sequence a record name of `child`'s entries carries; nil for any other
    /// name. Only the name the app writes counts: digits without a leading zero after the last
    /// dot, a device name before it.
    public init?(parsing name: String, of child: ChildID) {
        let stem = Self.stem(of: child)
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
