// DeveloperToolsSupport on Linux: the resource types of Xcode's generated asset symbols
// (`ColorResource.brand`, `ImageResource.logo`), which SwiftUI and UIKit take in their
// initialisers (`Color(.brand)`, `Image(.logo)`, `UIColor(resource: .brand)`).
@_exported import Foundation

/// A colour of an asset catalogue, by its name and bundle (Apple's `ColorResource`).
public struct ColorResource: Hashable, Sendable {
    /// The colour set's name (`Brand`, `Icons/Accent`).
    public let name: String
    /// The bundle's path (a bundle is not sendable; its path is).
    package let bundlePath: String

    public init(name: String, bundle: Bundle) {
        self.name = name
        bundlePath = bundle.bundlePath
    }
}

/// An image of an asset catalogue, by its name and bundle (Apple's `ImageResource`).
public struct ImageResource: Hashable, Sendable {
    /// The image set's name.
    public let name: String
    package let bundlePath: String

    public init(name: String, bundle: Bundle) {
        self.name = name
        bundlePath = bundle.bundlePath
    }
}
