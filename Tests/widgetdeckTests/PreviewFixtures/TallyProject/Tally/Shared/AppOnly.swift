//
//  AppOnly.swift
//  Tally
//
//  In the app only: compiling it into the widget extension would fail.

#error("AppOnly.swift belongs to the app target, not the widget extension")
