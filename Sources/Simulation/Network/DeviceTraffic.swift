import Platform

/// Requests and estimated bytes one device exchanged with the cloud on one day of the run.
public struct DeviceTraffic: Hashable, Sendable {
    public var requests = 0
    public var bytesSent = 0
    public var bytesReceived = 0
    /// Silent pushes that woke the app in the background (a brief run each): what the app's
    /// sync costs the device in wakes, beside its requests.
    public var backgroundPushWakes = 0

    /// What a message costs on the wire besides its records: headers, TLS framing, the envelope.
    static let messageOverheadBytes = 400

    public init() {}
}

extension CloudRecord {
    /// The record as text on the wire: its name, type, field names and values.
    var estimatedBytes: Int {
        fields.reduce(id.name.utf8.count + id.zone.name.utf8.count + type.utf8.count + 40) { total, field in
            total + field.key.utf8.count + field.value.textBytes + 8
        }
    }
}

extension CloudValue {
    /// The length of `description` in UTF-8, counted without building it: a message weighs
    /// every field of every record it carries.
    var textBytes: Int {
        switch self {
        case .int(let value):
            return (value < 0 ? 1 : 0) + DecimalDigits.count(UInt(value.magnitude))
        case .text(let value):
            return value.utf8.count + 2
        }
    }
}
