// The keychain's four item functions (Apple's `SecItemAdd`, `SecItemCopyMatching`,
// `SecItemUpdate`, `SecItemDelete`) over widgetdeck's keychain file, with Apple's rules: an
// item's class and primary attributes name it, a query matches every attribute it gives,
// `kSecMatchLimit` is one unless it says all, and what comes back is what `kSecReturn…` asks.
@_exported public import CoreFoundation

/// Query keys that steer a call rather than describe an item.
private func isControlKey(_ key: String) -> Bool {
    key.hasPrefix("r_") || key.hasPrefix("m_") || key.hasPrefix("u_") || key == "nleg" || key == "accc"
        || key == "v_Ref" || key == "v_PersistentRef"
}

private struct Query {
    var attributes: KeychainItem = [:]
    var controls: [String: Any] = [:]
    var unkeepable: [String] = []

    init?(_ dictionary: CFDictionary) {
        for (key, value) in dictionary {
            guard let key = key as? String else { return nil }
            if isControlKey(key) {
                controls[key] = value
            } else if let value = KeychainValue(value) {
                attributes[key] = value
            } else {
                unkeepable.append(key)
            }
        }
    }

    var itemClass: String? {
        if case .string(let name)? = attributes["class"] { return name }
        return nil
    }

    func flag(_ key: String) -> Bool {
        guard let value = controls[key] else { return false }
        return (value as? Bool) ?? (value as? NSNumber)?.boolValue ?? false
    }

    var limitsToOne: Bool {
        guard let limit = controls["m_Limit"] else { return true }
        if let name = limit as? String { return name != "m_LimitAll" }
        return ((limit as? NSNumber)?.intValue ?? 1) == 1
    }

    /// Whether `item` has every attribute the query gives (`kSecAttrSynchronizableAny` matches
    /// either; an item stored without `sync` is not synchronizable).
    func matches(_ item: KeychainItem) -> Bool {
        let caseInsensitive = flag("m_CaseInsensitive")
        for (key, wanted) in attributes where key != "v_Data" {
            if key == "sync" {
                if wanted == .string("syna") { continue }
                if (item["sync"] ?? .number(0)) != wanted { return false }
                continue
            }
            guard let value = item[key] else { return false }
            if caseInsensitive, case .string(let a) = value, case .string(let b) = wanted {
                if a.lowercased() != b.lowercased() { return false }
            } else if value != wanted {
                return false
            }
        }
        if attributes["sync"] == nil, let sync = item["sync"], sync != .number(0) { return false }
        return true
    }
}

private func primaryKey(of item: KeychainItem) -> [String: KeychainValue?] {
    guard case .string(let itemClass)? = item["class"], let keys = primaryKeys[itemClass] else { return [:] }
    var key: [String: KeychainValue?] = ["class": item["class"]]
    for name in keys { key[name] = .some(item[name] ?? (name == "sync" ? .number(0) : nil)) }
    return key
}

/// What `kSecReturn…` asks of an item: its data, its attributes (with the data when both are
/// asked), a persistent reference (its position's bytes).
private func returned(_ item: KeychainItem, query: Query) -> Any? {
    let data = query.flag("r_Data")
    let attributes = query.flag("r_Attributes")
    let reference = query.flag("r_PersistentRef")
    if attributes || (data && reference) {
        var dictionary: [String: Any] = [:]
        for (key, value) in item where key != "v_Data" || data {
            dictionary[key] = value.propertyListValue
        }
        if reference { dictionary["v_PersistentRef"] = persistentReference(item) }
        return dictionary as NSDictionary
    }
    if data, case .data(let bytes)? = item["v_Data"] { return bytes as NSData }
    if data { return NSData() }
    if reference { return persistentReference(item) as NSData }
    return nil
}

private func persistentReference(_ item: KeychainItem) -> Data {
    let key = primaryKey(of: item).sorted { $0.key < $1.key }.map { "\($0.key)=\(String(describing: $0.value))" }
    return Data(key.joined(separator: "\u{1}").utf8)
}

/// Adds an item (Apple's `SecItemAdd`): `errSecDuplicateItem` if one with its primary
/// attributes is kept; `errSecParam` without a class or with a value the keychain cannot keep.
public func SecItemAdd(_ attributes: CFDictionary, _ result: UnsafeMutablePointer<CFTypeRef?>?) -> OSStatus {
    guard let query = Query(attributes), let itemClass = query.itemClass, primaryKeys[itemClass] != nil,
        query.unkeepable.isEmpty
    else { return errSecParam }
    var item = query.attributes
    let now = KeychainValue.date(Date())
    item["cdat"] = item["cdat"] ?? now
    item["mdat"] = item["mdat"] ?? now
    item["pdmn"] = item["pdmn"] ?? .string("ak")
    return KeychainStore.shared.withItems { items in
        let key = primaryKey(of: item)
        if items.contains(where: { primaryKey(of: $0) == key }) { return errSecDuplicateItem }
        items.append(item)
        if let result, let value = returned(item, query: query) { result.pointee = value as AnyObject }
        return errSecSuccess
    }
}

/// Finds items (Apple's `SecItemCopyMatching`): `errSecItemNotFound` when none matches; the
/// first, or all of them as an array under `kSecMatchLimitAll`, as `kSecReturn…` asks.
public func SecItemCopyMatching(_ query: CFDictionary, _ result: UnsafeMutablePointer<CFTypeRef?>?) -> OSStatus {
    guard let query = Query(query), query.itemClass != nil else { return errSecParam }
    return KeychainStore.shared.withItems { items in
        let found = items.indices.filter { query.matches(items[$0]) }
        guard let first = found.first else { return errSecItemNotFound }
        guard let result else { return errSecSuccess }
        if query.limitsToOne {
            result.pointee = returned(items[first], query: query).map { $0 as AnyObject }
        } else {
            result.pointee = found.compactMap { returned(items[$0], query: query) } as NSArray
        }
        return errSecSuccess
    }
}

/// Changes the items a query matches (Apple's `SecItemUpdate`): `errSecItemNotFound` when it
/// matches none, `errSecDuplicateItem` when a change would make two items one.
public func SecItemUpdate(_ query: CFDictionary, _ attributesToUpdate: CFDictionary) -> OSStatus {
    guard let query = Query(query), query.itemClass != nil, let changes = Query(attributesToUpdate),
        changes.unkeepable.isEmpty, changes.attributes["class"] == nil
    else { return errSecParam }
    return KeychainStore.shared.withItems { items in
        let found = items.indices.filter { query.matches(items[$0]) }
        guard !found.isEmpty else { return errSecItemNotFound }
        var updated = items
        for index in found {
            updated[index].merge(changes.attributes) { $1 }
            updated[index]["mdat"] = .date(Date())
        }
        let keys = updated.map(primaryKey(of:))
        if Set(keys).count != keys.count { return errSecDuplicateItem }
        items = updated
        return errSecSuccess
    }
}

/// Removes every item a query matches (Apple's `SecItemDelete`): `errSecItemNotFound` when it
/// matches none.
public func SecItemDelete(_ query: CFDictionary) -> OSStatus {
    guard let query = Query(query), query.itemClass != nil else { return errSecParam }
    return KeychainStore.shared.withItems { items in
        let before = items.count
        items.removeAll { query.matches($0) }
        return items.count == before ? errSecItemNotFound : errSecSuccess
    }
}
