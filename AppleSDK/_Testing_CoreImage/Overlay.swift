// Swift Testing's cross-import overlay for CoreImage. The toolchain declares one
// (Testing.swiftcrossimport/CoreImage.swiftoverlay) and, on Apple's platforms, ships it; on Linux it
// does not, so a test file that imports Testing beside widgetdeck's CoreImage would fail with
// "no such module '_Testing_CoreImage'". This empty module is the overlay found instead.
