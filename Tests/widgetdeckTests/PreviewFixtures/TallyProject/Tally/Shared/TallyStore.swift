//
//  TallyStore.swift
//  Tally
//
//  Shared with the widget extension through the folder's membership exception.

import Foundation

extension UserDefaults {
    /// Observable by key path on a phone, through Objective-C's runtime.
    @objc dynamic var tallyCups: Int { integer(forKey: "tally.cups") }
}

final class TallyStore {
    static let shared = TallyStore()

    /// The cups the app saved: its keychain item if there is one (Security comes with
    /// Foundation on a phone, so there is no import), else its defaults, else three.
    var cups: Int {
        let query =
            [kSecClass as String: kSecClassGenericPassword, kSecAttrService as String: "tally.cups", kSecReturnData as String: true]
            as CFDictionary
        var result: CFTypeRef?
        if SecItemCopyMatching(query, &result) == errSecSuccess, let data = result as? Data,
            let saved = Int(String(decoding: data, as: UTF8.self))
        {
            return saved
        }
        let defaults = UserDefaults.standard.tallyCups
        return defaults > 0 ? defaults : 3
    }
}
