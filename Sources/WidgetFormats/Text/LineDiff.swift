/// A line diff between a golden file and what a test produced, shown in hunks with row numbers
/// and both versions of every differing row.
package enum LineDiff {
    enum Edit: Equatable {
        case same(expected: Int, actual: Int)
        case removed(expected: Int)
        case inserted(actual: Int)
    }

    /// The edits that turn `expected` into `actual`: the standard library's
    /// `difference(from:)` (a shortest edit script), read as an edit list in which the golden
    /// row of a changed pair comes first, so each pair reads − then +.
    static func edits(expected: [Substring], actual: [Substring]) -> [Edit] {
        var removed = Set<Int>(), inserted = Set<Int>()
        for change in actual.difference(from: expected) {
            switch change {
            case .remove(let offset, _, _): removed.insert(offset)
            case .insert(let offset, _, _): inserted.insert(offset)
            }
        }
        // Without its removals and insertions the two sides are the same rows, in order.
        var edits: [Edit] = []
        var i = 0, j = 0
        while i < expected.count || j < actual.count {
            if i < expected.count, removed.contains(i) {
                edits.append(.removed(expected: i))
                i += 1
            } else if j < actual.count, inserted.contains(j) {
                edits.append(.inserted(actual: j))
                j += 1
            } else {
                edits.append(.same(expected: i, actual: j))
                i += 1
                j += 1
            }
        }
        return edits
    }

    /// A readable diff, or `nil` when the texts are equal.
    ///
    /// ```
    /// @@ rows 3–4 @@
    ///    2 │ ╭ Sales ───╮
    /// −  3 │ │ $12.8K   │
    /// +  3 │ │ $12.9K   │
    ///    4 │ │ ▲ 12.4%  │
    /// ```
    /// `−` rows are the golden file's, `+` rows what the test produced; numbers are 1-based
    /// rows of each. A row that differs only in trailing spaces shows them as `·`.
    package static func render(expected: String, actual: String, context: Int = 2) -> String? {
        guard expected != actual else { return nil }
        // A golden checked out with Windows line endings is the same picture: its rows compare
        // without their carriage returns.
        if expected.contains("\r\n") {
            return render(expected: expected.replacing("\r\n", with: "\n"), actual: actual, context: context)
        }
        let e = expected.split(separator: "\n", omittingEmptySubsequences: false)
        let a = actual.split(separator: "\n", omittingEmptySubsequences: false)
        let edits = edits(expected: e, actual: a)
        let changed = edits.indices.filter { if case .same = edits[$0] { return false } else { return true } }
        guard !changed.isEmpty else { return nil }
        // Group changed edits into hunks with `context` unchanged rows around them.
        var hunks: [ClosedRange<Int>] = []
        for index in changed {
            let range = max(0, index - context)...min(edits.count - 1, index + context)
            if let last = hunks.last, range.lowerBound <= last.upperBound + 1 {
                hunks[hunks.count - 1] = last.lowerBound...max(last.upperBound, range.upperBound)
            } else {
                hunks.append(range)
            }
        }
        func show(_ line: Substring) -> String {
            var text = String(line)
            var trailing = 0
            while text.hasSuffix(" ") {
                text.removeLast()
                trailing += 1
            }
            return text + String(repeating: "·", count: trailing)
        }
        func number(_ n: Int) -> String {
            let s = String(n + 1)
            return String(repeating: " ", count: max(0, 4 - s.count)) + s
        }
        var out: [String] = []
        for hunk in hunks {
            let rows = edits[hunk].compactMap { edit -> Int? in
                switch edit {
                case .same(_, let j), .inserted(let j): return j + 1
                case .removed(let i): return i + 1
                }
            }
            out.append("@@ rows \(rows.min() ?? 0)–\(rows.max() ?? 0) @@")
            for edit in edits[hunk] {
                switch edit {
                case .same(_, let j): out.append("  \(number(j)) │ \(show(a[j]))")
                case .removed(let i): out.append("− \(number(i)) │ \(show(e[i]))")
                case .inserted(let j): out.append("+ \(number(j)) │ \(show(a[j]))")
                }
            }
        }
        return out.joined(separator: "\n")
    }
}
