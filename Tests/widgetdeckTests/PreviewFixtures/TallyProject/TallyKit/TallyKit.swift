//
//  TallyKit.swift
//  TallyKit
//
//  A framework target of the same project.

import Foundation

public enum TallyFormatter {
    public static func progress(_ count: Int, of goal: Int) -> String {
        "\(count)/\(goal)"
    }
}
