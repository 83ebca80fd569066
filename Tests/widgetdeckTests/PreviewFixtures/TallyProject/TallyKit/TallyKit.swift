//
//  TallyKit.swift
//  TallyKit
//
//  A framework target of the same project.

import Darwin
import Foundation

public enum TallyFormatter {
    /// Points a tally mark is wide: UIKit's, seen through the umbrella header's import.
    public static var markWidth: CGFloat { UIFont.systemFont(ofSize: 17).pointSize / 2 }

    public static func progress(_ count: Int, of goal: Int) -> String {
        "\(count)/\(goal)"
    }

    /// A delay in nanoseconds, as Darwin counts them.
    public static func nanoseconds(seconds: Int) -> UInt64 { UInt64(seconds) * NSEC_PER_SEC }

    /// Whole percent, rounded half away from zero as the C library rounds.
    public static func percent(_ count: Int, of goal: Int) -> Int {
        goal == 0 ? 0 : Int(Darwin.round(Double(count) / Double(goal) * 100))
    }
}

/// A counter shared between threads, guarded as Darwin code guards one.
public final class TallyCounter: @unchecked Sendable {
    private var lock = os_unfair_lock()
    private var value = 0

    public init() {}

    public func increment() -> Int {
        os_unfair_lock_lock(&lock)
        defer { os_unfair_lock_unlock(&lock) }
        value += 1
        return value
    }
}
