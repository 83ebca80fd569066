/// "Did you mean": the nearest of a few known words to one that was mistyped.
package enum Suggestion {
    /// The candidate closest to `word` by edit distance, when it is within `maxDistance` edits
    /// (default: a third of the word, at least 2) — otherwise `nil`, so a wild guess is never
    /// offered.
    ///
    ///     Suggestion.nearest(to: "rendr", in: ["render", "screen"])   // "render"
    ///
    /// - Complexity: O(n × m²) for n candidates of length m.
    package static func nearest(to word: String, in candidates: [String], maxDistance: Int? = nil) -> String? {
        let limit = maxDistance ?? max(2, word.count / 3)
        let scored = candidates.map { (candidate: $0, distance: editDistance($0.lowercased(), word.lowercased())) }
        guard let best = scored.min(by: { $0.distance < $1.distance }), best.distance <= limit else { return nil }
        return best.candidate
    }
}

/// The Levenshtein distance between two short strings, for "did you mean".
package func editDistance(_ a: String, _ b: String) -> Int {
    let a = Array(a), b = Array(b)
    var previous = Array(0...b.count)
    for i in 1...max(1, a.count) where !a.isEmpty {
        var current = [i] + [Int](repeating: 0, count: b.count)
        for j in 1...max(1, b.count) where !b.isEmpty {
            current[j] = min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + (a[i - 1] == b[j - 1] ? 0 : 1))
        }
        previous = current
    }
    return a.isEmpty ? b.count : previous[b.count]
}
