// Core Data in SwiftUI (Apple's `@FetchRequest`, `FetchedResults`, `\.managedObjectContext`): a
// fetch request reads the context of the environment it is drawn in when its view's body is
// evaluated.
import Foundation
import SwiftUI

private struct ManagedObjectContextKey: EnvironmentKey {
    static var defaultValue: NSManagedObjectContext? { nil }
}

extension EnvironmentValues {
    /// The context of the nearest `.environment(\.managedObjectContext, …)` above; without one, a
    /// context with no store, as on a phone.
    public var managedObjectContext: NSManagedObjectContext {
        get { self[ManagedObjectContextKey.self] ?? _unattachedContext }
        set { self[ManagedObjectContextKey.self] = newValue }
    }
}

private let _unattachedContext = NSManagedObjectContext(concurrencyType: .mainQueueConcurrencyType)

/// The results of a view's fetch request (Apple's `FetchedResults`).
public struct FetchedResults<Result: NSFetchRequestResult>: RandomAccessCollection {
    let results: [Result]
    public var startIndex: Int { results.startIndex }
    public var endIndex: Int { results.endIndex }
    public subscript(position: Int) -> Result { results[position] }
    public var nsPredicate: NSPredicate? { nil }
    public var nsSortDescriptors: [NSSortDescriptor] { [] }
}

/// The objects a view shows, fetched from its environment's context (Apple's `@FetchRequest`).
@MainActor @preconcurrency @propertyWrapper
public struct FetchRequest<Result: NSFetchRequestResult>: DynamicProperty {
    let request: NSFetchRequest<Result>
    var sorts: [SortDescriptor<Result>] = []

    public init(fetchRequest: NSFetchRequest<Result>, animation: Animation? = nil) { request = fetchRequest }
    public init(fetchRequest: NSFetchRequest<Result>, transaction: Transaction) { request = fetchRequest }

    public init(
        entity: NSEntityDescription, sortDescriptors: [NSSortDescriptor], predicate: NSPredicate? = nil, animation: Animation? = nil
    ) {
        let request = NSFetchRequest<Result>()
        request.entity = entity
        request.sortDescriptors = sortDescriptors
        request.predicate = predicate
        self.request = request
    }

    // `sortDescriptors: []` is either kind: the Swift one is meant (the same empty order).
    @_disfavoredOverload
    public init(sortDescriptors: [NSSortDescriptor], predicate: NSPredicate? = nil, animation: Animation? = nil)
    where Result: NSManagedObject {
        let request = NSFetchRequest<Result>(entityName: String(describing: Result.self))
        request.sortDescriptors = sortDescriptors
        request.predicate = predicate
        self.request = request
    }

    public init(sortDescriptors: [SortDescriptor<Result>], predicate: NSPredicate? = nil, animation: Animation? = nil)
    where Result: NSManagedObject {
        let request = NSFetchRequest<Result>(entityName: String(describing: Result.self))
        request.predicate = predicate
        self.request = request
        sorts = sortDescriptors
    }

    /// The objects, fetched now from the environment's context.
    public var wrappedValue: FetchedResults<Result> {
        let results = (try? EnvironmentValues.current.managedObjectContext.fetch(request)) ?? []
        return FetchedResults(results: sorts.isEmpty ? results : results.sorted(using: sorts))
    }
}

/// Sections of a view's fetch (Apple's `SectionedFetchResults`), grouped by an identifier.
public struct SectionedFetchResults<SectionIdentifier: Hashable, Result: NSFetchRequestResult>: RandomAccessCollection {
    public struct Section: RandomAccessCollection, Identifiable {
        public let id: SectionIdentifier
        let results: [Result]
        public var startIndex: Int { results.startIndex }
        public var endIndex: Int { results.endIndex }
        public subscript(position: Int) -> Result { results[position] }
    }
    let sections: [Section]
    public var startIndex: Int { sections.startIndex }
    public var endIndex: Int { sections.endIndex }
    public subscript(position: Int) -> Section { sections[position] }
}
