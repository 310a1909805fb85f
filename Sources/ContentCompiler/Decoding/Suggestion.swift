/// "Did you mean" suggestions for misspelt keys and values.
enum Suggestion {
    /// The candidate closest to `word`, if one is close enough to be a likely typo.
    ///
    /// Case-insensitive equality always matches; otherwise the edit distance may
    /// be at most a third of the word's length (at least 1, at most 3).
    static func closest(to word: String, in candidates: some Sequence<String>) -> String? {
        let lowered = word.lowercased()
        var best: (candidate: String, distance: Int)?
        for candidate in candidates {
            let distance = candidate.lowercased() == lowered
                ? 0 : editDistance(Array(lowered.unicodeScalars), Array(candidate.lowercased().unicodeScalars))
            if distance < (best?.distance ?? .max) { best = (candidate, distance) }
        }
        guard let best else { return nil }
        let allowed = min(3, max(1, word.unicodeScalars.count / 3))
        return best.distance <= allowed ? best.candidate : nil
    }

    /// `; did you mean 'x'?`, or an empty string.
    static func clause(for word: String, in candidates: some Sequence<String>) -> String {
        closest(to: word, in: candidates).map { "; did you mean '\($0)'?" } ?? ""
    }

    /// Levenshtein distance with transpositions counted as one edit.
    private static func editDistance(_ a: [Unicode.Scalar], _ b: [Unicode.Scalar]) -> Int {
        if a.isEmpty { return b.count }
        if b.isEmpty { return a.count }
        var previousPrevious = [Int](repeating: 0, count: b.count + 1)
        var previous = Array(0...b.count)
        var current = [Int](repeating: 0, count: b.count + 1)
        for i in 1...a.count {
            current[0] = i
            for j in 1...b.count {
                let cost = a[i - 1] == b[j - 1] ? 0 : 1
                current[j] = min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + cost)
                if i > 1, j > 1, a[i - 1] == b[j - 2], a[i - 2] == b[j - 1] {
                    current[j] = min(current[j], previousPrevious[j - 2] + 1)
                }
            }
            (previousPrevious, previous, current) = (previous, current, previousPrevious)
        }
        return previous[b.count]
    }
}
