/// "1 simulation", "2 simulations": counts as people write them.
public enum Plural {
    /// `word` is the singular; `plural` defaults to it with an `s`.
    public static func count(_ number: Int, _ word: String, plural: String? = nil) -> String {
        "\(number) \(number == 1 ? word : plural ?? word + "s")"
    }
}
