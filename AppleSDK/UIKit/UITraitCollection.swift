import Foundation

/// The light or dark appearance (Apple's `UIUserInterfaceStyle`).
public enum UIUserInterfaceStyle: Int, Hashable, Sendable {
    case unspecified = 0
    case light = 1
    case dark = 2
}

/// The reader's text size (Apple's `UIContentSizeCategory`).
public struct UIContentSizeCategory: RawRepresentable, Hashable, Comparable, Sendable {
    public let rawValue: String

    public init(rawValue: String) { self.rawValue = rawValue }

    public static let unspecified = UIContentSizeCategory(rawValue: "_UICTContentSizeCategoryUnspecified")
    public static let extraSmall = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryXS")
    public static let small = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryS")
    public static let medium = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryM")
    public static let large = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryL")
    public static let extraLarge = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryXL")
    public static let extraExtraLarge = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryXXL")
    public static let extraExtraExtraLarge = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryXXXL")
    public static let accessibilityMedium = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryAccessibilityM")
    public static let accessibilityLarge = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryAccessibilityL")
    public static let accessibilityExtraLarge = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryAccessibilityXL")
    public static let accessibilityExtraExtraLarge = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryAccessibilityXXL")
    public static let accessibilityExtraExtraExtraLarge = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryAccessibilityXXXL")

    static let order: [UIContentSizeCategory] = [
        .unspecified, .extraSmall, .small, .medium, .large, .extraLarge, .extraExtraLarge, .extraExtraExtraLarge, .accessibilityMedium,
        .accessibilityLarge, .accessibilityExtraLarge, .accessibilityExtraExtraLarge, .accessibilityExtraExtraExtraLarge,
    ]

    public var isAccessibilityCategory: Bool { rawValue.contains("Accessibility") }

    public static func < (lhs: UIContentSizeCategory, rhs: UIContentSizeCategory) -> Bool {
        (order.firstIndex(of: lhs) ?? 0) < (order.firstIndex(of: rhs) ?? 0)
    }

    public static let didChangeNotification = Notification.Name("UIContentSizeCategoryDidChangeNotification")
}

/// The environment a colour or image is resolved in (Apple's `UITraitCollection`): the
/// appearance and the text size. `current` is the preview's: its theme's appearance.
open class UITraitCollection: NSObject, @unchecked Sendable {
    public let userInterfaceStyle: UIUserInterfaceStyle
    public let preferredContentSizeCategory: UIContentSizeCategory
    public let horizontalSizeClass: UIUserInterfaceSizeClass
    public let verticalSizeClass: UIUserInterfaceSizeClass
    public let displayScale: CGFloat
    public let userInterfaceIdiom: UIUserInterfaceIdiom

    /// Whether dynamic colours resolve differently in `traitCollection`: its appearance differs.
    open func hasDifferentColorAppearance(comparedTo traitCollection: UITraitCollection?) -> Bool {
        userInterfaceStyle != (traitCollection?.userInterfaceStyle ?? .unspecified)
    }

    public override init() {
        userInterfaceStyle = .unspecified
        preferredContentSizeCategory = .large
        horizontalSizeClass = .compact
        verticalSizeClass = .regular
        displayScale = 3
        userInterfaceIdiom = .phone
    }

    public init(userInterfaceStyle: UIUserInterfaceStyle) {
        self.userInterfaceStyle = userInterfaceStyle
        preferredContentSizeCategory = .large
        horizontalSizeClass = .compact
        verticalSizeClass = .regular
        displayScale = 3
        userInterfaceIdiom = .phone
    }

    public init(preferredContentSizeCategory: UIContentSizeCategory) {
        userInterfaceStyle = .unspecified
        self.preferredContentSizeCategory = preferredContentSizeCategory
        horizontalSizeClass = .compact
        verticalSizeClass = .regular
        displayScale = 3
        userInterfaceIdiom = .phone
    }

    nonisolated(unsafe) private static var _current = UITraitCollection(userInterfaceStyle: .light)

    /// The trait collection colours resolve in now.
    open class var current: UITraitCollection {
        get { _current }
        set { _current = newValue }
    }
}

/// A size class (Apple's `UIUserInterfaceSizeClass`).
public enum UIUserInterfaceSizeClass: Int, Hashable, Sendable {
    case unspecified = 0
    case compact = 1
    case regular = 2
}

/// The kind of device (Apple's `UIUserInterfaceIdiom`).
public enum UIUserInterfaceIdiom: Int, Hashable, Sendable {
    case unspecified = -1
    case phone = 0
    case pad = 1
    case tv = 2
    case carPlay = 3
    case mac = 5
    case vision = 6
}
