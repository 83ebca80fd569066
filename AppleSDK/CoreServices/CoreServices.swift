// Core Services' uniform type functions and constants (Apple's `kUTType…`, `UTTypeCreate…`),
// the C face of the same types UniformTypeIdentifiers' `UTType` knows: an identifier, its
// file extensions and MIME types, and what it conforms to. It re-exports UniformTypeIdentifiers
// and MobileCoreServices re-exports it, as Apple's do.
@_exported public import CoreFoundation
@_exported public import UniformTypeIdentifiers

// MARK: Tag classes

nonisolated(unsafe) public let kUTTagClassFilenameExtension: CFString = "public.filename-extension"
nonisolated(unsafe) public let kUTTagClassMIMEType: CFString = "public.mime-type"
nonisolated(unsafe) public let kUTExportedTypeDeclarationsKey: CFString = "UTExportedTypeDeclarations"
nonisolated(unsafe) public let kUTImportedTypeDeclarationsKey: CFString = "UTImportedTypeDeclarations"
nonisolated(unsafe) public let kUTTypeIdentifierKey: CFString = "UTTypeIdentifier"
nonisolated(unsafe) public let kUTTypeTagSpecificationKey: CFString = "UTTypeTagSpecification"
nonisolated(unsafe) public let kUTTypeConformsToKey: CFString = "UTTypeConformsTo"
nonisolated(unsafe) public let kUTTypeDescriptionKey: CFString = "UTTypeDescription"

// MARK: System types

nonisolated(unsafe) public let kUTTypeItem: CFString = "public.item"
nonisolated(unsafe) public let kUTTypeContent: CFString = "public.content"
nonisolated(unsafe) public let kUTTypeCompositeContent: CFString = "public.composite-content"
nonisolated(unsafe) public let kUTTypeMessage: CFString = "public.message"
nonisolated(unsafe) public let kUTTypeContact: CFString = "public.contact"
nonisolated(unsafe) public let kUTTypeArchive: CFString = "public.archive"
nonisolated(unsafe) public let kUTTypeDiskImage: CFString = "public.disk-image"
nonisolated(unsafe) public let kUTTypeData: CFString = "public.data"
nonisolated(unsafe) public let kUTTypeDirectory: CFString = "public.directory"
nonisolated(unsafe) public let kUTTypeResolvable: CFString = "com.apple.resolvable"
nonisolated(unsafe) public let kUTTypeSymLink: CFString = "public.symlink"
nonisolated(unsafe) public let kUTTypeExecutable: CFString = "public.executable"
nonisolated(unsafe) public let kUTTypeMountPoint: CFString = "com.apple.mount-point"
nonisolated(unsafe) public let kUTTypeAliasFile: CFString = "com.apple.alias-file"
nonisolated(unsafe) public let kUTTypeURLBookmarkData: CFString = "com.apple.bookmark"
nonisolated(unsafe) public let kUTTypeURL: CFString = "public.url"
nonisolated(unsafe) public let kUTTypeFileURL: CFString = "public.file-url"
nonisolated(unsafe) public let kUTTypeText: CFString = "public.text"
nonisolated(unsafe) public let kUTTypePlainText: CFString = "public.plain-text"
nonisolated(unsafe) public let kUTTypeUTF8PlainText: CFString = "public.utf8-plain-text"
nonisolated(unsafe) public let kUTTypeUTF16ExternalPlainText: CFString = "public.utf16-external-plain-text"
nonisolated(unsafe) public let kUTTypeUTF16PlainText: CFString = "public.utf16-plain-text"
nonisolated(unsafe) public let kUTTypeDelimitedText: CFString = "public.delimited-values-text"
nonisolated(unsafe) public let kUTTypeCommaSeparatedText: CFString = "public.comma-separated-values-text"
nonisolated(unsafe) public let kUTTypeTabSeparatedText: CFString = "public.tab-separated-values-text"
nonisolated(unsafe) public let kUTTypeUTF8TabSeparatedText: CFString = "public.utf8-tab-separated-values-text"
nonisolated(unsafe) public let kUTTypeRTF: CFString = "public.rtf"
nonisolated(unsafe) public let kUTTypeHTML: CFString = "public.html"
nonisolated(unsafe) public let kUTTypeXML: CFString = "public.xml"
nonisolated(unsafe) public let kUTTypeSourceCode: CFString = "public.source-code"
nonisolated(unsafe) public let kUTTypeSwiftSource: CFString = "public.swift-source"
nonisolated(unsafe) public let kUTTypeJSON: CFString = "public.json"
nonisolated(unsafe) public let kUTTypePropertyList: CFString = "com.apple.property-list"
nonisolated(unsafe) public let kUTTypeXMLPropertyList: CFString = "com.apple.xml-property-list"
nonisolated(unsafe) public let kUTTypeBinaryPropertyList: CFString = "com.apple.binary-property-list"
nonisolated(unsafe) public let kUTTypePDF: CFString = "com.adobe.pdf"
nonisolated(unsafe) public let kUTTypeRTFD: CFString = "com.apple.rtfd"
nonisolated(unsafe) public let kUTTypeFlatRTFD: CFString = "com.apple.flat-rtfd"
nonisolated(unsafe) public let kUTTypeWebArchive: CFString = "com.apple.webarchive"
nonisolated(unsafe) public let kUTTypeImage: CFString = "public.image"
nonisolated(unsafe) public let kUTTypeJPEG: CFString = "public.jpeg"
nonisolated(unsafe) public let kUTTypeJPEG2000: CFString = "public.jpeg-2000"
nonisolated(unsafe) public let kUTTypeTIFF: CFString = "public.tiff"
nonisolated(unsafe) public let kUTTypePICT: CFString = "com.apple.pict"
nonisolated(unsafe) public let kUTTypeGIF: CFString = "com.compuserve.gif"
nonisolated(unsafe) public let kUTTypePNG: CFString = "public.png"
nonisolated(unsafe) public let kUTTypeQuickTimeImage: CFString = "com.apple.quicktime-image"
nonisolated(unsafe) public let kUTTypeAppleICNS: CFString = "com.apple.icns"
nonisolated(unsafe) public let kUTTypeBMP: CFString = "com.microsoft.bmp"
nonisolated(unsafe) public let kUTTypeICO: CFString = "com.microsoft.ico"
nonisolated(unsafe) public let kUTTypeRawImage: CFString = "public.camera-raw-image"
nonisolated(unsafe) public let kUTTypeScalableVectorGraphics: CFString = "public.svg-image"
nonisolated(unsafe) public let kUTTypeLivePhoto: CFString = "com.apple.live-photo"
nonisolated(unsafe) public let kUTTypeAudiovisualContent: CFString = "public.audiovisual-content"
nonisolated(unsafe) public let kUTTypeMovie: CFString = "public.movie"
nonisolated(unsafe) public let kUTTypeVideo: CFString = "public.video"
nonisolated(unsafe) public let kUTTypeAudio: CFString = "public.audio"
nonisolated(unsafe) public let kUTTypeQuickTimeMovie: CFString = "com.apple.quicktime-movie"
nonisolated(unsafe) public let kUTTypeMPEG: CFString = "public.mpeg"
nonisolated(unsafe) public let kUTTypeMPEG2Video: CFString = "public.mpeg-2-video"
nonisolated(unsafe) public let kUTTypeMPEG2TransportStream: CFString = "public.mpeg-2-transport-stream"
nonisolated(unsafe) public let kUTTypeMP3: CFString = "public.mp3"
nonisolated(unsafe) public let kUTTypeMPEG4: CFString = "public.mpeg-4"
nonisolated(unsafe) public let kUTTypeMPEG4Audio: CFString = "public.mpeg-4-audio"
nonisolated(unsafe) public let kUTTypeAppleProtectedMPEG4Audio: CFString = "com.apple.protected-mpeg-4-audio"
nonisolated(unsafe) public let kUTTypeAppleProtectedMPEG4Video: CFString = "com.apple.protected-mpeg-4-video"
nonisolated(unsafe) public let kUTTypeAVIMovie: CFString = "public.avi"
nonisolated(unsafe) public let kUTTypeWaveformAudio: CFString = "com.microsoft.waveform-audio"
nonisolated(unsafe) public let kUTTypeMIDIAudio: CFString = "public.midi-audio"
nonisolated(unsafe) public let kUTTypePlaylist: CFString = "public.playlist"
nonisolated(unsafe) public let kUTTypeM3UPlaylist: CFString = "public.m3u-playlist"
nonisolated(unsafe) public let kUTTypeFolder: CFString = "public.folder"
nonisolated(unsafe) public let kUTTypeVolume: CFString = "public.volume"
nonisolated(unsafe) public let kUTTypePackage: CFString = "com.apple.package"
nonisolated(unsafe) public let kUTTypeBundle: CFString = "com.apple.bundle"
nonisolated(unsafe) public let kUTTypeFramework: CFString = "com.apple.framework"
nonisolated(unsafe) public let kUTTypeApplication: CFString = "com.apple.application"
nonisolated(unsafe) public let kUTTypeApplicationBundle: CFString = "com.apple.application-bundle"
nonisolated(unsafe) public let kUTTypeVCard: CFString = "public.vcard"
nonisolated(unsafe) public let kUTTypeToDoItem: CFString = "public.to-do-item"
nonisolated(unsafe) public let kUTTypeCalendarEvent: CFString = "public.calendar-event"
nonisolated(unsafe) public let kUTTypeEmailMessage: CFString = "public.email-message"
nonisolated(unsafe) public let kUTTypeInternetLocation: CFString = "com.apple.internet-location"
nonisolated(unsafe) public let kUTTypeLog: CFString = "public.log"
nonisolated(unsafe) public let kUTTypeSpreadsheet: CFString = "public.spreadsheet"
nonisolated(unsafe) public let kUTTypePresentation: CFString = "public.presentation"
nonisolated(unsafe) public let kUTTypeDatabase: CFString = "public.database"
nonisolated(unsafe) public let kUTTypeZipArchive: CFString = "public.zip-archive"
nonisolated(unsafe) public let kUTTypeGNUZipArchive: CFString = "org.gnu.gnu-zip-archive"
nonisolated(unsafe) public let kUTTypeFont: CFString = "public.font"
nonisolated(unsafe) public let kUTTypeBookmark: CFString = "public.bookmark"

// MARK: Functions

/// Types made up for a tag no known type has: `dyn.` and the tag, which
/// `UTTypeCopyPreferredTagWithClass` reads back.
private let dynamicPrefix = "dyn.widgetdeck."

private func type(_ identifier: CFString) -> UTType? { UTType(identifier as String) }

/// The type a file extension or MIME type names, conforming to `inConformingToUTI` when given;
/// a dynamic identifier (`dyn.…`) when no known type has the tag, as Apple's does.
public func UTTypeCreatePreferredIdentifierForTag(
    _ inTagClass: CFString, _ inTag: CFString, _ inConformingToUTI: CFString?
)
    -> Unmanaged<CFString>?
{
    let tag = inTag as String
    let parent = inConformingToUTI.flatMap(type)
    let found: UTType?
    switch inTagClass as String {
    case "public.filename-extension":
        found = parent.map { UTType(filenameExtension: tag, conformingTo: $0) } ?? UTType(filenameExtension: tag)
    case "public.mime-type":
        found = parent.map { UTType(mimeType: tag, conformingTo: $0) } ?? UTType(mimeType: tag)
    default:
        return nil
    }
    let identifier = found?.identifier ?? dynamicPrefix + (inTagClass as String) + "." + tag
    return Unmanaged.passRetained(identifier as CFString)
}

/// The type's preferred file extension or MIME type; `nil` if it has none of that class.
public func UTTypeCopyPreferredTagWithClass(_ inUTI: CFString, _ inTagClass: CFString) -> Unmanaged<CFString>? {
    let identifier = inUTI as String
    let tagClass = inTagClass as String
    if identifier.hasPrefix(dynamicPrefix + tagClass + ".") {
        return Unmanaged.passRetained(String(identifier.dropFirst(dynamicPrefix.count + tagClass.count + 1)) as CFString)
    }
    guard let known = type(inUTI) else { return nil }
    let tag: String? =
        switch tagClass {
        case "public.filename-extension": known.preferredFilenameExtension
        case "public.mime-type": known.preferredMIMEType
        default: nil
        }
    return tag.map { Unmanaged.passRetained($0 as CFString) }
}

/// Whether the first type is the second or conforms to it.
public func UTTypeConformsTo(_ inUTI: CFString, _ inConformsToUTI: CFString) -> Bool {
    if inUTI as String == inConformsToUTI as String { return true }
    guard let type = type(inUTI), let parent = UTType(inConformsToUTI as String) else { return false }
    return type.conforms(to: parent)
}

public func UTTypeEqual(_ inUTI1: CFString, _ inUTI2: CFString) -> Bool { inUTI1 as String == inUTI2 as String }

public func UTTypeIsDeclared(_ inUTI: CFString) -> Bool { type(inUTI)?.isDeclared ?? false }

public func UTTypeIsDynamic(_ inUTI: CFString) -> Bool { (inUTI as String).hasPrefix("dyn.") }

/// The type's description: its identifier (widgetdeck keeps no localised type names).
public func UTTypeCopyDescription(_ inUTI: CFString) -> Unmanaged<CFString>? {
    type(inUTI).flatMap(\.localizedDescription).map { Unmanaged.passRetained($0 as CFString) }
}
