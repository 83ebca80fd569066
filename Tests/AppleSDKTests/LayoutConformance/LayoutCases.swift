/// The conformance suite's cases, by area.
enum LayoutCases {
    static let all: [LayoutCase] = stacks + frames + layers + spacersAndGrids + guides + originals

    // The departures from SwiftUI the suite found (issue 41's list); a case naming one runs as a
    // known issue until it is fixed.
    static let flexibility = "a stack measures flexibility at the width it has, not between proposals of 0 and ∞ (item 1)"
    static let zstackPriority = "a ZStack ignores layoutPriority (item 3)"
    static let overflow = "a view larger than its room is cut and laid out smaller instead of overflowing (item 4)"
    static let flexibleFrame = "a flexible frame answers its child's size and does not normalise its bounds (item 5)"
    static let eachView = "a modifier on several views wraps them in one VStack; several layers are a VStack (item 6)"
    static let gridColumns = "Grid columns are equal shares of the width, not their widest cell's (item 7)"
    static let spacerWaits = "a Spacer takes only what the other views leave instead of sharing as a flexible view"
}
