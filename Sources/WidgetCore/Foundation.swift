// The one place the core says which Foundation it uses: FoundationEssentials (Date, Data,
// JSON) wherever it exists, never the internationalisation half that loads ICU (see
// DECISIONS.md, "No ICU on the hot path"). Re-exported, so no other file of the core — and no
// client — repeats the condition.
#if canImport(FoundationEssentials)
@_exported import FoundationEssentials
#else
@_exported import Foundation
#endif

/// The program's name and version, as `--version` prints them and HTTP requests name them
/// (`User-Agent: widgetdeck/0.2.0`).
public enum WidgetDeck {
    public static let version = "0.2.0"
    public static let userAgent = "widgetdeck/\(version)"
}
