// A shop's orders kept with Core Data, as an app and its widget share them: the model in
// Orders.xcdatamodeld, the classes written by hand with @NSManaged properties and Xcode's
// generated to-many accessors.
import CoreData
import Foundation

@objc(Order)
public class Order: NSManagedObject {
    @nonobjc public class func fetchRequest() -> NSFetchRequest<Order> {
        NSFetchRequest<Order>(entityName: "Order")
    }

    @NSManaged public var number: Int64
    @NSManaged public var total: Double
    @NSManaged public var customer: String?
    @NSManaged public var placed: Date?
    @NSManaged public var status: String
    @NSManaged public var items: NSSet?

    var itemCount: Int { (items as? Set<LineItem>)?.reduce(0) { $0 + Int($1.quantity) } ?? 0 }
}

extension Order {
    @objc(addItemsObject:)
    @NSManaged public func addToItems(_ value: LineItem)

    @objc(removeItemsObject:)
    @NSManaged public func removeFromItems(_ value: LineItem)
}

@objc(LineItem)
public class LineItem: NSManagedObject {
    @NSManaged public var name: String
    @NSManaged public var quantity: Int16
    @NSManaged public var order: Order?
}

enum OrderStore {
    static let container: NSPersistentContainer = {
        let container = NSPersistentContainer(name: "Orders")
        container.loadPersistentStores { _, error in
            if let error { fatalError("store: \(error)") }
        }
        return container
    }()

    /// What the app would have saved: three orders, one cancelled — saved once for the run.
    static let seeded: Void = { try? seed() }()

    static func seed() throws {
        let context = container.newBackgroundContext()
        try context.performAndWait {
            for (number, customer, total, status, items) in [
                (1041, "Ada", 42.5, "paid", [("Tea", 2)]), (1042, "Grace", 18.0, "cancelled", [("Mug", 1)]),
                (1043, "Linus", 99.9, "paid", [("Kettle", 1), ("Tea", 3)]),
            ] {
                let order = Order(context: context)
                order.number = Int64(number)
                order.customer = customer
                order.total = total
                order.status = status
                order.placed = Date(timeIntervalSince1970: 1_764_579_600 + Double(number))
                for (name, quantity) in items {
                    let item = LineItem(context: context)
                    item.name = name
                    item.quantity = Int16(quantity)
                    order.addToItems(item)
                }
            }
            // An open order whose status is the model's default, deleted before it is saved.
            let draft = Order(context: context)
            draft.number = 1044
            context.delete(draft)
            try context.save()
        }
    }
}
