/// The reference of expectation functions, generated from the catalogue itself so the
/// manual cannot describe a function that does not exist or miss one that does.
public enum ExpectationReference {
    public static var markdown: String {
        var lines = [
            "| function | value | meaning |",
            "|---|---|---|",
        ]
        for function in ExpectationCatalog.functions {
            let choices = function.parameters.compactMap { entry -> String? in
                guard case .choice(let name, let options) = entry.parameter else { return nil }
                return "; `\(name)` is one of " + options.map { "`\($0)`" }.joined(separator: ", ")
            }
            lines.append(
                "| `\(function.signature)` | \(function.result.rawValue) | \(function.meaning)\(choices.joined()) |")
        }
        for property in ExpectationCatalog.ledgerProperties {
            lines.append("| `ledger(child).\(property.name)` | boolean | \(property.meaning) |")
        }
        lines += [
            "",
            "Samples for `p50`, `p95`, `p99` and `max` (durations in the run; a device or child narrows them):",
            "",
            "| sample | each value is |",
            "|---|---|",
        ]
        for sample in ExpectationCatalog.allSamples {
            lines.append("| `\(sample.name)` | \(sample.meaning) |")
        }
        return lines.joined(separator: "\n")
    }

    /// Every signature, for tests that hold the manual to the code.
    public static var signatures: [String] {
        ExpectationCatalog.functions.map(\.signature)
            + ExpectationCatalog.ledgerProperties.map { "ledger(child).\($0.name)" }
    }
}
