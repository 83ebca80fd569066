#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// A min-heap of (date, slot, generation): the runner's one schedule. A slot that reschedules
/// bumps its generation, and older entries are skipped when they surface, so rescheduling costs
/// one push.
struct WakeHeap {
    private(set) var items: [(date: Date, slot: Int, generation: Int)] = []

    var isEmpty: Bool { items.isEmpty }
    var top: (date: Date, slot: Int, generation: Int)? { items.first }

    /// - Complexity: O(log n).
    mutating func push(_ date: Date, slot: Int, generation: Int) {
        items.append((date, slot, generation))
        var child = items.count - 1
        while child > 0 {
            let parent = (child - 1) / 2
            guard items[child].date < items[parent].date else { break }
            items.swapAt(child, parent)
            child = parent
        }
    }

    /// - Complexity: O(log n).
    mutating func pop() -> (date: Date, slot: Int, generation: Int)? {
        guard !items.isEmpty else { return nil }
        items.swapAt(0, items.count - 1)
        let result = items.removeLast()
        var parent = 0
        while true {
            let left = 2 * parent + 1, right = left + 1
            var smallest = parent
            if left < items.count && items[left].date < items[smallest].date { smallest = left }
            if right < items.count && items[right].date < items[smallest].date { smallest = right }
            if smallest == parent { break }
            items.swapAt(parent, smallest)
            parent = smallest
        }
        return result
    }
}
