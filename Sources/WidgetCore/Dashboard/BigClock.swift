/// Digits five rows tall, for the lock screen's clock.
enum BigClock {
    static let glyphs: [Character: [String]] = [
        "0": ["███", "█ █", "█ █", "█ █", "███"],
        "1": [" █ ", "██ ", " █ ", " █ ", "███"],
        "2": ["███", "  █", "███", "█  ", "███"],
        "3": ["███", "  █", "███", "  █", "███"],
        "4": ["█ █", "█ █", "███", "  █", "  █"],
        "5": ["███", "█  ", "███", "  █", "███"],
        "6": ["███", "█  ", "███", "█ █", "███"],
        "7": ["███", "  █", "  █", "  █", "  █"],
        "8": ["███", "█ █", "███", "█ █", "███"],
        "9": ["███", "█ █", "███", "  █", "███"],
        ":": [" ", "█", " ", "█", " "],
    ]

    /// The rows of `text` (digits and colons) in big glyphs, one column apart.
    static func rows(_ text: String) -> [String] {
        (0..<5).map { row in
            text.compactMap { glyphs[$0]?[row] }.joined(separator: " ")
        }
    }
}
