/// Which widget of each Smart Stack shows, as WidgetKit's Smart Rotate decides: the member
/// whose entry in force is the most relevant (``EntryRelevance``; no relevance is 0, a tie goes
/// to the earlier in the dashboard file). A member turned to by hand (`]`, `[`) stays until
/// relevance puts another on top than the one on top when it was turned to.
///
/// ```swift
/// var rotation = StackRotation()
/// let members = ["sales", "fulfill"]
/// rotation.shown(of: "today", members: members) { ["fulfill": 42][$0] ?? 0 }   // "fulfill"
/// rotation.turn("today", members: members, by: 1) { ["fulfill": 42][$0] ?? 0 } // to "sales"
/// ```
package struct StackRotation: Hashable, Sendable {
    /// A member turned to by hand, and the member relevance had on top then.
    struct Pick: Hashable, Sendable {
        var member: String
        var top: String
    }

    private var picks: [String: Pick] = [:]

    package init() {}

    /// The most relevant of `members` (in the file's order), by `score`.
    package static func top(of members: [String], score: (String) -> Double) -> String? {
        var best: (id: String, score: Double)?
        for id in members {
            let s = score(id)
            if best == nil || s > best!.score { best = (id, s) }
        }
        return best?.id
    }

    /// The member of `stack` that shows.
    package func shown(of stack: String, members: [String], score: (String) -> Double) -> String? {
        guard let top = Self.top(of: members, score: score) else { return nil }
        if let pick = picks[stack], pick.top == top, members.contains(pick.member) { return pick.member }
        return top
    }

    /// Whether the member that shows was turned to by hand rather than put there by relevance.
    package func isPicked(_ stack: String, members: [String], score: (String) -> Double) -> Bool {
        guard let pick = picks[stack], members.contains(pick.member) else { return false }
        return Self.top(of: members, score: score) == pick.top && pick.member != pick.top
    }

    /// Turns `stack` by `step` members (1 the next, -1 the one before, wrapping).
    package mutating func turn(_ stack: String, members: [String], by step: Int, score: (String) -> Double) {
        guard members.count > 1, let top = Self.top(of: members, score: score),
            let current = shown(of: stack, members: members, score: score), let i = members.firstIndex(of: current)
        else { return }
        let n = members.count
        picks[stack] = Pick(member: members[((i + step) % n + n) % n], top: top)
    }
}
