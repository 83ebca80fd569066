//
//  Platform.swift
//  TallyWidget
//

#if os(iOS)
let platformName = "on iOS"
#elseif os(watchOS)
let platformName = "on watchOS"
#else
#error("Unsupported platform")
#endif
