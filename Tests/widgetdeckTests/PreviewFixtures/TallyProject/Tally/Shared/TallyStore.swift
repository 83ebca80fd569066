//
//  TallyStore.swift
//  Tally
//
//  Shared with the widget extension through the folder's membership exception.

import Foundation

final class TallyStore {
    static let shared = TallyStore()

    var cups: Int { 3 }
}
