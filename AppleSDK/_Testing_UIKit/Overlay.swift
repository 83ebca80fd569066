// Swift Testing's cross-import overlay for UIKit. The toolchain declares one
// (Testing.swiftcrossimport/UIKit.swiftoverlay) and, on Apple's platforms, ships it; on Linux it
// does not, so a test file that imports Testing beside widgetdeck's UIKit would fail with
// "no such module '_Testing_UIKit'". This empty module is the overlay found instead.
