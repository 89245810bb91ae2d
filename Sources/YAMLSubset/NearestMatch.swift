/// "Did you mean" suggestions for misspelt keys and names.
public enum NearestMatch {
    /// The closest candidate by edit distance (Damerau–Levenshtein in its optimal string
    /// alignment form, case-insensitive) when it is close enough
    /// (distance <= max(1, word.count / 3)) or a candidate has `word` as a prefix; ties are
    /// broken by the candidate's text so the answer never depends on input order.
    ///
    /// The search is bounded: words longer than ``wordLengthMax`` get no suggestion, only the
    /// first ``candidatesMax`` candidates are compared, and a candidate whose length alone
    /// rules it out costs no comparison — one suggestion never costs more than a few
    /// milliseconds, however large the file.
    public static func suggestion(for word: String, among candidates: [String]) -> String? {
        let wordLength = word.unicodeScalars.count
        guard !word.isEmpty, wordLength <= wordLengthMax else {
            return nil
        }
        let wordLowered = Array(word.lowercased())
        let distanceMax = max(1, word.count / 3)
        var best: (distance: Int, candidate: String)?
        for candidate in candidates.prefix(candidatesMax) where candidate != word {
            let candidateLength = candidate.unicodeScalars.count
            guard candidateLength <= wordLengthMax * 2,
                candidateLength >= wordLength - distanceMax
            else { continue }
            let candidateLowered = Array(candidate.lowercased())
            let isPrefix = candidateLowered.starts(with: wordLowered)
            guard isPrefix || candidateLength <= wordLength + distanceMax else { continue }
            let distance = editDistance(wordLowered, candidateLowered)
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

    public static let wordLengthMax = 64
    public static let candidatesMax = 5_000

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
                    source[sourceIndex - 2] == target[targetIndex - 1]
                {
                    cost = min(cost, beforePrevious[targetIndex - 2] + 1)
                }
                current[targetIndex] = cost
            }
            (beforePrevious, previous, current) = (previous, current, beforePrevious)
        }
        return previous[target.count]
    }
}
