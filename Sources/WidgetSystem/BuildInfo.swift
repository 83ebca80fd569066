import CBuildInfo

/// What this binary carries from the repository it was built from: the commit, and the
/// documentation pages (docs/*.md) that `widgetdeck help TOPIC` prints — so an installed binary
/// explains itself without the repository beside it.
package enum BuildInfo {
    /// The commit the binary was built from (`0123abcd4567`, with `+changes` when the sources
    /// differed from it), or `unknown` for a build that bin/build did not stamp.
    package static var commit: String { String(cString: widgetdeck_commit()) }

    /// One documentation page: its file name in docs/ (`widgets.md`) and its Markdown.
    package struct Page: Sendable {
        package var file: String
        package var text: String
        /// The page's title: its first `# ` heading.
        package var title: String {
            let first = text.split(separator: "\n", maxSplits: 1).first.map(String.init) ?? file
            return first.hasPrefix("# ") ? String(first.dropFirst(2)) : first
        }
    }

    /// Every page, in file-name order.
    package static var pages: [Page] {
        (0..<widgetdeck_page_count()).compactMap { index in
            var name: UnsafePointer<CChar>?
            var text: UnsafePointer<CChar>?
            var length = 0
            guard widgetdeck_page(index, &name, &text, &length) != 0, let name, let text else { return nil }
            let bytes = UnsafeRawBufferPointer(start: text, count: length)
            return Page(file: String(cString: name), text: String(decoding: bytes, as: UTF8.self))
        }
    }
}
