/// Phrases shared by ledger descriptions, rejection messages and the app's notifications, so
/// a parent reads "1 point" and "2 points" the same way everywhere.
public enum Wording {
    /// "1 minute", "0 minutes", "12 minutes".
    public static func count(_ value: Int, _ noun: String) -> String {
        "\(value) \(noun)\(abs(value) == 1 ? "" : "s")"
    }
}
