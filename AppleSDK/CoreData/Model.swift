// Core Data's model on Linux (Apple's `NSManagedObjectModel`, `NSEntityDescription` and their
// properties): read from the project's `.xcdatamodeld` — the XML Xcode keeps, which a phone has
// compiled into a `.momd` — or, when no model file is found, made from the managed-object
// classes themselves, each entity named after its class.
import Foundation
import FoundationCompatibility
#if canImport(FoundationXML)
import FoundationXML
#endif

/// An attribute's type (Apple's `NSAttributeType`).
public enum NSAttributeType: UInt, Sendable {
    case undefinedAttributeType = 0
    case integer16AttributeType = 100, integer32AttributeType = 200, integer64AttributeType = 300
    case decimalAttributeType = 400, doubleAttributeType = 500, floatAttributeType = 600
    case stringAttributeType = 700, booleanAttributeType = 800, dateAttributeType = 900
    case binaryDataAttributeType = 1000, uuidAttributeType = 1100, uriAttributeType = 1200
    case transformableAttributeType = 1800, objectIDAttributeType = 2000, compositeAttributeType = 2100

    init(modelName: String) {
        switch modelName {
        case "Integer 16": self = .integer16AttributeType
        case "Integer 32": self = .integer32AttributeType
        case "Integer 64": self = .integer64AttributeType
        case "Decimal": self = .decimalAttributeType
        case "Double": self = .doubleAttributeType
        case "Float": self = .floatAttributeType
        case "String": self = .stringAttributeType
        case "Boolean": self = .booleanAttributeType
        case "Date": self = .dateAttributeType
        case "Binary": self = .binaryDataAttributeType
        case "UUID": self = .uuidAttributeType
        case "URI": self = .uriAttributeType
        case "Transformable": self = .transformableAttributeType
        default: self = .undefinedAttributeType
        }
    }
}

/// What happens to related objects when one is deleted (Apple's `NSDeleteRule`).
public enum NSDeleteRule: UInt, Sendable {
    case noActionDeleteRule = 0, nullifyDeleteRule, cascadeDeleteRule, denyDeleteRule
}

/// A property of an entity (Apple's `NSPropertyDescription`).
open class NSPropertyDescription: NSObject, @unchecked Sendable {
    open var name = ""
    open var isOptional = true
    open var isTransient = false
    open var isIndexed = false
    open var userInfo: [AnyHashable: Any]?
    open var renamingIdentifier: String?
    open internal(set) weak var entity: NSEntityDescription!
}

/// An attribute (Apple's `NSAttributeDescription`).
open class NSAttributeDescription: NSPropertyDescription, @unchecked Sendable {
    open var attributeType: NSAttributeType = .undefinedAttributeType
    open var attributeValueClassName: String?
    open var defaultValue: Any?
    open var valueTransformerName: String?
    open var allowsExternalBinaryDataStorage = false
    open var preservesValueInHistoryOnDeletion = false
}

/// A relationship (Apple's `NSRelationshipDescription`).
open class NSRelationshipDescription: NSPropertyDescription, @unchecked Sendable {
    open var destinationEntity: NSEntityDescription?
    open var inverseRelationship: NSRelationshipDescription?
    open var deleteRule: NSDeleteRule = .nullifyDeleteRule
    open var minCount = 0
    open var maxCount = 1
    open var isOrdered = false
    open var isToMany: Bool { maxCount != 1 }
    var destinationName = ""
    var inverseName: String?
}

/// A kind of managed object (Apple's `NSEntityDescription`).
open class NSEntityDescription: NSObject, @unchecked Sendable {
    open var name: String?
    open var managedObjectClassName: String!
    open var isAbstract = false
    open var userInfo: [AnyHashable: Any]?
    open var renamingIdentifier: String?
    open var superentity: NSEntityDescription? { parentEntity }
    open var subentities: [NSEntityDescription] = []
    open internal(set) weak var managedObjectModel: NSManagedObjectModel!
    open var properties: [NSPropertyDescription] = [] {
        didSet { for property in properties { property.entity = self } }
    }
    weak var parentEntity: NSEntityDescription?
    var parentName: String?

    public override init() { super.init() }

    open var propertiesByName: [String: NSPropertyDescription] {
        Dictionary(allProperties.map { ($0.name, $0) }, uniquingKeysWith: { a, _ in a })
    }
    open var attributesByName: [String: NSAttributeDescription] {
        propertiesByName.compactMapValues { $0 as? NSAttributeDescription }
    }
    open var relationshipsByName: [String: NSRelationshipDescription] {
        propertiesByName.compactMapValues { $0 as? NSRelationshipDescription }
    }
    /// The entity's own properties and those it inherits.
    var allProperties: [NSPropertyDescription] { (parentEntity?.allProperties ?? []) + properties }

    open func relationships(forDestination entity: NSEntityDescription) -> [NSRelationshipDescription] {
        relationshipsByName.values.filter { $0.destinationEntity === entity }
    }

    /// Whether `entity` is this one or inherits from it.
    open func isKindOf(entity: NSEntityDescription) -> Bool {
        var current: NSEntityDescription? = self
        while let candidate = current {
            if candidate === entity || candidate.name == entity.name { return true }
            current = candidate.parentEntity
        }
        return false
    }

    open class func entity(forEntityName entityName: String, in context: NSManagedObjectContext) -> NSEntityDescription? {
        context._model.entitiesByName[entityName]
    }

    open class func insertNewObject(forEntityName entityName: String, into context: NSManagedObjectContext) -> NSManagedObject {
        guard let entity = entity(forEntityName: entityName, in: context) else {
            fatalError("NSEntityDescription: no entity named \(entityName) in the context's model")
        }
        let type = (_ManagedClasses.named(entity.managedObjectClassName ?? "") ?? NSManagedObject.self)
        return type.init(entity: entity, insertInto: context)
    }
}

/// The managed-object classes a program declares, by name, as Core Data finds them on a phone.
public enum _ManagedClasses {
    nonisolated(unsafe) static var classes: [String: NSManagedObject.Type] = [:]
    static let lock = NSLock()

    /// Records `type` under its name (done when a class is first used).
    public static func register(_ type: NSManagedObject.Type) {
        lock.lock()
        defer { lock.unlock() }
        let name = String(describing: type)
        classes[name] = type
        if let module = String(reflecting: type).split(separator: ".").first { classes[module + "." + name] = type }
    }

    static func named(_ name: String) -> NSManagedObject.Type? {
        lock.lock()
        defer { lock.unlock() }
        return classes[name] ?? classes[String(name.split(separator: ".").last ?? "")]
    }
}

/// An app's data model (Apple's `NSManagedObjectModel`).
open class NSManagedObjectModel: NSObject, @unchecked Sendable {
    open var entities: [NSEntityDescription] = [] {
        didSet {
            for entity in entities { entity.managedObjectModel = self }
            link()
        }
    }
    open var versionIdentifiers: Set<AnyHashable> = []
    open var localizationDictionary: [String: String]?

    public override init() { super.init() }

    /// The model at `url`: a `.momd`/`.xcdatamodeld` folder (its current version) or one
    /// `.xcdatamodel` or its `contents` file.
    public convenience init?(contentsOf url: URL) {
        guard let contents = Self.contentsFile(at: url), let data = FileManager.default.contents(atPath: contents) else { return nil }
        self.init()
        guard let parsed = ModelFile.entities(from: data) else { return nil }
        entities = parsed
    }

    open var entitiesByName: [String: NSEntityDescription] {
        Dictionary(entities.compactMap { entity in entity.name.map { ($0, entity) } }, uniquingKeysWith: { a, _ in a })
    }

    open func entities(forConfigurationName configuration: String?) -> [NSEntityDescription]? { entities }

    /// The models of `bundles` (the main bundle when nil), merged.
    open class func mergedModel(from bundles: [Bundle]?) -> NSManagedObjectModel? {
        let found = (bundles ?? [Bundle.main]).flatMap { bundle in
            (try? FileManager.default.contentsOfDirectory(atPath: bundle.bundlePath))?.filter {
                $0.hasSuffix(".momd") || $0.hasSuffix(".xcdatamodeld")
            }
            .map { bundle.bundleURL.appendingPathComponent($0) } ?? []
        }
        let models = found.compactMap { NSManagedObjectModel(contentsOf: $0) }
        guard !models.isEmpty else { return nil }
        let merged = NSManagedObjectModel()
        merged.entities = models.flatMap(\.entities)
        return merged
    }

    public convenience init?(byMerging models: [NSManagedObjectModel]?) {
        self.init()
        entities = (models ?? []).flatMap(\.entities)
    }

    /// The `contents` file of the model at `url`: the current version's in a versioned folder.
    static func contentsFile(at url: URL) -> String? {
        let path = url.path
        var isFolder: ObjCBool = false
        guard FileManager.default.fileExists(atPath: path, isDirectory: &isFolder) else { return nil }
        if !isFolder.boolValue { return path }
        if path.hasSuffix(".xcdatamodel") { return path + "/contents" }
        var version: String?
        if let data = FileManager.default.contents(atPath: path + "/.xccurrentversion"),
            let plist = try? PropertyListSerialization.propertyList(from: data, format: nil) as? [String: Any]
        {
            version = plist["_XCCurrentVersionName"] as? String
        }
        let versions = ((try? FileManager.default.contentsOfDirectory(atPath: path)) ?? []).filter { $0.hasSuffix(".xcdatamodel") }.sorted()
        guard let chosen = version.flatMap({ versions.contains($0) ? $0 : nil }) ?? versions.last else { return nil }
        return path + "/" + chosen + "/contents"
    }

    /// Links each relationship to its destination and inverse, and each entity to its parent.
    private func link() {
        let byName = entitiesByName
        for entity in entities {
            if let parent = entity.parentName, let found = byName[parent] {
                entity.parentEntity = found
                if !found.subentities.contains(where: { $0 === entity }) { found.subentities.append(entity) }
            }
            for case let relationship as NSRelationshipDescription in entity.properties where relationship.destinationEntity == nil {
                relationship.destinationEntity = byName[relationship.destinationName]
            }
        }
        for entity in entities {
            for case let relationship as NSRelationshipDescription in entity.properties {
                if let inverse = relationship.inverseName, let destination = relationship.destinationEntity {
                    relationship.inverseRelationship = destination.relationshipsByName[inverse]
                }
            }
        }
    }

    /// An entity for `type` with no properties declared, for a model made from classes.
    func entity(for type: NSManagedObject.Type) -> NSEntityDescription {
        let name = String(describing: type)
        if let found = entities.first(where: { $0.managedObjectClassName == name || $0.name == name }) { return found }
        let entity = NSEntityDescription()
        entity.name = name
        entity.managedObjectClassName = name
        entities.append(entity)
        return entity
    }
}

/// Reads the XML of an `.xcdatamodel`'s `contents` file.
private final class ModelFile: NSObject, XMLParserDelegate {
    var entities: [NSEntityDescription] = []
    var current: NSEntityDescription?

    static func entities(from data: Data) -> [NSEntityDescription]? {
        let parser = XMLParser(data: data)
        let reader = ModelFile()
        parser.delegate = reader
        guard parser.parse() else { return nil }
        return reader.entities
    }

    func parser(
        _ parser: XMLParser, didStartElement elementName: String, namespaceURI: String?, qualifiedName: String?,
        attributes: [String: String]
    ) {
        switch elementName {
        case "entity":
            let entity = NSEntityDescription()
            entity.name = attributes["name"]
            let className = attributes["representedClassName"] ?? attributes["name"] ?? "NSManagedObject"
            entity.managedObjectClassName = className.split(separator: ".").last.map(String.init) ?? className
            entity.isAbstract = attributes["isAbstract"] == "YES"
            entity.parentName = attributes["parentEntity"]
            current = entity
        case "attribute":
            let attribute = NSAttributeDescription()
            attribute.name = attributes["name"] ?? ""
            attribute.isOptional = attributes["optional"] == "YES"
            attribute.isTransient = attributes["transient"] == "YES"
            attribute.attributeType = NSAttributeType(modelName: attributes["attributeType"] ?? "")
            attribute.valueTransformerName = attributes["valueTransformerName"]
            attribute.attributeValueClassName = attributes["customClassName"]
            attribute.defaultValue = attributes["defaultValueString"].flatMap { Self.value($0, of: attribute.attributeType) }
            if attribute.defaultValue == nil, attributes["usesScalarValueType"] == "YES" || !attribute.isOptional {
                attribute.defaultValue = Self.zero(of: attribute.attributeType)
            }
            current?.properties.append(attribute)
        case "relationship":
            let relationship = NSRelationshipDescription()
            relationship.name = attributes["name"] ?? ""
            relationship.isOptional = attributes["optional"] == "YES"
            relationship.destinationName = attributes["destinationEntity"] ?? ""
            relationship.inverseName = attributes["inverseName"]
            relationship.maxCount = attributes["toMany"] == "YES" ? Int(attributes["maxCount"] ?? "") ?? 0 : 1
            relationship.minCount = Int(attributes["minCount"] ?? "") ?? 0
            relationship.isOrdered = attributes["ordered"] == "YES"
            relationship.deleteRule =
                switch attributes["deletionRule"] {
                case "Cascade": .cascadeDeleteRule
                case "Deny": .denyDeleteRule
                case "No Action": .noActionDeleteRule
                default: .nullifyDeleteRule
                }
            current?.properties.append(relationship)
        default: break
        }
    }

    func parser(_ parser: XMLParser, didEndElement elementName: String, namespaceURI: String?, qualifiedName qName: String?) {
        if elementName == "entity", let entity = current {
            entities.append(entity)
            current = nil
        }
    }

    static func value(_ text: String, of type: NSAttributeType) -> Any? {
        switch type {
        case .integer16AttributeType: return Int16(text)
        case .integer32AttributeType: return Int32(text)
        case .integer64AttributeType: return Int64(text)
        case .doubleAttributeType: return Double(text)
        case .floatAttributeType: return Float(text)
        case .decimalAttributeType: return Decimal(string: text)
        case .booleanAttributeType: return text == "YES" || text == "1" || text == "true"
        case .stringAttributeType: return text
        case .uuidAttributeType: return UUID(uuidString: text)
        case .uriAttributeType: return URL(string: text)
        default: return nil
        }
    }

    static func zero(of type: NSAttributeType) -> Any? {
        switch type {
        case .integer16AttributeType: return Int16(0)
        case .integer32AttributeType: return Int32(0)
        case .integer64AttributeType: return Int64(0)
        case .doubleAttributeType: return Double(0)
        case .floatAttributeType: return Float(0)
        case .decimalAttributeType: return Decimal(0)
        case .booleanAttributeType: return false
        default: return nil
        }
    }
}
