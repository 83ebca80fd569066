import Foundation
import MobileCoreServices
import Testing

/// Core Services' C face of uniform types, as widget code written before `UTType` calls it.
@Suite("MobileCoreServices: kUTType constants and the tag functions")
struct CoreServicesTests {
    @Test("A file extension and a MIME type name their type; the type's preferred tags come back")
    func tags() {
        let jpeg = UTTypeCreatePreferredIdentifierForTag(kUTTagClassFilenameExtension, "jpg" as CFString, nil)?
            .takeRetainedValue()
        #expect(jpeg as String? == kUTTypeJPEG as String)
        let png = UTTypeCreatePreferredIdentifierForTag(kUTTagClassMIMEType, "image/png" as CFString, kUTTypeImage)?
            .takeRetainedValue()
        #expect(png as String? == "public.png")
        #expect(UTTypeCopyPreferredTagWithClass(kUTTypePNG, kUTTagClassMIMEType)?.takeRetainedValue() as String? == "image/png")
        #expect(UTTypeConformsTo(kUTTypeJPEG, kUTTypeImage))
        #expect(!UTTypeConformsTo(kUTTypeJPEG, kUTTypeText))
    }

    @Test("A tag no type has gets a dynamic identifier that gives the tag back")
    func dynamic() throws {
        let made = try #require(
            UTTypeCreatePreferredIdentifierForTag(kUTTagClassFilenameExtension, "tally" as CFString, nil)?.takeRetainedValue())
        #expect(UTTypeIsDynamic(made))
        #expect(UTTypeCopyPreferredTagWithClass(made, kUTTagClassFilenameExtension)?.takeRetainedValue() as String? == "tally")
    }
}
