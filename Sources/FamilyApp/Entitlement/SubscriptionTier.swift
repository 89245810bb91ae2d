/// The subscription's tiers, priced by how many children the family rewards. Each is an
/// auto-renewable product of one subscription group, so a family moves between them without
/// paying twice.
public enum SubscriptionTier: String, CaseIterable, Sendable {
    case single
    case family
    case large

    /// How many children the tier rewards with every feature.
    public var childrenMax: Int {
        switch self {
        case .single: 1
        case .family: 3
        case .large: 6
        }
    }

    /// The App Store product of the tier's monthly subscription.
    public var productID: String { "com.screentimerewards.\(rawValue).monthly" }

    public init?(productID: String) {
        guard let tier = Self.allCases.first(where: { $0.productID == productID }) else { return nil }
        self = tier
    }
}
