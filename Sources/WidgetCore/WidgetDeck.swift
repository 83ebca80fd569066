/// The program's name and version, as `--version` prints them and HTTP requests name them
/// (`User-Agent: widgetdeck/0.2.0`).
package enum WidgetDeck {
    package static let version = "0.2.0"
    package static let userAgent = "widgetdeck/\(version)"
}
