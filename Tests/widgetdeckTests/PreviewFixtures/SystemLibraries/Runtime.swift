import Foundation
import ObjectiveC.runtime

/// An object tagged and read back through the runtime.
func tagged() -> String {
    let object = NSObject()
    object.tag = "runtime"
    return "tag " + (object.tag ?? "lost") + (class_getInstanceMethod(NSObject.self, Selector(("init"))) == nil ? "" : " swizzled")
}
