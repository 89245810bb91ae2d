import Simulation

/// Number formats of scenario files besides times: percentages.
public enum ScenarioNumberFormat {
    /// `80%` or `80`: a whole percentage from 0 to 100.
    public static func percent(_ text: String) -> Result<Int, FormatProblem> {
        var trimmed = text.trimmingWhitespace()
        if trimmed.hasSuffix("%") { trimmed = String(trimmed.dropLast()).trimmingWhitespace() }
        guard let value = Int(trimmed), (0...100).contains(value) else {
            return .failure(
                FormatProblem("'\(text)' is not a percentage", help: "write a whole percentage from 0% to 100%"))
        }
        return .success(value)
    }
}

extension ScenarioNumberFormat {
    static let delayHelp = "write fixed 20m, uniform 10m 2h, or lognormal 30m 1.2 (median, then sigma)"

    /// `fixed 20m`, `uniform 10m 2h`, `lognormal 30m 1.2`.
    public static func delayDistribution(_ text: String) -> Result<DelayDistribution, FormatProblem> {
        let words = text.trimmingWhitespace().split(separator: " ", omittingEmptySubsequences: true).map(String.init)
        func duration(_ word: String) -> Int64? {
            if case .success(let ms) = ScenarioTimeFormat.duration(word) { return ms }
            return nil
        }
        switch (words.first, words.count) {
        case ("fixed", 2):
            if let ms = duration(words[1]) { return .success(.fixed(ms: ms)) }
        case ("uniform", 3):
            if let low = duration(words[1]), let high = duration(words[2]) {
                guard low <= high else {
                    return .failure(FormatProblem("'\(text)' has its minimum above its maximum", help: delayHelp))
                }
                return .success(.uniform(minMs: low, maxMs: high))
            }
        case ("lognormal", 3):
            if let median = duration(words[1]), let sigma = thousandths(words[2]), median > 0 {
                return .success(.logNormal(medianMs: median, sigmaThousandths: sigma))
            }
        default:
            break
        }
        return .failure(FormatProblem("'\(text)' is not a delay distribution", help: delayHelp))
    }

    static let refreshDelayHelp =
        "write by_usage (the delay follows how often the user opens the app), "
        + "or a delay distribution: fixed 20m, uniform 10m 2h, or lognormal 30m 1.2"

    /// `by_usage`, or a delay distribution the refresh delay is always drawn from.
    public static func refreshDelay(_ text: String) -> Result<RefreshDelay, FormatProblem> {
        let trimmed = text.trimmingWhitespace()
        if trimmed == "by_usage" { return .success(.byUsage) }
        return delayDistribution(trimmed).map(RefreshDelay.explicit).mapError { problem in
            FormatProblem(problem.message, help: refreshDelayHelp)
        }
    }

    /// `1.2` as 1200: a non-negative decimal with at most three places, kept exact.
    static func thousandths(_ text: String) -> Int? {
        let parts = text.split(separator: ".", omittingEmptySubsequences: false)
        guard (1...2).contains(parts.count), let whole = Int(parts[0]), whole >= 0, whole <= 100 else { return nil }
        guard parts.count == 2 else { return whole * 1_000 }
        let fraction = parts[1]
        guard (1...3).contains(fraction.count), fraction.allSatisfy({ $0.isASCII && $0.isNumber }),
            let digits = Int(fraction)
        else { return nil }
        return whole * 1_000 + digits * [100, 10, 1][fraction.count - 1]
    }
}

extension ScenarioNumberFormat {
    /// `2`, `1.5` or `1.25`: a multiplier above 1 with up to three decimal places, in thousandths.
    public static func factor(_ text: String) -> Result<Int, FormatProblem> {
        guard let value = thousandths(text.trimmingWhitespace()), value > 1_000, value <= 10_000 else {
            return .failure(
                FormatProblem("'\(text)' is not a factor above 1", help: "write e.g. 2 or 1.5 (at most 10)"))
        }
        return .success(value)
    }
}

extension ScenarioNumberFormat {
    /// 1200 as `1.2`, 2000 as `2`: the inverse of ``thousandths(_:)``, for the reference pages.
    static func decimalText(thousandths: Int) -> String {
        let fraction = String(1_000 + thousandths % 1_000).dropFirst()
        let trimmed = fraction.reversed().drop { $0 == "0" }.reversed()
        return "\(thousandths / 1_000)" + (trimmed.isEmpty ? "" : "." + String(trimmed))
    }
}
