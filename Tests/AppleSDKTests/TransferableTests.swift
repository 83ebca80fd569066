import CoreTransferable
import Foundation
import Testing
import UniformTypeIdentifiers

// Shaped as apps write them: an entity that transfers as JSON and as its name, a document as a
// file, a value that exports only when it has something to say.
private struct Episode: Codable, Transferable, Equatable {
    var title: String
    var minutes: Int

    static var transferRepresentation: some TransferRepresentation {
        CodableRepresentation(contentType: .json)
        ProxyRepresentation(exporting: \.title)
    }
}

private struct Memo: Transferable, Equatable {
    var text: String

    static var transferRepresentation: some TransferRepresentation {
        FileRepresentation(contentType: .plainText) { note in
            let file = FileManager.default.temporaryDirectory.appendingPathComponent(UUID().uuidString + ".txt")
            try Data(note.text.utf8).write(to: file)
            return SentTransferredFile(file)
        } importing: { received in
            Memo(text: String(decoding: try Data(contentsOf: received.file), as: UTF8.self))
        }
        .suggestedFileName("Memo.txt")
        DataRepresentation(exportedContentType: .data) { Data($0.text.utf8) }
            .exportingCondition { !$0.text.isEmpty }
            .visibility(.ownProcess)
    }
}

/// An app entity that transfers as the value it wraps (a trailing closure: `exporting`).
private struct EpisodeEntity: Transferable {
    var episode: Episode

    static var transferRepresentation: some TransferRepresentation {
        ProxyRepresentation {
            $0.episode
        }
    }
}

@Suite("CoreTransferable: a value exports to and imports from the content types its representations list, in order")
struct TransferableTests {
    @Test("Codable as JSON first, then the proxy's text; importing JSON gives the value back")
    func codableAndProxy() async throws {
        let episode = Episode(title: "Pilot", minutes: 42)
        let json = try await episode.exported(as: .json)
        #expect(try JSONDecoder().decode(Episode.self, from: json) == episode)
        #expect(String(decoding: try await episode.exported(as: .plainText), as: UTF8.self) == "Pilot")
        #expect(try await Episode(importing: json, contentType: .json) == episode)
        #expect(Episode.exportedContentTypes() == [.json, .utf8PlainText])
        #expect(Episode.importedContentTypes() == [.json])
        await #expect(throws: (any Error).self) { try await episode.exported(as: .url) }
        let wrapped = try await EpisodeEntity(episode: episode).exported(as: .json)
        #expect(try JSONDecoder().decode(Episode.self, from: wrapped) == episode)
        #expect(EpisodeEntity.importedContentTypes().isEmpty)
    }

    @Test("a file representation: exported as the file's bytes, imported from a file; conditions and visibility kept")
    func fileAndConditions() async throws {
        let note = Memo(text: "buy oat milk")
        #expect(String(decoding: try await note.exported(as: .plainText), as: UTF8.self) == "buy oat milk")
        #expect(try await Memo(importing: Data("call back".utf8), contentType: .utf8PlainText) == Memo(text: "call back"))
        #expect(note.suggestedFilename == "Memo.txt")
        #expect(note.exportedContentTypes() == [.plainText])
        #expect(note.exportedContentTypes(.ownProcess) == [.plainText, .data])
        #expect(Memo(text: "").exportedContentTypes(.ownProcess) == [.plainText])
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent(UUID().uuidString)
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let file = try await note.export(to: folder, contentType: .plainText)
        #expect(file.lastPathComponent == "Memo.txt")
        #expect(try await Memo(importing: file, contentType: nil) == note)
    }

    @Test("the standard types: String, Data, URL, AttributedString")
    func standardTypes() async throws {
        #expect(try await String(importing: Data("héllo".utf8), contentType: .plainText) == "héllo")
        #expect(
            try await URL(importing: try await URL(string: "https://example.com/a")!.exported(as: nil), contentType: .url).host
                == "example.com")
        #expect(try await Data([1, 2, 3]).exported(as: .data) == Data([1, 2, 3]))
        let text = AttributedString("bold move")
        #expect(String(decoding: try await text.exported(as: .plainText), as: UTF8.self) == "bold move")
    }
}
