// Apple's NSDataAsset (UIKit on a phone): a data set of the extension's asset catalogues, read
// from the catalogue itself as `UIImage(named:)` reads image sets.
import DeveloperToolsSupport
import Foundation

/// The bytes of a data set in an asset catalogue (Apple's `NSDataAsset`).
open class NSDataAsset: NSObject, @unchecked Sendable {
    public let name: String
    public let data: Data
    public let typeIdentifier: String

    /// nil when no catalogue has a data set of that name, as on a phone.
    public convenience init?(name: String) { self.init(name: name, bundle: .main) }
    public init?(name: String, bundle: Bundle) {
        guard let found = AssetLibrary.shared.data(named: name), let bytes = FileManager.default.contents(atPath: found.file) else {
            return nil
        }
        self.name = name
        self.data = bytes
        self.typeIdentifier = found.type ?? "public.data"
    }
}
