//
//  RemoteFormat.swift
//  A stand-in for the remote package RemoteFormat, given with --stand-in.

public func shortNumber(_ number: Int) -> String {
    number >= 1_000 ? "\(number / 1_000).\(number % 1_000 / 100)K" : "\(number)"
}
