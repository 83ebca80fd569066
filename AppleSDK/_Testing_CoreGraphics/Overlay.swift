// Swift Testing's cross-import overlay for CoreGraphics. The toolchain declares one
// (Testing.swiftcrossimport/CoreGraphics.swiftoverlay) and, on Apple's platforms, ships it; on Linux it
// does not, so a test file that imports Testing beside widgetdeck's CoreGraphics would fail with
// "no such module '_Testing_CoreGraphics'". This empty module is the overlay found instead.
