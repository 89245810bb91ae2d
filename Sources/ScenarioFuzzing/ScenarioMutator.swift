import SimulationKernel

/// Mutates scenario files the way a careless user or an attacker would: a number swapped for
/// a boundary value, a line duplicated a thousand times, a token dropped where it changes the
/// structure, a byte broken. It works on lines and tokens rather than bits, so most mutants
/// still parse far enough to reach the decoder and the expectation language.
public struct ScenarioMutator {
    private var random: SeededRandom
    private let seeds: [[UInt8]]

    /// `seeds` are the files mutants start from (at least one).
    public init(seeds: [[UInt8]], seed: UInt64) {
        precondition(!seeds.isEmpty, "mutation needs a file to start from")
        self.seeds = seeds
        random = SeededRandom(seed: seed)
    }

    /// A fresh mutant: one of the seed files with one to four mutations.
    public mutating func next() -> [UInt8] {
        var bytes = seeds[index(below: seeds.count)]
        let count = 1 + index(below: 4)
        for _ in 0..<count { bytes = mutate(bytes) }
        return bytes
    }

    /// One mutation of `bytes`; the outcome is at most twice the input and 512 KiB larger.
    public mutating func mutate(_ bytes: [UInt8]) -> [UInt8] {
        var lines = split(bytes)
        if lines.isEmpty { lines = [[]] }
        let line = index(below: lines.count)
        switch index(below: 11) {
        case 0: lines[line] = replacingNumber(in: lines[line], with: pick(FuzzDictionary.numbers))
        case 1: lines[line] = replacingNumber(in: lines[line], with: pick(FuzzDictionary.durations), unit: true)
        case 2: lines[line] = inserting(Array(pick(FuzzDictionary.tokens).utf8), into: lines[line])
        case 3: lines[line] = deletingRange(of: lines[line])
        case 4:
            // Huge mutants are few: each costs a thousand small ones, and one per cent of them
            // is enough to keep the exhaustion limits honest.
            let copies = index(below: 100) == 0 ? [1_000, 10_000][index(below: 2)] : [2, 3, 10, 100][index(below: 4)]
            let block = Array(lines[line..<min(lines.count, line + 1 + index(below: 4))])
            let repeated = Array(repeating: block, count: copies).joined()
            lines.insert(contentsOf: repeated.prefix(max(1, (512 << 10) / max(1, block.joined().count + 1))), at: line)
        case 5: lines.swapAt(line, index(below: lines.count))
        case 6:
            let spaces = index(below: 5)
            lines[line] =
                index(below: 2) == 0
                ? Array(repeating: UInt8(ascii: " "), count: spaces) + lines[line]
                : Array(lines[line].dropFirst(spaces))
        case 7:
            let pattern = Array(["f(", ".a", "[", "- ", "(", "not ", "-", "  a:\n"][index(below: 8)].utf8)
            let times = index(below: 100) == 0 ? 50_000 : [2, 10, 100, 1_000][index(below: 4)]
            lines[line] = inserting(Array(repeating: pattern, count: times).flatMap { $0 }, into: lines[line])
        case 8:
            if !lines[line].isEmpty {
                lines[line][index(below: lines[line].count)] = UInt8(truncatingIfNeeded: index(below: 256))
            }
        case 9:
            let other = split(seeds[index(below: seeds.count)])
            if !other.isEmpty { lines.insert(other[index(below: other.count)], at: line) }
        default:
            lines.remove(at: line)
        }
        return Array(lines.map { $0 + [UInt8(ascii: "\n")] }.joined())
    }

    private func split(_ bytes: [UInt8]) -> [[UInt8]] {
        bytes.split(separator: UInt8(ascii: "\n"), omittingEmptySubsequences: false).map(Array.init)
    }

    /// The first run of digits in `line` (with its unit when `unit`) replaced by `value`; the
    /// value goes at a random place when the line has no number.
    private mutating func replacingNumber(in line: [UInt8], with value: String, unit: Bool = false) -> [UInt8] {
        let isDigit = { (byte: UInt8) in (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte) }
        guard let start = line.firstIndex(where: isDigit) else { return inserting(Array(value.utf8), into: line) }
        var end = line[start...].firstIndex { !isDigit($0) } ?? line.endIndex
        if unit {
            end = line[end...].firstIndex { !(UInt8(ascii: "a")...UInt8(ascii: "z")).contains($0) } ?? line.endIndex
        }
        return Array(line[..<start]) + Array(value.utf8) + Array(line[end...])
    }

    private mutating func inserting(_ insert: [UInt8], into line: [UInt8]) -> [UInt8] {
        let at = index(below: line.count + 1)
        return Array(line[..<at]) + insert + Array(line[at...])
    }

    private mutating func deletingRange(of line: [UInt8]) -> [UInt8] {
        guard !line.isEmpty else { return line }
        let start = index(below: line.count)
        let end = min(line.count, start + 1 + index(below: 8))
        return Array(line[..<start]) + Array(line[end...])
    }

    private mutating func pick(_ values: [String]) -> String {
        values[index(below: values.count)]
    }

    private mutating func index(below count: Int) -> Int {
        Int(random.int(below: Int64(count)))
    }
}
