/// The dashboard's pages: the home screen and the lock screen, where widgets are placed (the
/// dashboard file's `page`), and the gallery, which shows the focused home widget in every
/// family.
public enum DashboardPage: String, CaseIterable, Hashable, Sendable {
    case home
    case lock
    case gallery

    /// The key that opens it, and its place in the tab bar.
    public var number: Int {
        switch self {
        case .home: 1
        case .lock: 2
        case .gallery: 3
        }
    }

    /// Its name in the tab bar.
    public var title: String {
        switch self {
        case .home: "Home"
        case .lock: "Lock"
        case .gallery: "Gallery"
        }
    }

    /// Whether widgets can be placed on it.
    public var holdsWidgets: Bool { self != .gallery }
}
