// An actor with its own context (Apple's `ModelActor`, `@ModelActor`): its jobs run one at a
// time on a serial queue of its own, as on a phone.
import Dispatch
import Foundation

/// Makes an actor a model actor: its container, its executor and `init(modelContainer:)`.
@attached(member, names: named(modelExecutor), named(modelContainer), named(init))
@attached(extension, conformances: ModelActor)
// Plugin not found? Build with WIDGETDECK_MACROS=$(widgetdeck preview --macro-plugin) set: docs/preview.md.
public macro ModelActor() = #externalMacro(module: "WidgetPreviewMacros", type: "ModelActorMacro")

/// What runs a model actor's jobs (Apple's `ModelExecutor`).
public protocol ModelExecutor: AnyObject, Sendable {
    var modelContext: ModelContext { get }
}

/// A model executor that runs one job at a time (Apple's `SerialModelExecutor`).
public protocol SerialModelExecutor: ModelExecutor, SerialExecutor {}

/// The executor `@ModelActor` gives (Apple's `DefaultSerialModelExecutor`).
public final class DefaultSerialModelExecutor: SerialModelExecutor, @unchecked Sendable {
    public let modelContext: ModelContext
    private let queue = DispatchQueue(label: "widgetdeck.SwiftData.ModelActor")

    public init(modelContext: ModelContext) {
        self.modelContext = modelContext
    }

    public func enqueue(_ job: consuming ExecutorJob) {
        let job = UnownedJob(job)
        let executor = asUnownedSerialExecutor()
        queue.async { job.runSynchronously(on: executor) }
    }

    public func asUnownedSerialExecutor() -> UnownedSerialExecutor {
        UnownedSerialExecutor(ordinary: self)
    }
}

/// An actor that works on models in a context of its own (Apple's `ModelActor`).
public protocol ModelActor: Actor {
    nonisolated var modelContainer: ModelContainer { get }
    nonisolated var modelExecutor: any ModelExecutor { get }
}

extension ModelActor {
    public nonisolated var unownedExecutor: UnownedSerialExecutor {
        (modelExecutor as! any SerialExecutor).asUnownedSerialExecutor()
    }

    /// The actor's context.
    public var modelContext: ModelContext { modelExecutor.modelContext }

    /// The model with `id`, if it is of type `T`.
    public subscript<T: PersistentModel>(id: PersistentIdentifier, as as: T.Type) -> T? {
        modelContext.registeredModel(for: id)
    }
}
