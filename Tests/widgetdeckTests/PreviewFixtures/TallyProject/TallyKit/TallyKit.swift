//
//  TallyKit.swift
//  TallyKit
//
//  A framework target of the same project.

import Darwin
import Foundation

public enum TallyFormatter {
    public static func progress(_ count: Int, of goal: Int) -> String {
        "\(count)/\(goal)"
    }

    /// Whole percent, rounded half away from zero as the C library rounds.
    public static func percent(_ count: Int, of goal: Int) -> Int {
        goal == 0 ? 0 : Int(Darwin.round(Double(count) / Double(goal) * 100))
    }
}
