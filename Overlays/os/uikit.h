// UIKit's submodules (`import UIKit.UIApplication`, `import UIKit.UIGestureRecognizerSubclass`)
// have no C API here: widgetdeck's Swift module UIKit is loaded as their overlay.
