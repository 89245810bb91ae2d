/// Writes a file with every chosen mutant compiled in behind one run-time switch (mutant
/// schemata): `a < b` becomes `(__mutantActive(17) ? a <= b : __mutantActive(18) ? a >= b : a < b)`,
/// a removed statement `if __mutantActive(40) {} else { x.append(y) }`. Nested sites are
/// wrapped inside each branch, so each mutant changes its own site and nothing else.
///
/// It also records where each branch landed in the output, so that a compiler error can be
/// traced back to the mutant that caused it.
struct SchemataWriter {
    /// Where one branch of one site's wrapper sits in the written file (UTF-8 offsets).
    struct Branch {
        let range: Range<Int>
        /// The mutant whose branch this is; nil for the original branch or the whole wrapper.
        let mutantID: Int?
        /// Every mutant of the wrapper, for an error in its original branch.
        let siteMutantIDs: [Int]
    }

    let file: MutationSourceFile
    /// (site, variant) → mutant id, for the mutants compiled in.
    let chosen: [SiteVariant: Int]

    struct SiteVariant: Hashable {
        let site: Int
        let variant: Int
    }

    private var output: [UInt8] = []
    private var branches: [Branch] = []
    private let bytes: [UInt8]
    /// For each site, the sites directly inside it; `-1` holds the top level.
    private let children: [Int: [Int]]

    init(file: MutationSourceFile, chosen: [SiteVariant: Int]) {
        self.file = file
        self.chosen = chosen
        bytes = Array(file.text.utf8)
        var children: [Int: [Int]] = [:]
        var stack: [Int] = []
        for (index, site) in file.sites.enumerated() {
            while let last = stack.last, file.sites[last].lastToken < site.firstToken { stack.removeLast() }
            children[stack.last ?? -1, default: []].append(index)
            stack.append(index)
        }
        self.children = children
    }

    mutating func write() -> (text: String, branches: [Branch]) {
        output = []
        branches = []
        renderRange(from: 0, to: bytes.count, sites: children[-1] ?? [], replacements: [])
        return (String(decoding: output, as: UTF8.self), branches)
    }

    private mutating func append(_ text: String) { output += Array(text.utf8) }

    /// Source bytes `from..<to`, with `sites` (all inside it) wrapped and `replacements` applied.
    private mutating func renderRange(from: Int, to: Int, sites: [Int], replacements: [MutationSite.Replacement]) {
        var cursor = from
        var pieces: [(start: Int, end: Int, site: Int?, text: String?)] = sites.map { index in
            let site = file.sites[index]
            return (file.tokens[site.firstToken].start, file.tokens[site.lastToken].end, index, nil)
        }
        pieces += replacements.map { (file.tokens[$0.token].start, file.tokens[$0.token].end, nil, $0.text) }
        for piece in pieces.sorted(by: { $0.start < $1.start }) {
            output += bytes[cursor..<piece.start]
            if let site = piece.site { renderSite(site) } else { append(piece.text ?? "") }
            cursor = piece.end
        }
        output += bytes[cursor..<to]
    }

    private mutating func renderSpan(_ index: Int, replacements: [MutationSite.Replacement]) {
        let site = file.sites[index]
        renderRange(
            from: file.tokens[site.firstToken].start, to: file.tokens[site.lastToken].end,
            sites: children[index] ?? [], replacements: replacements)
    }

    private mutating func renderSite(_ index: Int) {
        let site = file.sites[index]
        let variants = site.variants.indices.compactMap { variant in
            chosen[SiteVariant(site: index, variant: variant)].map { (variant, $0) }
        }
        guard !variants.isEmpty else {
            renderSpan(index, replacements: [])
            return
        }
        let ids = variants.map(\.1)
        let wrapperStart = output.count
        switch site.style {
        case .expression:
            append("(")
            for (variant, id) in variants {
                append("__mutantActive(\(id)) ? ")
                let start = output.count
                renderSpan(index, replacements: site.variants[variant].replacements)
                branches.append(Branch(range: start..<output.count, mutantID: id, siteMutantIDs: ids))
                append(" : ")
            }
            renderSpan(index, replacements: [])
            append(")")
        case .statement:
            for (variant, id) in variants {
                append("if __mutantActive(\(id)) { ")
                let start = output.count
                if !site.variants[variant].removesSpan {
                    renderSpan(index, replacements: site.variants[variant].replacements)
                }
                branches.append(Branch(range: start..<output.count, mutantID: id, siteMutantIDs: ids))
                append(" } else ")
            }
            append("{ ")
            renderSpan(index, replacements: [])
            append(" }")
        }
        branches.append(Branch(range: wrapperStart..<output.count, mutantID: nil, siteMutantIDs: ids))
    }

    /// The mutants to drop for a compiler error at UTF-8 `offset` of the written file: the
    /// innermost mutated branch holding it, else every mutant of the innermost wrapper, else
    /// the nearest removed statement (a removal can break what encloses it: a closure left
    /// without its value, an initialiser without its `self.init`, reported at the closing brace).
    static func culprits(at offset: Int, in branches: [Branch]) -> [Int] {
        let holding = branches.filter { $0.range.contains(offset) || $0.range.upperBound == offset }
            .sorted { $0.range.count < $1.range.count }
        if let mutated = holding.first(where: { $0.mutantID != nil }), let id = mutated.mutantID { return [id] }
        if let wrapper = holding.first { return wrapper.siteMutantIDs }
        let removals = branches.filter { $0.mutantID != nil && $0.range.isEmpty }
        let nearest = removals.min { abs($0.range.lowerBound - offset) < abs($1.range.lowerBound - offset) }
        return nearest?.mutantID.map { [$0] } ?? []
    }

    /// The helper each mutated module gets in the scratch copy (never in the package):
    /// `REWARDSIM_MUTANT` read once; with `REWARDSIM_MUTANT_COVERAGE=PATH`, every wrapper
    /// evaluated is recorded and written to `PATH-MODULE` when the process exits.
    static func helper(module: String, idMax: Int) -> String {
        """
        // Written by rewardsim mutate into its scratch copy of the package; the package has no such file.
        #if canImport(Glibc)
        import Glibc
        #elseif canImport(Darwin)
        import Darwin
        #endif

        let __mutantSelected: Int = getenv("REWARDSIM_MUTANT").flatMap { Int(String(cString: $0)) } ?? 0
        let __mutantCoveragePath: String? = getenv("REWARDSIM_MUTANT_COVERAGE").map { String(cString: $0) }
        nonisolated(unsafe) let __mutantReached: UnsafeMutablePointer<UInt8> = {
            let table = UnsafeMutablePointer<UInt8>.allocate(capacity: \(idMax + 1))
            table.initialize(repeating: 0, count: \(idMax + 1))
            if __mutantCoveragePath != nil { atexit { __mutantWriteCoverage() } }
            return table
        }()

        func __mutantWriteCoverage() {
            guard let path = __mutantCoveragePath, let file = fopen(path + "-\(module)", "w") else { return }
            for id in 0...\(idMax) where __mutantReached[id] != 0 { fputs("\\(id)\\n", file) }
            fclose(file)
        }

        // Usable from inlinable code: a public function's default argument may hold a mutant.
        @usableFromInline func __mutantActive(_ id: Int) -> Bool {
            if __mutantCoveragePath != nil { __mutantReached[id] = 1 }
            return id == __mutantSelected
        }

        """
    }
}
