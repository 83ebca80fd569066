import Foundation
import Security
import Testing

/// The keychain as Apple's four item functions keep it, in a property list of widgetdeck's:
/// each test has a file of its own (`WIDGETDECK_PREVIEW_KEYCHAIN`), so they run one at a time.
@Suite("Security: the keychain's items, kept in a file", .serialized)
struct KeychainTests {
    let file: URL

    init() throws {
        file = FileManager.default.temporaryDirectory.appendingPathComponent("keychain-\(UUID().uuidString).plist")
        setenv("WIDGETDECK_PREVIEW_KEYCHAIN", file.path, 1)
    }

    private func password(service: String, account: String) -> [String: Any] {
        [kSecClass as String: kSecClassGenericPassword, kSecAttrService as String: service, kSecAttrAccount as String: account]
    }

    @Test("An added password reads back as its data; a second add of the same item is a duplicate")
    func addAndRead() throws {
        var add = password(service: "shop", account: "token")
        add[kSecValueData as String] = Data("s3cret".utf8)
        #expect(SecItemAdd(add as CFDictionary, nil) == errSecSuccess)
        #expect(SecItemAdd(add as CFDictionary, nil) == errSecDuplicateItem)

        var query = password(service: "shop", account: "token")
        query[kSecReturnData as String] = kCFBooleanTrue
        query[kSecMatchLimit as String] = kSecMatchLimitOne
        var result: CFTypeRef?
        #expect(SecItemCopyMatching(query as CFDictionary, &result) == errSecSuccess)
        #expect((result as? Data).map { String(decoding: $0, as: UTF8.self) } == "s3cret")
    }

    @Test("A query matches every attribute it gives; none matching is errSecItemNotFound, with Apple's message")
    func notFound() throws {
        var add = password(service: "shop", account: "token")
        add[kSecValueData as String] = Data("one".utf8)
        #expect(SecItemAdd(add as CFDictionary, nil) == errSecSuccess)
        var result: CFTypeRef?
        let status = SecItemCopyMatching(password(service: "shop", account: "other") as CFDictionary, &result)
        #expect(status == errSecItemNotFound)
        #expect(result == nil)
        #expect(SecCopyErrorMessageString(status, nil) as String? == "The specified item could not be found in the keychain.")
    }

    @Test("Apple's sample's shape: a [String: AnyObject] query, attributes and data back as one dictionary")
    func attributesAndData() throws {
        var add = [String: AnyObject]()
        add[kSecClass as String] = kSecClassGenericPassword
        add[kSecAttrService as String] = "shop" as AnyObject
        add[kSecAttrAccount as String] = "ada" as AnyObject
        add[kSecAttrLabel as String] = "Ada's token" as AnyObject
        add[kSecValueData as String] = Data("t0k3n".utf8) as AnyObject
        #expect(SecItemAdd(add as CFDictionary, nil) == errSecSuccess)

        var query = [String: AnyObject]()
        query[kSecClass as String] = kSecClassGenericPassword
        query[kSecAttrService as String] = "shop" as AnyObject
        query[kSecReturnAttributes as String] = kCFBooleanTrue
        query[kSecReturnData as String] = kCFBooleanTrue
        var result: AnyObject?
        #expect(SecItemCopyMatching(query as CFDictionary, &result) == errSecSuccess)
        let item = try #require(result as? [String: AnyObject])
        #expect(item[kSecAttrAccount as String] as? String == "ada")
        #expect(item[kSecAttrLabel as String] as? String == "Ada's token")
        #expect((item[kSecValueData as String] as? Data).map { String(decoding: $0, as: UTF8.self) } == "t0k3n")
        #expect(item[kSecAttrAccessible as String] as? String == kSecAttrAccessibleWhenUnlocked as String)
    }

    @Test("kSecMatchLimitAll returns every match as an array; update changes them; delete removes them all")
    func allUpdateDelete() throws {
        for account in ["a", "b"] {
            var add = password(service: "shop", account: account)
            add[kSecValueData as String] = Data(account.utf8)
            #expect(SecItemAdd(add as CFDictionary, nil) == errSecSuccess)
        }
        let service: [String: Any] = [kSecClass as String: kSecClassGenericPassword, kSecAttrService as String: "shop"]
        var all = service
        all[kSecReturnAttributes as String] = true
        all[kSecMatchLimit as String] = kSecMatchLimitAll
        var result: CFTypeRef?
        #expect(SecItemCopyMatching(all as CFDictionary, &result) == errSecSuccess)
        let accounts = (result as? [[String: Any]])?.compactMap { $0[kSecAttrAccount as String] as? String }.sorted()
        #expect(accounts == ["a", "b"])

        let change = [kSecValueData as String: Data("new".utf8)]
        #expect(SecItemUpdate(password(service: "shop", account: "a") as CFDictionary, change as CFDictionary) == errSecSuccess)
        #expect(
            SecItemUpdate(password(service: "shop", account: "a") as CFDictionary, [kSecAttrAccount as String: "b"] as CFDictionary)
                == errSecDuplicateItem)

        #expect(SecItemDelete(service as CFDictionary) == errSecSuccess)
        #expect(SecItemDelete(service as CFDictionary) == errSecItemNotFound)
    }

    @Test("The file is a property list keyed as Apple's keychain keys it, so an item can be written there by hand")
    func fileIsReadable() throws {
        let list: [[String: Any]] = [["class": "genp", "svce": "shop", "acct": "seeded", "v_Data": Data("from a file".utf8)]]
        try PropertyListSerialization.data(fromPropertyList: list, format: .xml, options: 0).write(to: file)
        var query = password(service: "shop", account: "seeded")
        query[kSecReturnData as String] = true
        var result: CFTypeRef?
        #expect(SecItemCopyMatching(query as CFDictionary, &result) == errSecSuccess)
        #expect((result as? Data).map { String(decoding: $0, as: UTF8.self) } == "from a file")

        try Data("not a property list".utf8).write(to: file)
        #expect(SecItemCopyMatching(query as CFDictionary, &result) == errSecInvalidKeychain)
        #expect(try String(contentsOf: file, encoding: .utf8) == "not a property list")
    }

    @Test("A query without a class is errSecParam; a synchronizable item is found only when asked for")
    func parametersAndSynchronizable() throws {
        #expect(SecItemCopyMatching([kSecAttrAccount as String: "x"] as CFDictionary, nil) == errSecParam)
        var add = password(service: "cloud", account: "x")
        add[kSecAttrSynchronizable as String] = kCFBooleanTrue
        #expect(SecItemAdd(add as CFDictionary, nil) == errSecSuccess)
        #expect(SecItemCopyMatching(password(service: "cloud", account: "x") as CFDictionary, nil) == errSecItemNotFound)
        var any = password(service: "cloud", account: "x")
        any[kSecAttrSynchronizable as String] = kSecAttrSynchronizableAny
        #expect(SecItemCopyMatching(any as CFDictionary, nil) == errSecSuccess)
    }

    @Test("Random bytes fill the buffer; a generated password has Safari's form")
    func randomAndPassword() throws {
        var bytes = [UInt8](repeating: 0, count: 64)
        #expect(SecRandomCopyBytes(kSecRandomDefault, bytes.count, &bytes) == errSecSuccess)
        #expect(Set(bytes).count > 8)
        let password = try #require(SecCreateSharedWebCredentialPassword() as String?)
        #expect(password.wholeMatch(of: /[a-zA-Z3-9]{3}-[a-zA-Z3-9]{3}-[a-zA-Z3-9]{3}-[a-zA-Z3-9]{3}/) != nil)
    }
}
