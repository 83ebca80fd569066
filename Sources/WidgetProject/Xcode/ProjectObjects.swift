/// The object graph of a `project.pbxproj`: every object by its identifier, and the parent of
/// each group member, so a file reference's path can be resolved through the groups above it.
struct ProjectObjects {
    let objects: [String: PropertyList]
    let rootID: String
    /// The group holding each member (file references, groups, synchronized folders).
    let parents: [String: String]

    init(_ plist: PropertyList) throws(ProjectError) {
        guard case .dictionary(let members)? = plist["objects"] else { throw ProjectError("no objects in project.pbxproj") }
        var objects: [String: PropertyList] = [:]
        for (id, object) in members { objects[id] = object }
        guard let root = plist["rootObject"]?.string, objects[root] != nil else {
            throw ProjectError("project.pbxproj names no root object")
        }
        var parents: [String: String] = [:]
        for (id, object) in objects {
            guard let isa = object["isa"]?.string, isa == "PBXGroup" || isa == "PBXVariantGroup" || isa == "XCVersionGroup" else {
                continue
            }
            for child in object["children"]?.strings ?? [] where parents[child] == nil { parents[child] = id }
        }
        self.objects = objects
        rootID = root
        self.parents = parents
    }

    subscript(id: String) -> PropertyList? { objects[id] }

    func isa(_ id: String) -> String? { objects[id]?["isa"]?.string }

    /// The objects named by `key` of `object` (a list of identifiers).
    func list(_ object: PropertyList?, _ key: String) -> [(id: String, object: PropertyList)] {
        (object?[key]?.strings ?? []).compactMap { id in objects[id].map { (id, $0) } }
    }

    /// The object named by `key` of `object`.
    func one(_ object: PropertyList?, _ key: String) -> (id: String, object: PropertyList)? {
        guard let id = object?[key]?.string, let found = objects[id] else { return nil }
        return (id, found)
    }
}

/// A project that could not be read: what and where.
package struct ProjectError: Error, Hashable, Sendable, CustomStringConvertible {
    package var message: String

    package init(_ message: String) {
        self.message = message
    }

    package var description: String { message }
}
