import ExpectationLanguage
import YAMLSubset

/// The `sweep:` block: a matrix of parameter values, with `exclude` and `include` entries as
/// GitHub Actions matrices have them, a baseline and the seeds every variant runs with.
extension ScenarioDecoder {
    static let sweepKeyTable = [
        DocumentedKey(
            "matrix",
            "parameters and their values (a one-line list, or one value): any key of `settings`, "
                + "`persona.reward_chance`, `persona.session_minutes` or `persona.<key>` for a persona parameter"),
        DocumentedKey(
            "exclude",
            "list of partial combinations; a combination that has every value of an entry is "
                + "dropped", default: "none"),
        DocumentedKey(
            "include",
            "list of entries: an entry's extra parameters join every combination whose matrix "
                + "values it does not contradict; an entry that joins none is added as a combination of its own",
            default: "none"),
        DocumentedKey("baseline", "values that pick exactly one variant", default: "the first variant"),
        DocumentedKey(
            "seeds",
            "`N` (1 to N), `A..B`, or `[a, b, …]` distinct seeds; every variant runs with every "
                + "seed", default: "the scenario's `seed`"),
        DocumentedKey(
            "looks",
            "sequential stopping: run the seeds in this many equal batches, 1 to \(sequentialLooksMax), and stop "
                + "after the first batch where every conclusion is decided (O'Brien–Fleming-type Lan–DeMets "
                + "boundaries keep the tests' level)", default: "`1`: every seed, one look"),
    ]
    /// Batches of a sequential sweep at most.
    static let sequentialLooksMax = 10
    static let sweepKeys = sweepKeyTable.map(\.name)
    /// Simulations of one sweep at most (variants × seeds).
    static let sweepRunsMax = 10_000

    typealias Assignment = SweepVariant.Assignment

    mutating func decodeSweep(_ node: YAMLNode, defaultSeed: UInt64) -> SweepSpec? {
        guard let block = mapping(node, "'sweep'") else { return nil }
        checkKeys(block, allowed: Self.sweepKeys, required: ["matrix"], in: "'sweep'")
        guard let matrixEntry = block.entry("matrix"), let matrix = mapping(matrixEntry.value, "'matrix'") else {
            return nil
        }
        var axes: [(parameter: SweepParameter, values: [Assignment])] = []
        for entry in matrix.entries {
            guard let parameter = sweepParameter(entry.key) else { continue }
            let scalars: [YAMLScalar]
            switch entry.value {
            case .sequence(let sequence):
                scalars = sequence.items.compactMap { scalar($0, "a value of '\(parameter.name)'") }
            default: scalars = scalar(entry.value, "'\(parameter.name)'").map { [$0] } ?? []
            }
            let values = scalars.compactMap { assignment(parameter, $0) }
            guard !values.isEmpty, values.count == scalars.count else { continue }
            axes.append((parameter, values))
        }
        guard !axes.isEmpty, diagnostics.isEmpty else {
            if diagnostics.isEmpty { fail("'matrix' needs at least one parameter", at: matrix.location) }
            return nil
        }
        // The product is counted before it is built: a few short lists can multiply past memory.
        let product = axes.reduce(1) { product, axis in min(product * axis.values.count, Self.sweepRunsMax + 1) }
        guard product <= Self.sweepRunsMax else {
            fail(
                "the matrix has more than \(Self.sweepRunsMax) combinations; at most \(Self.sweepRunsMax) simulations",
                at: matrix.location, help: "fewer parameters or fewer values")
            return nil
        }
        var combinations = axes.reduce([[Assignment]]([[]])) { product, axis in
            product.flatMap { prefix in axis.values.map { prefix + [$0] } }
        }
        let excludes = block.entry("exclude").map { partialAssignments($0.value, "'exclude'") } ?? []
        combinations.removeAll { combination in excludes.contains { Self.covers(combination, $0) } }
        let includes = block.entry("include").map { partialAssignments($0.value, "'include'") } ?? []
        combinations = Self.including(includes, in: combinations, matrix: axes.map(\.parameter))
        let variants = combinations.map(SweepVariant.init)
        guard !variants.isEmpty else {
            fail("the sweep has no variant left after 'exclude'", at: block.location)
            return nil
        }
        let baselineIndex = block.entry("baseline").flatMap { baseline(in: variants, $0.value) } ?? 0
        let seeds = block.entry("seeds").flatMap { sweepSeeds($0.value) } ?? [defaultSeed]
        if variants.count * seeds.count > Self.sweepRunsMax {
            fail(
                "the sweep asks for \(variants.count * seeds.count) simulations; at most \(Self.sweepRunsMax)",
                at: block.location, help: "fewer values or fewer seeds")
            return nil
        }
        var spec = SweepSpec(variants: variants, baselineIndex: baselineIndex, seeds: seeds)
        if let text = scalarValue(block, "looks", in: "'sweep'") {
            if let looks = Int(text.value), (1...Self.sequentialLooksMax).contains(looks), looks <= seeds.count {
                spec.looks = looks
            } else {
                fail(
                    "'\(text.value)' is not a number of looks from 1 to \(min(Self.sequentialLooksMax, seeds.count))",
                    at: text.location, length: text.length,
                    help: "write looks: 3 (three equal batches of the seeds); each batch needs at least one seed")
            }
        }
        return spec
    }

    private mutating func sweepParameter(_ key: YAMLScalar) -> SweepParameter? {
        if let parameter = SweepParameter(name: key.value) { return parameter }
        _ = reference(key, kind: "sweep parameter", known: SweepParameter.allNames)
        return nil
    }

    private mutating func assignment(_ parameter: SweepParameter, _ scalar: YAMLScalar) -> Assignment? {
        parsed(scalar, parameter.parse).map { Assignment(parameter: parameter, text: scalar.value, value: $0) }
    }

    /// `exclude` and `include` entries: each a mapping of parameters to single values.
    private mutating func partialAssignments(_ node: YAMLNode, _ what: String) -> [[Assignment]] {
        guard let items = list(node, what) else { return [] }
        return items.compactMap { entryAssignments($0, "an entry of \(what)") }
    }

    /// One mapping of parameters to single values; nil once a problem is reported.
    private mutating func entryAssignments(_ node: YAMLNode, _ what: String) -> [Assignment]? {
        guard let entry = mapping(node, what) else { return nil }
        let pairs = entry.entries.compactMap { pair -> Assignment? in
            guard let parameter = sweepParameter(pair.key), let value = scalar(pair.value, "'\(parameter.name)'") else {
                return nil
            }
            return assignment(parameter, value)
        }
        return pairs.count == entry.entries.count ? pairs : nil
    }

    /// Whether `combination` has every value `entry` names.
    static func covers(_ combination: [Assignment], _ entry: [Assignment]) -> Bool {
        entry.allSatisfy { wanted in
            combination.contains { $0.parameter == wanted.parameter && $0.value == wanted.value }
        }
    }

    /// GitHub's rule: an include entry's extra parameters join every combination whose matrix
    /// values it does not contradict (replacing what an earlier include added); an entry that
    /// joins none becomes a combination of its own.
    static func including(_ includes: [[Assignment]], in combinations: [[Assignment]], matrix: [SweepParameter])
        -> [[Assignment]]
    {
        var result = combinations
        for entry in includes {
            var joined = false
            for index in combinations.indices {
                let contradicts = entry.contains { wanted in
                    matrix.contains(wanted.parameter)
                        && result[index].contains { $0.parameter == wanted.parameter && $0.value != wanted.value }
                }
                guard !contradicts else { continue }
                joined = true
                for extra in entry {
                    if let existing = result[index].firstIndex(where: { $0.parameter == extra.parameter }) {
                        // A value an earlier include added may be replaced; the matrix's own may not.
                        if !matrix.contains(extra.parameter) { result[index][existing] = extra }
                    } else {
                        result[index].append(extra)
                    }
                }
            }
            if !joined { result.append(entry) }
        }
        return result
    }

    /// The variant `baseline:` names; it must name exactly one.
    private mutating func baseline(in variants: [SweepVariant], _ node: YAMLNode) -> Int? {
        guard let wanted = entryAssignments(node, "'baseline'") else { return nil }
        let matching = variants.indices.filter { Self.covers(variants[$0].assignments, wanted) }
        guard matching.count == 1 else {
            fail(
                matching.isEmpty
                    ? "'baseline' names no variant of the sweep"
                    : "'baseline' names \(matching.count) variants; name more parameters",
                at: node.location, help: "variants: " + variants.map(\.label).joined(separator: "; "))
            return nil
        }
        return matching[0]
    }

    /// `seeds: 30` (1 to 30), `seeds: 5..20`, or `seeds: [3, 7, 11]`.
    private mutating func sweepSeeds(_ node: YAMLNode) -> [UInt64]? {
        if case .sequence(let sequence) = node {
            let seeds = sequence.items.compactMap { item in scalar(item, "a seed").flatMap { UInt64($0.value) } }
            guard seeds.count == sequence.items.count, !seeds.isEmpty, Set(seeds).count == seeds.count else {
                fail("'seeds' lists distinct whole numbers", at: node.location, help: "write seeds: [1, 2, 3]")
                return nil
            }
            return seeds
        }
        guard let text = scalar(node, "'seeds'") else { return nil }
        let bounds = text.value.components(separatedBy: "..")
        // Sizes are checked before the list is made, so a huge count is an error, not an allocation.
        let countMax = UInt64(Self.sweepRunsMax)
        if bounds.count == 1, let count = UInt64(text.value), count >= 1 {
            guard count <= countMax else { return tooManySeeds(text) }
            return Array(1...count)
        }
        if bounds.count == 2, let low = UInt64(bounds[0]), let high = UInt64(bounds[1]), low <= high {
            guard high - low < countMax else { return tooManySeeds(text) }
            return Array(low...high)
        }
        fail(
            "'\(text.value)' is not a seed count or range", at: text.location, length: text.length,
            help: "write seeds: 30 (seeds 1 to 30), seeds: 5..20, or seeds: [3, 7, 11]")
        return nil
    }
}

extension ScenarioDecoder {
    private mutating func tooManySeeds(_ text: YAMLScalar) -> [UInt64]? {
        fail(
            "'\(text.value)' asks for more than \(Self.sweepRunsMax) seeds", at: text.location, length: text.length,
            help: "a sweep runs at most \(Self.sweepRunsMax) simulations (variants × seeds)")
        return nil
    }
}

extension ScenarioDecoder {
    /// `conclude:`: expectations over the sweep's variants, checked against the sweep now.
    mutating func decodeConclusions(_ node: YAMLNode, sweep: SweepSpec?, key: String = "conclude") -> [ExpectationSpec]
    {
        guard let items = list(node, "'\(key)'"), fitsExpectationLimit(items, node, key) else { return [] }
        guard let sweep else {
            fail(
                "'\(key)' needs a 'sweep' to conclude about", at: node.location,
                help: "add a sweep: block, or move these expectations to 'expect'")
            return []
        }
        return items.compactMap { item -> ExpectationSpec? in
            guard case .scalar(let scalar) = item else {
                fail(
                    "a conclusion is one line of text", at: item.location,
                    help: "quote expressions that contain ': ', e.g. - \"mean(x, rate: 5) > 1\"")
                return nil
            }
            return decodeConclusion(scalar, sweep: sweep)
        }
    }

    private mutating func decodeConclusion(_ scalar: YAMLScalar, sweep: SweepSpec) -> ExpectationSpec? {
        guard let expectation = parsedExpectation(scalar) else { return nil }
        var evaluator = Evaluator(source: expectation.text, evaluatesEveryBranch: true)
        do {
            let value = try evaluator.evaluate(
                expectation.expression, in: ConclusionEnvironment(sweep: sweep, runValues: nil))
            guard case .boolean = value else {
                fail(
                    "a conclusion must be true or false", at: scalar.location, length: scalar.length,
                    help: "compare it, e.g. mean(reward_minutes_per_day, conversion_rate: 15) < 30")
                return nil
            }
        } catch {
            fail(error.message, at: location(of: error.span, in: scalar), length: error.span.length, help: error.help)
            return nil
        }
        return ExpectationSpec(text: scalar.value, expectation: expectation, time: nil, location: scalar.location)
    }
}
