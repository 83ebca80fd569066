import CoreText
import Foundation
import Testing

@Suite("CoreText's font manager: what an extension registers from its bundle is checked and kept for the process")
struct CoreTextTests {
    @Test(
        "a font file registers once per process; a missing file, a file that is no font and a second registration are refused with Apple's codes"
    )
    func registration() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("fonts-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let font = folder.appendingPathComponent("Brand.otf")
        try Data(Array("OTTO".utf8) + [0, 9, 0, 128]).write(to: font)
        let text = folder.appendingPathComponent("notes.txt")
        try Data("hello".utf8).write(to: text)
        // As apps write it: the result unused, no error asked for.
        _ = CTFontManagerRegisterFontsForURL(font as CFURL, .process, nil)
        var error: Unmanaged<CFError>?
        #expect(!CTFontManagerRegisterFontsForURL(font as CFURL, .process, &error))
        #expect(error?.takeRetainedValue().code == CTFontManagerError.alreadyRegistered.rawValue)
        #expect(!CTFontManagerRegisterFontsForURL(text as CFURL, .process, &error))
        #expect(error?.takeRetainedValue().code == CTFontManagerError.invalidFontData.rawValue)
        #expect(!CTFontManagerRegisterFontsForURL(folder.appendingPathComponent("none.ttf") as CFURL, .process, &error))
        #expect(error?.takeRetainedValue().domain == kCTFontManagerErrorDomain as String)
        #expect(CTFontManagerUnregisterFontsForURL(font as CFURL, .process, nil))
        #expect(CTFontManagerRegisterFontsForURL(font as CFURL, CTFontManagerScope.user, nil))
    }
}
