// What Apple's date formatter has and Linux's lacks: its formatting context.
import Foundation

extension DateFormatter {
    /// Where the text stands in a sentence (Apple's `formattingContext`): kept, and read back,
    /// per formatter. Linux's formatter capitalises every context as standalone, which only
    /// changes relative words ("Today" in mid-sentence); said once when a context asks otherwise.
    public var formattingContext: Formatter.Context {
        get { formattingContexts.withLock { $0[ObjectIdentifier(self)]?.context } ?? .unknown }
        set {
            formattingContexts.withLock { table in
                table = table.filter { $0.value.formatter != nil }  // forget formatters gone
                table[ObjectIdentifier(self)] = _KeptContext(formatter: self, context: newValue)
            }
            if newValue == .middleOfSentence || newValue == .beginningOfSentence {
                sayOnceOnStandardError(
                    "widgetdeck: DateFormatter.formattingContext is kept but not applied on Linux: relative dates read as standalone (\"Today\")"
                )
            }
        }
    }
}

private struct _KeptContext {
    weak var formatter: DateFormatter?
    let context: Formatter.Context
}

private let formattingContexts = _FormattingContexts()
private final class _FormattingContexts: @unchecked Sendable {
    private let lock = NSLock()
    private var table: [ObjectIdentifier: _KeptContext] = [:]
    func withLock<R>(_ body: (inout [ObjectIdentifier: _KeptContext]) -> R) -> R {
        lock.lock()
        defer { lock.unlock() }
        return body(&table)
    }
}
