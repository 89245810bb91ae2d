/// "Did you mean" suggestions for misspelt keys and names.
public enum NearestMatch {
    /// The closest candidate by edit distance (Damerau–Levenshtein in its optimal string
    /// alignment form, case-insensitive) when it is close enough
    /// (distance <= max(1, word.count / 3)) or a candidate has `word` as a prefix; ties are
    /// broken by the candidate's text so the answer never depends on input order.
    public static func suggestion(for word: String, among candidates: [String]) -> String? {
        guard !word.isEmpty else {
            return nil
        }
        let wordLowered = Array(word.lowercased())
        let distanceMax = max(1, word.count / 3)
        var best: (distance: Int, candidate: String)?
        for candidate in candidates where candidate != word {
            let candidateLowered = Array(candidate.lowercased())
            let distance = editDistance(wordLowered, candidateLowered)
            let isPrefix = candidateLowered.starts(with: wordLowered)
            guard distance <= distanceMax || isPrefix else {
                continue
            }
            if let current = best {
                if (distance, candidate) < (current.distance, current.candidate) {
                    best = (distance, candidate)
                }
            } else {
                best = (distance, candidate)
            }
        }
        return best?.candidate
    }

    /// Insertions, deletions, substitutions and swaps of two neighbours each cost one.
    static func editDistance(_ source: [Character], _ target: [Character]) -> Int {
        if source.isEmpty { return target.count }
        if target.isEmpty { return source.count }
        let width = target.count + 1
        // Three rows suffice: a swap looks back two rows.
        var beforePrevious = [Int](repeating: 0, count: width)
        var previous = Array(0...target.count)
        var current = [Int](repeating: 0, count: width)
        for sourceIndex in 1...source.count {
            current[0] = sourceIndex
            for targetIndex in 1...target.count {
                let substitution = source[sourceIndex - 1] == target[targetIndex - 1] ? 0 : 1
                var cost = min(
                    previous[targetIndex] + 1,
                    current[targetIndex - 1] + 1,
                    previous[targetIndex - 1] + substitution
                )
                if sourceIndex > 1, targetIndex > 1,
                   source[sourceIndex - 1] == target[targetIndex - 2],
                   source[sourceIndex - 2] == target[targetIndex - 1] {
                    cost = min(cost, beforePrevious[targetIndex - 2] + 1)
                }
                current[targetIndex] = cost
            }
            (beforePrevious, previous, current) = (previous, current, beforePrevious)
        }
        return previous[target.count]
    }
}
