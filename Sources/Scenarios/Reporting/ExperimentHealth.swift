import Reports

/// The health of an experiment's sample, per variant: runs cut short before their end (their
/// figures cover part of the run), runs that failed their own expectations, and runs in which an
/// action was refused — each named by seed, so a reader knows what the figures rest on.
enum ExperimentHealth {
    /// Seeds named per problem at most; the rest are counted.
    static let seedsNamedMax = 5

    /// One sentence for a healthy sample, else one per variant with a problem.
    static func note(variants: [String], seeds: [UInt64], results: [UnitResult]) -> String {
        precondition(results.count == variants.count * seeds.count, "one result per variant and seed")
        var problems: [String] = []
        for (variantIndex, label) in variants.enumerated() {
            let runs = results[(variantIndex * seeds.count)..<((variantIndex + 1) * seeds.count)].map(\.report)
            let found = [
                ("cut short (figures up to where it stopped)", runs.filter { $0.status == .error }),
                ("with a failed expectation of its own", runs.filter { $0.status == .failed }),
                ("with an action refused", runs.filter { !$0.warnings.isEmpty }),
            ].filter { !$0.1.isEmpty }
            guard !found.isEmpty else { continue }
            problems.append(
                "\(label): "
                    + found.map { what, runs in
                        "\(Plural.count(runs.count, "run")) \(what) (\(seedList(runs.map(\.seed))))"
                    }.joined(separator: "; "))
        }
        let total = variants.count * seeds.count
        guard !problems.isEmpty else {
            return "Health: all \(total) runs (\(Plural.count(seeds.count, "seed")) per variant) reached their end, "
                + "none failed its own expectations and none had an action refused; none is excluded."
        }
        return "Health: of \(total) runs, none excluded — " + problems.joined(separator: "; ") + "."
    }

    private static func seedList(_ seeds: [UInt64]) -> String {
        let named = seeds.prefix(seedsNamedMax).map(String.init).joined(separator: ", ")
        return (seeds.count == 1 ? "seed " : "seeds ") + named
            + (seeds.count > seedsNamedMax ? " and \(seeds.count - seedsNamedMax) more" : "")
    }
}
