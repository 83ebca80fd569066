/// The compiler's errors without the ones widgetdeck's `#Preview` expansion makes only because
/// of another error: a `#Preview` is recorded in a section of the program, which needs its
/// registration to be a compile-time constant, and when an earlier error of the module (a data
/// race in Swift 6 mode, say) stops the compiler's mandatory passes, every `#Preview` of the
/// module fails that check too — two errors each, in widgetdeck's expansion, naming no mistake
/// of the team's. They are left out when the module has errors of its own, and a note says
/// which previews compile once those are fixed; alone, they are kept as the compiler said them.
enum PreviewMacroNoise {
    /// `output` (swiftc's diagnostics, blocks separated by blank lines) without the `#Preview`
    /// registration errors that follow from its other errors, with a note naming those previews.
    static func strip(_ output: String) -> String {
        let lines = output.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        // Blocks: runs of lines up to and including the blank line that ends them.
        var blocks: [[String]] = [[]]
        for line in lines {
            blocks[blocks.count - 1].append(line)
            if line.isEmpty { blocks.append([]) }
        }
        let noise = blocks.map(isRegistrationError)
        let ownErrors = zip(blocks, noise).contains { block, isNoise in !isNoise && block.contains(where: isTopLevelError) }
        guard ownErrors, noise.contains(true) else { return output }
        var previews: [String] = []
        for (block, isNoise) in zip(blocks, noise) where isNoise {
            if let place = expansionPlace(block), !previews.contains(place) { previews.append(place) }
        }
        var kept = zip(blocks, noise).filter { !$0.1 }.map(\.0)
        let note =
            "note: \(previews.isEmpty ? "the module's #Preview" : "#Preview at " + previews.joined(separator: ", ")) left out of these "
            + "errors: widgetdeck's expansion cannot register \(previews.count == 1 ? "it" : "them") while the errors above stand, and "
            + "will once they are fixed (not a mistake in your code)"
        // After the last error, before the compiler's footnotes.
        let last = kept.lastIndex { $0.contains(where: isTopLevelError) } ?? kept.count - 1
        kept.insert([note, ""], at: last + 1)
        return kept.flatMap { $0 }.joined(separator: "\n")
    }

    /// Whether a block is one of the two errors a `#Preview` registration gives.
    static func isRegistrationError(_ block: [String]) -> Bool {
        guard let first = block.first(where: { !$0.isEmpty }), first.hasPrefix("macro expansion #Preview"),
            first.contains(": error: ")
        else { return false }
        return first.contains("'@const' value should be initialized with a compile-time value")
            || first.contains("global variable must be a compile-time constant to use @section attribute")
    }

    /// An error line as swiftc starts a diagnostic (not the echo under a source line).
    static func isTopLevelError(_ line: String) -> Bool {
        line.contains(": error: ") && !line.hasPrefix(" ") && !line.hasPrefix("`") && !line.hasPrefix("|")
    }

    /// `File.swift:LINE` of the `#Preview` a block expands, from its "in expansion of macro" echo.
    static func expansionPlace(_ block: [String]) -> String? {
        // "`- /path/File.swift:24:2: note: expanded code originates here", then the source lines,
        // one of them followed by "`- note: in expansion of macro 'Preview' here".
        guard let origin = block.first(where: { $0.contains(": note: expanded code originates here") }),
            let path = origin.split(separator: " ").dropFirst().first?.split(separator: ":").first
        else { return nil }
        let file = path.split(separator: "/").last.map(String.init) ?? String(path)
        for (index, line) in block.enumerated() where line.contains("in expansion of macro 'Preview' here") && index > 0 {
            let number = String(block[index - 1].split(separator: "|").first ?? "").filter { $0 != " " }
            if Int(number) != nil { return "\(file):\(number)" }
        }
        return file
    }
}
