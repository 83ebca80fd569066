import Foundation
import FoundationCompatibility
import Testing

/// Predicate strings parsed and evaluated as Foundation does on Apple's platforms.
@Suite("NSPredicate(format:) and NSSortDescriptor(key:), which Linux's Foundation leaves out")
struct PredicateFormatTests {
    final class Product {
        let name: String
        let price: Double
        let stock: Int
        let tags: [String]
        let added: Date
        init(_ name: String, _ price: Double, _ stock: Int, _ tags: [String], _ day: Double) {
            self.name = name
            self.price = price
            self.stock = stock
            self.tags = tags
            added = Date(timeIntervalSince1970: day * 86_400)
        }
    }

    let products = [
        Product("Green Tea", 4.5, 12, ["tea", "green"], 1), Product("Kettle", 39, 0, ["tools"], 2),
        Product("Earl Grey", 5.25, 3, ["tea"], 3), Product("Café Mug", 12, 7, [], 4),
    ]

    func names(_ format: String, _ args: any CVarArg...) -> [String] {
        let predicate = NSPredicate(format: format, argumentArray: args)
        return products.filter { predicate.evaluate(with: $0) }.map(\.name)
    }

    @Test("Comparisons, AND/OR/NOT, IN, BETWEEN and string operators with [c] and [cd]")
    func operators() {
        #expect(names("price < 10 AND stock > 0") == ["Green Tea", "Earl Grey"])
        #expect(names("stock == 0 OR name BEGINSWITH 'Earl'") == ["Kettle", "Earl Grey"])
        #expect(names("NOT (price >= 10)") == ["Green Tea", "Earl Grey"])
        #expect(names("name IN %@", ["Kettle", "Café Mug"] as NSArray) == ["Kettle", "Café Mug"])
        #expect(names("price BETWEEN {5, 15}") == ["Earl Grey", "Café Mug"])
        #expect(names("name CONTAINS[c] 'TEA'") == ["Green Tea"])
        #expect(names("name ==[cd] 'cafe mug'") == ["Café Mug"])
        #expect(names("name ENDSWITH 'ey'") == ["Earl Grey"])
        #expect(names("name LIKE '*e*le'") == ["Kettle"])
        // [a-z] is ASCII: "Café" does not match, as in ICU on a phone.
        #expect(names("name MATCHES '[A-Z][a-z]+ [A-Z].*'") == ["Green Tea", "Earl Grey"])
        #expect(names("TRUEPREDICATE").count == 4 && names("FALSEPREDICATE").isEmpty)
    }

    @Test("Arguments by kind (%@ %K %d %f), collections (ANY, @count, CONTAINS) and dates")
    func argumentsAndCollections() {
        #expect(names("%K > %d", "stock", 5) == ["Green Tea", "Café Mug"])
        #expect(names("price > %f", 5.0) == ["Kettle", "Earl Grey", "Café Mug"])
        #expect(names("ANY tags == 'tea'") == ["Green Tea", "Earl Grey"])
        #expect(names("tags.@count == 0") == ["Café Mug"])
        #expect(names("tags CONTAINS %@", "green") == ["Green Tea"])
        #expect(names("added >= %@", Date(timeIntervalSince1970: 3 * 86_400) as NSDate) == ["Earl Grey", "Café Mug"])
        #expect(names("SELF.stock != 0 && name != nil") == ["Green Tea", "Earl Grey", "Café Mug"])
        let dictionary: [String: Any] = ["count": 3]
        #expect(NSPredicate(format: "count = 3").evaluate(with: dictionary))
        let compound = NSCompoundPredicate(andPredicateWithSubpredicates: [
            NSPredicate(format: "price < 10"), NSPredicate(format: "stock > 5"),
        ])
        #expect(products.filter { compound.evaluate(with: $0) }.map(\.name) == ["Green Tea"])
    }

    @Test("Sort descriptors by key, ascending or not, case-insensitively when their selector says so")
    func sorting() {
        let byPrice = NSSortDescriptor(key: "price", ascending: false)
        #expect(byPrice.key == "price")
        #expect(
            products.sorted { byPrice._compare($0, $1) == .orderedAscending }.map(\.name) == [
                "Kettle", "Café Mug", "Earl Grey", "Green Tea",
            ])
        let byName = NSSortDescriptor(key: "name", ascending: true, selector: Selector("caseInsensitiveCompare:"))
        let words = ["b", "A", "c"].map { Product($0, 0, 0, [], 0) }
        #expect(words.sorted { byName._compare($0, $1) == .orderedAscending }.map(\.name) == ["A", "b", "c"])
    }
}
