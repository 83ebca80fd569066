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

/// Refreshes when the day changes, as app code shared with a widget often does: by selector,
/// through Objective-C's runtime on a phone.
final class TallyRefresher: NSObject {
    @objc func dayChanged(_ notification: Notification) {}

    func start() {
        NotificationCenter.default.addObserver(
            self, selector: #selector(dayChanged(_:)), name: .NSCalendarDayChanged, object: nil)
    }
}
