/// Phrases shared by ledger descriptions and rejection messages, so a parent reads
/// "1 point" and "2 points" the same way everywhere.
enum Wording {
    /// "1 minute", "0 minutes", "12 minutes".
    static func count(_ value: Int, _ noun: String) -> String {
        "\(value) \(noun)\(abs(value) == 1 ? "" : "s")"
    }
}
