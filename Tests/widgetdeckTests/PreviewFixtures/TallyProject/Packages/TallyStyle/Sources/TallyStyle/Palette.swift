//
//  Palette.swift
//  TallyStyle
//
//  A local package whose resource is read through Bundle.module.

import Foundation

public struct Palette: Decodable, Sendable {
    public let goal: Int

    public static let standard: Palette = {
        let url = Bundle.module.url(forResource: "palette", withExtension: "json")!
        return try! JSONDecoder().decode(Palette.self, from: Data(contentsOf: url))
    }()
}
