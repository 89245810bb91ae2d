import ExpectationLanguage
import YAMLSubset

/// `seeds:` and `expect_over_seeds:` (see ``OverSeedsSpec``).
extension ScenarioDecoder {
    static let seedsKey = "seeds"
    static let expectOverSeedsKey = "expect_over_seeds"
    /// Seeds one scenario's own sample holds at most: a distribution, not a campaign.
    static let seedCountMax = 1_000

    mutating func decodeOverSeeds(_ top: YAMLMapping, seed: UInt64) -> OverSeedsSpec? {
        let seedsEntry = top.entry(Self.seedsKey)
        let expectEntry = top.entry(Self.expectOverSeedsKey)
        if let seedsEntry, top.entry("sweep") != nil {
            fail(
                "a scenario with a sweep lists its seeds under 'sweep'", at: seedsEntry.key.location,
                length: seedsEntry.key.length, help: "move it into the sweep: block as seeds: N")
            return nil
        }
        guard let seedsEntry else {
            if let expectEntry {
                fail(
                    "'\(Self.expectOverSeedsKey)' needs '\(Self.seedsKey)': the sample of seeds it reads",
                    at: expectEntry.key.location, length: expectEntry.key.length,
                    help: "add seeds: 30 (the scenario's seed and the 29 after it)")
            }
            return nil
        }
        let count = seedCount(seedsEntry.value, seed: seed)
        let expectations = expectEntry.map { decodeExpectationsOverSeeds($0.value) } ?? []
        return count.map { OverSeedsSpec(seedCount: $0, expectations: expectations) }
    }

    private mutating func seedCount(_ node: YAMLNode, seed: UInt64) -> Int? {
        guard let text = scalar(node, "'\(Self.seedsKey)'") else { return nil }
        guard let count = Int(text.value), (2...Self.seedCountMax).contains(count) else {
            fail(
                "'\(text.value)' is not a number of seeds from 2 to \(Self.seedCountMax)", at: text.location,
                length: text.length, help: "write seeds: 30: the scenario's seed and the 29 after it")
            return nil
        }
        guard seed <= UInt64.max - UInt64(count - 1) else {
            fail(
                "\(count) seeds from seed \(seed) run past the largest seed", at: text.location, length: text.length,
                help: "choose a smaller seed")
            return nil
        }
        return count
    }

    private mutating func decodeExpectationsOverSeeds(_ node: YAMLNode) -> [ExpectationSpec] {
        let what = "'\(Self.expectOverSeedsKey)'"
        guard let items = list(node, what), fitsExpectationLimit(items, node, Self.expectOverSeedsKey) else {
            return []
        }
        return items.compactMap { item -> ExpectationSpec? in
            guard !isSaturated else { return nil }
            guard case .scalar(let scalar) = item else {
                fail(
                    "an expectation over seeds is one line of text, not \(item.kindDescription)", at: item.location,
                    help: "e.g. - percentile(5, recall(moderate)) >= 85%")
                return nil
            }
            return decodeExpectationOverSeeds(scalar)
        }
    }

    private mutating func decodeExpectationOverSeeds(_ scalar: YAMLScalar) -> ExpectationSpec? {
        guard let expectation = parsedExpectation(scalar) else { return nil }
        if let atSpan = expectation.atSpan {
            fail(
                "an expectation over seeds is checked once every run is done, not at a moment",
                at: location(of: atSpan, in: scalar), length: atSpan.length,
                help: "remove the 'at …', or move the expectation to 'expect'")
            return nil
        }
        var evaluator = Evaluator(source: expectation.text, evaluatesEveryBranch: true)
        do {
            let value = try evaluator.evaluate(expectation.expression, in: SeedDistributionEnvironment(samples: nil))
            guard case .boolean = value else {
                fail(
                    "an expectation over seeds must be true or false, but this one is a \(Self.kindName(value))",
                    at: scalar.location, length: scalar.length, help: "compare it, e.g. mean(recall(moderate)) >= 90%")
                return nil
            }
        } catch {
            fail(error.message, at: location(of: error.span, in: scalar), length: error.span.length, help: error.help)
            return nil
        }
        return ExpectationSpec(text: scalar.value, expectation: expectation, time: nil, location: scalar.location)
    }
}
