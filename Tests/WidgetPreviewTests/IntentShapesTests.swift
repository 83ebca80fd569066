import AppIntents
import Foundation
import Testing

/// A configurable widget's intent with a list parameter sized per family, and a query that
/// depends on it — written as Harbour's container widget writes them.
struct Server: AppEntity {
    let id: String
    static let typeDisplayRepresentation: TypeDisplayRepresentation = "Server"
    static let defaultQuery = ServerQuery()
    var displayRepresentation: DisplayRepresentation { DisplayRepresentation(title: "\(id)") }
}

struct ServerQuery: EntityQuery {
    @IntentParameterDependency<PickServersIntent>(\.$servers, \.$strict)
    var pickServers

    func entities(for identifiers: [Server.ID]) async throws -> [Server] { identifiers.map(Server.init) }

    /// With the intent being configured, only what it picked; without one (a preview), every server.
    func suggestedEntities() async throws -> [Server] {
        guard let pickServers else { return ["alpha", "beta", "gamma"].map(Server.init) }
        return pickServers.servers
    }
}

struct PickServersIntent: WidgetConfigurationIntent {
    static let title: LocalizedStringResource = "Servers"

    @Parameter(
        title: "Servers", default: [], size: [.systemSmall: 1, .systemMedium: 2, .systemLarge: IntentCollectionSize(min: 1, max: 4)])
    var servers: [Server]

    @Parameter(title: "Strict", default: false)
    var strict: Bool
}

@Suite("AppIntents as configurable widgets write them")
struct IntentShapesTests {
    @Test("A list parameter sized per family holds its default; a dependency outside configuration reads as none")
    func sizesAndDependencies() async throws {
        let intent = PickServersIntent()
        #expect(intent.servers.isEmpty)
        #expect(IntentCollectionSize(integerLiteral: 2) == IntentCollectionSize(exactly: 2))
        #expect(try await ServerQuery().suggestedEntities().map(\.id) == ["alpha", "beta", "gamma"])
    }
}
