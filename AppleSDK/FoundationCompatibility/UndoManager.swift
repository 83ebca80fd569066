// Apple's `UndoManager` and `ValueTransformer`, which swift-corelibs-foundation lacks: an app's
// shared code names them (an editor's undo, a SwiftData attribute's transformer).
import Foundation

/// Records changes so they can be undone and redone (Apple's `UndoManager`): actions are kept
/// in groups — one per outermost `beginUndoGrouping`/`endUndoGrouping` pair, or one per
/// registration when `groupsByEvent` and no group is open (no run-loop event ends one here).
open class UndoManager: NSObject, @unchecked Sendable {
    private struct Group {
        var actions: [() -> Void] = []
        var name = ""
    }
    private var undoStack: [Group] = []
    private var redoStack: [Group] = []
    private var open: [Group] = []
    private var disabled = 0

    open var groupsByEvent = true
    open var levelsOfUndo = 0
    open private(set) var isUndoing = false
    open private(set) var isRedoing = false
    open var runLoopModes: [RunLoop.Mode] = [.default]

    public override init() { super.init() }

    open var canUndo: Bool { !undoStack.isEmpty }
    open var canRedo: Bool { !redoStack.isEmpty }
    open var groupingLevel: Int { open.count }
    open var isUndoRegistrationEnabled: Bool { disabled == 0 }
    open var undoActionName: String { undoStack.last?.name ?? "" }
    open var redoActionName: String { redoStack.last?.name ?? "" }
    open var undoMenuItemTitle: String { undoActionName.isEmpty ? "Undo" : "Undo \(undoActionName)" }
    open var redoMenuItemTitle: String { redoActionName.isEmpty ? "Redo" : "Redo \(redoActionName)" }

    open func beginUndoGrouping() { open.append(Group()) }

    open func endUndoGrouping() {
        guard let group = open.popLast() else { return }
        if var outer = open.popLast() {
            outer.actions += group.actions
            open.append(outer)
        } else if !group.actions.isEmpty {
            push(group)
        }
    }

    open func disableUndoRegistration() { disabled += 1 }
    open func enableUndoRegistration() { disabled = max(0, disabled - 1) }

    /// Records `handler` to undo a change to `target`.
    open func registerUndo<TargetType: AnyObject>(withTarget target: TargetType, handler: @escaping (TargetType) -> Void) {
        guard disabled == 0 else { return }
        let action = { [weak target] in if let target { handler(target) } }
        if open.isEmpty {
            push(Group(actions: [action]))
        } else {
            open[open.count - 1].actions.append(action)
        }
    }

    open func setActionName(_ actionName: String) {
        if !open.isEmpty {
            open[open.count - 1].name = actionName
        } else if isUndoing, !redoStack.isEmpty {
            redoStack[redoStack.count - 1].name = actionName
        } else if !undoStack.isEmpty {
            undoStack[undoStack.count - 1].name = actionName
        }
    }

    /// Undoes the last group: what it registers meanwhile becomes the redo.
    open func undo() {
        while !open.isEmpty { endUndoGrouping() }
        guard let group = undoStack.popLast() else { return }
        isUndoing = true
        open.append(Group(name: group.name))
        for action in group.actions.reversed() { action() }
        let redo = open.removeLast()
        isUndoing = false
        if !redo.actions.isEmpty { redoStack.append(redo) }
    }

    open func undoNestedGroup() { undo() }

    /// Redoes the last undone group.
    open func redo() {
        guard let group = redoStack.popLast() else { return }
        isRedoing = true
        open.append(Group(name: group.name))
        for action in group.actions.reversed() { action() }
        let undo = open.removeLast()
        isRedoing = false
        if !undo.actions.isEmpty { undoStack.append(undo) }
    }

    open func removeAllActions() {
        undoStack = []
        redoStack = []
    }

    open func removeAllActions(withTarget target: Any) {}

    private func push(_ group: Group) {
        if isUndoing {
            redoStack.append(group)
            return
        }
        undoStack.append(group)
        if !isRedoing { redoStack = [] }
        if levelsOfUndo > 0, undoStack.count > levelsOfUndo { undoStack.removeFirst(undoStack.count - levelsOfUndo) }
    }
}

/// The name a value transformer is registered under (Apple's `NSValueTransformerName`).
public struct NSValueTransformerName: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public init(_ rawValue: String) { self.rawValue = rawValue }
    public static let negateBooleanTransformerName = NSValueTransformerName("NSNegateBoolean")
    public static let isNilTransformerName = NSValueTransformerName("NSIsNil")
    public static let isNotNilTransformerName = NSValueTransformerName("NSIsNotNil")
    public static let secureUnarchiveFromDataTransformerName = NSValueTransformerName("NSSecureUnarchiveFromData")
}

/// Turns a value into another and back (Apple's `ValueTransformer`); registered by name.
open class ValueTransformer: NSObject, @unchecked Sendable {
    private nonisolated(unsafe) static var registered: [NSValueTransformerName: ValueTransformer] = [:]
    private static let lock = NSLock()

    public override init() { super.init() }

    open class func transformedValueClass() -> AnyClass { NSObject.self }
    open class func allowsReverseTransformation() -> Bool { false }
    open func transformedValue(_ value: Any?) -> Any? { value }
    open func reverseTransformedValue(_ value: Any?) -> Any? {
        type(of: self).allowsReverseTransformation() ? transformedValue(value) : nil
    }

    open class func setValueTransformer(_ transformer: ValueTransformer?, forName name: NSValueTransformerName) {
        lock.lock()
        defer { lock.unlock() }
        registered[name] = transformer
    }

    public convenience init?(forName name: NSValueTransformerName) {
        guard ValueTransformer.named(name) != nil else { return nil }
        self.init()
    }

    /// The transformer registered under `name`.
    open class func named(_ name: NSValueTransformerName) -> ValueTransformer? {
        lock.lock()
        defer { lock.unlock() }
        return registered[name]
    }

    open class func valueTransformerNames() -> [NSValueTransformerName] {
        lock.lock()
        defer { lock.unlock() }
        return Array(registered.keys)
    }
}

/// The transformer that unarchives values kept as data (Apple's `NSSecureUnarchiveFromDataTransformer`).
open class NSSecureUnarchiveFromDataTransformer: ValueTransformer, @unchecked Sendable {
    open class var allowedTopLevelClasses: [AnyClass] { [NSArray.self, NSDictionary.self, NSString.self, NSNumber.self, NSData.self] }
    open override class func allowsReverseTransformation() -> Bool { true }
}
