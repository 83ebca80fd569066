// A managed object (Apple's `NSManagedObject`): its values kept by name, read and written by the
// properties the team declares `@NSManaged` — which `widgetdeck preview` turns into accessors
// of these values, as Core Data generates them at run time on a phone.
import Foundation
import FoundationCompatibility

/// What a fetch request returns (Apple's `NSFetchRequestResult`).
public protocol NSFetchRequestResult: AnyObject {}

extension NSDictionary: NSFetchRequestResult {}
extension NSNumber: NSFetchRequestResult {}

/// A managed object's identity (Apple's `NSManagedObjectID`).
open class NSManagedObjectID: NSObject, NSFetchRequestResult, @unchecked Sendable {
    public let entity: NSEntityDescription
    let number: Int
    let store: String
    open var isTemporaryID: Bool { false }
    open var persistentStore: NSPersistentStore? { nil }

    init(entity: NSEntityDescription, number: Int, store: String) {
        self.entity = entity
        self.number = number
        self.store = store
    }

    /// `x-coredata://STORE/Entity/pN`, as Core Data writes it.
    open func uriRepresentation() -> URL {
        URL(
            string:
                "x-coredata://\(store.addingPercentEncoding(withAllowedCharacters: .alphanumerics) ?? "store")/\(entity.name ?? "Entity")/p\(number)"
        )!
    }

    open override var hash: Int { number }
    open override func isEqual(_ object: Any?) -> Bool {
        guard let other = object as? NSManagedObjectID else { return false }
        return other.number == number && other.store == store
    }
    open override var description: String { uriRepresentation().absoluteString }
}

private final class ObjectNumbers: @unchecked Sendable {
    static let shared = ObjectNumbers()
    let lock = NSLock()
    var next = 1
    func take() -> Int {
        lock.lock()
        defer { lock.unlock() }
        next += 1
        return next - 1
    }
}

/// An object of a Core Data entity (Apple's `NSManagedObject`).
open class NSManagedObject: NSObject, NSFetchRequestResult, _KeyValueReadable, @unchecked Sendable {
    public let entity: NSEntityDescription
    open internal(set) weak var managedObjectContext: NSManagedObjectContext?
    private let number = ObjectNumbers.shared.take()
    private var values: [String: Any] = [:]
    private var committed: [String: Any] = [:]
    let lock = NSRecursiveLock()
    var deleted = false

    public required init(entity: NSEntityDescription, insertInto context: NSManagedObjectContext?) {
        self.entity = entity
        super.init()
        _ManagedClasses.register(Self.self)
        for attribute in entity.attributesByName.values { if let value = attribute.defaultValue { values[attribute.name] = value } }
        if let context { context.insert(self) }
        awakeFromInsert()
    }

    /// A new object in `context`, of the entity whose class is this one.
    public convenience init(context moc: NSManagedObjectContext) {
        self.init(entity: moc._entity(for: Self.self), insertInto: moc)
    }

    open class func entity() -> NSEntityDescription {
        let model = NSManagedObjectModel._shared
        return model.entity(for: self)
    }

    open var objectID: NSManagedObjectID {
        NSManagedObjectID(entity: entity, number: number, store: managedObjectContext?._storeIdentifier ?? "memory")
    }

    open var isInserted: Bool { managedObjectContext?._isInserted(self) ?? false }
    open var isUpdated: Bool { lock.withLock { !values.isEmpty && !committedEqual() } }
    open var isDeleted: Bool { deleted }
    open var isFault: Bool { false }
    open var hasChanges: Bool { isInserted || isUpdated || isDeleted }
    open var hasPersistentChangedValues: Bool { hasChanges }
    open var faultingState: Int { 0 }

    // MARK: Values

    open func value(forKey key: String) -> Any? { lock.withLock { values[key] } }

    /// Sets the value at the end of a key path (`author.name`): each key but the last read.
    open func setValue(_ value: Any?, forKeyPath keyPath: String) {
        let keys = keyPath.split(separator: ".").map(String.init)
        guard keys.count > 1 else { return setValue(value, forKey: keyPath) }
        (self.value(forKey: keys[0]) as? NSManagedObject)?.setValue(value, forKeyPath: keys.dropFirst().joined(separator: "."))
    }

    open func setValue(_ value: Any?, forKey key: String) {
        lock.withLock { values[key] = value }
        managedObjectContext?._didChange(self)
    }

    open func primitiveValue(forKey key: String) -> Any? { value(forKey: key) }
    open func setPrimitiveValue(_ value: Any?, forKey key: String) { lock.withLock { values[key] = value } }
    open func value(forKeyPath keyPath: String) -> Any? { _KeyValue.value(self, forKeyPath: keyPath) }
    public func _value(forKey key: String) -> Any? { value(forKey: key) }

    open func willAccessValue(forKey key: String?) {}
    open func didAccessValue(forKey key: String?) {}

    /// The to-many relationship `key` as a set that changes the object's value when changed.
    open func mutableSetValue(forKey key: String) -> NSMutableSet {
        let set = NSMutableSet(set: value(forKey: key) as? NSSet ?? NSSet())
        setValue(set, forKey: key)
        return set
    }

    open func mutableOrderedSetValue(forKey key: String) -> NSMutableOrderedSet {
        let set = NSMutableOrderedSet(orderedSet: value(forKey: key) as? NSOrderedSet ?? NSOrderedSet())
        setValue(set, forKey: key)
        return set
    }

    /// The values changed since the last save.
    open func changedValues() -> [String: Any] {
        lock.withLock { values.filter { !_KeyValue.equal($0.value, committed[$0.key]) } }
    }
    open func changedValuesForCurrentEvent() -> [String: Any] { changedValues() }
    open func committedValues(forKeys keys: [String]?) -> [String: Any] {
        lock.withLock { keys.map { keys in committed.filter { keys.contains($0.key) } } ?? committed }
    }

    func commit() { lock.withLock { committed = values } }
    func revert() { lock.withLock { values = committed } }
    private func committedEqual() -> Bool { values.allSatisfy { _KeyValue.equal($0.value, committed[$0.key]) } }

    // MARK: Life cycle

    open func awakeFromInsert() {}
    open func awakeFromFetch() {}
    open func awake(fromSnapshotEvents flags: Int) {}
    open func willSave() {}
    open func didSave() {}
    open func willTurnIntoFault() {}
    open func didTurnIntoFault() {}
    open func prepareForDeletion() {}
    open func validateForInsert() throws {}
    open func validateForUpdate() throws {}
    open func validateForDelete() throws {}
    open func validateValue(_ value: UnsafeMutablePointer<AnyObject?>, forKey key: String) throws {}

    open override var description: String { "<\(type(of: self)): \(objectID)> \(lock.withLock { values })" }

    // MARK: The accessors `@NSManaged` becomes

    /// The value of `key` as `T`: nil for an optional with none, zero for a number with none.
    public func _managedValue<T>(forKey key: String) -> T {
        let stored = value(forKey: key)
        if let value = stored as? T { return value }
        if let converted = _ManagedValue.convert(stored, to: T.self) { return converted }
        if let none = Optional<Any>.none as? T { return none }
        fatalError("\(type(of: self)).\(key) has no value of type \(T.self) (it holds \(stored.map { "\(type(of: $0))" } ?? "nothing"))")
    }

    public func _setManagedValue<T>(_ newValue: T, forKey key: String) {
        setValue(_KeyValue.unwrappedValue(newValue), forKey: key)
    }

    /// `addToItems(_:)`: `value` (an object, or a set of them) added to the to-many `key`.
    public func _managedAdd(_ value: Any, forKey key: String) {
        let set = NSMutableSet(set: self.value(forKey: key) as? NSSet ?? NSSet())
        if let many = value as? NSSet { for item in many { set.add(item) } } else { set.add(value) }
        setValue(set, forKey: key)
    }

    /// `removeFromItems(_:)`: `value` (an object, or a set of them) taken from the to-many `key`.
    public func _managedRemove(_ value: Any, forKey key: String) {
        let set = NSMutableSet(set: self.value(forKey: key) as? NSSet ?? NSSet())
        if let many = value as? NSSet { for item in many { set.remove(item) } } else { set.remove(value) }
        setValue(set, forKey: key)
    }

    /// An ordered to-many accessor (`insertIntoItems(_:at:)`…): not generated here.
    public func _managedOrderedAccessor(_ name: String) -> Never {
        fatalError(
            "\(type(of: self)).\(name): ordered to-many accessors are not generated by widgetdeck yet; use mutableOrderedSetValue(forKey:)")
    }
}

extension _KeyValue {
    /// A value without its optional wrapping (nil for none).
    public static func unwrappedValue<T>(_ value: T) -> Any? { unwrapped(value) }
}

/// Conversions between the number and collection types Core Data hands back.
enum _ManagedValue {
    static func convert<T>(_ value: Any?, to type: T.Type) -> T? {
        guard let value else {
            return zero(of: type)
        }
        if let number = _KeyValue.number(value) {
            let converted: Any? =
                switch type {
                case is Int.Type, is Int?.Type: Int(number)
                case is Int16.Type, is Int16?.Type: Int16(number)
                case is Int32.Type, is Int32?.Type: Int32(number)
                case is Int64.Type, is Int64?.Type: Int64(number)
                case is Double.Type, is Double?.Type: number
                case is Float.Type, is Float?.Type: Float(number)
                case is Bool.Type, is Bool?.Type: number != 0
                case is NSNumber.Type, is NSNumber?.Type: NSNumber(value: number)
                default: nil
                }
            if let converted = converted as? T { return converted }
        }
        if let set = value as? NSSet {
            if let converted = Set(set.allObjects.compactMap { $0 as? AnyHashable }) as? T { return converted }
        }
        if let array = value as? [Any], let converted = NSSet(array: array) as? T { return converted }
        return nil
    }

    static func zero<T>(of type: T.Type) -> T? {
        let zero: Any? =
            switch type {
            case is Int.Type: 0 as Int
            case is Int16.Type: 0 as Int16
            case is Int32.Type: 0 as Int32
            case is Int64.Type: 0 as Int64
            case is Double.Type: 0 as Double
            case is Float.Type: 0 as Float
            case is Bool.Type: false
            case is NSSet.Type: NSSet()
            case is NSOrderedSet.Type: NSOrderedSet()
            case is Decimal.Type: Decimal(0)
            default: nil
            }
        return zero as? T
    }
}

extension NSFetchRequestResult where Self: NSManagedObject {
    /// A request for the entity's objects. Declared here, not on the class: Xcode's generated
    /// `@nonobjc public class func fetchRequest() -> NSFetchRequest<Item>` is then the one
    /// `Item.fetchRequest()` means, as on a phone — two class methods of the same name would be
    /// ambiguous to Swift (Apple's is Objective-C's, which Swift ranks below it).
    public static func fetchRequest() -> NSFetchRequest<NSFetchRequestResult> {
        NSFetchRequest<NSFetchRequestResult>(entityName: String(describing: self))
    }
}
