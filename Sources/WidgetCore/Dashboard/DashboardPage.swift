/// The dashboard's pages: the home screen and the lock screen, where widgets are placed (the
/// dashboard file's `page`), and the gallery, which shows the focused home widget in every
/// family.
package enum DashboardPage: String, CaseIterable, Hashable, Sendable {
    case home
    case lock
    case gallery

    /// The key that opens it, and its place in the tab bar.
    package var number: Int {
        switch self {
        case .home: 1
        case .lock: 2
        case .gallery: 3
        }
    }

    /// Its name in the tab bar.
    package var title: String {
        switch self {
        case .home: "Home"
        case .lock: "Lock"
        case .gallery: "Gallery"
        }
    }

    /// Whether widgets can be placed on it.
    package var holdsWidgets: Bool { self != .gallery }
}
