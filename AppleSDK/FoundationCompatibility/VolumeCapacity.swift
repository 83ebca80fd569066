// The capacities a phone reports for "important" and "opportunistic" storage, which Linux's
// Foundation does not know. A phone counts purgeable space in them; Linux has none, so each is
// the volume's available capacity, read through the key Linux's Foundation does answer.
import Foundation

extension URLResourceKey {
    /// Asks for the volume's available capacity (what `volumeAvailableCapacityForImportantUsage` reads).
    public static var volumeAvailableCapacityForImportantUsageKey: URLResourceKey { .volumeAvailableCapacityKey }
    public static var volumeAvailableCapacityForOpportunisticUsageKey: URLResourceKey { .volumeAvailableCapacityKey }
}

extension URLResourceValues {
    public var volumeAvailableCapacityForImportantUsage: Int64? { volumeAvailableCapacity.map(Int64.init) }
    public var volumeAvailableCapacityForOpportunisticUsage: Int64? { volumeAvailableCapacity.map(Int64.init) }
}
