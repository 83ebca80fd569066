/// The program's name and version, as `--version` prints them and HTTP requests name them
/// (`User-Agent: widgetdeck/0.2.0`).
public enum WidgetDeck {
    public static let version = "0.2.0"
    public static let userAgent = "widgetdeck/\(version)"
}
