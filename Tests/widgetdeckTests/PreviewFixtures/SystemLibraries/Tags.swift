// The Objective-C runtime's associated objects, as app code reaches them: through `import
// Foundation` alone (which re-exports ObjectiveC on a phone), and through the runtime's own
// submodule (`import ObjectiveC.runtime`, in the next file).
import Foundation

private var tagKey: UInt8 = 0

extension NSObject {
    var tag: String? {
        get { objc_getAssociatedObject(self, &tagKey) as? String }
        set { objc_setAssociatedObject(self, &tagKey, newValue, .OBJC_ASSOCIATION_RETAIN) }
    }
}
