// `import SQLite3`, `import zlib`, `import libxml2`: on a phone, modules of the SDK; here the
// system's own libraries under the same names.
import WidgetKit
import SwiftUI
import SQLite3
import zlib
import libxml2

func sqliteVersion() -> String {
    var db: OpaquePointer?
    sqlite3_open(":memory:", &db)
    defer { sqlite3_close(db) }
    var statement: OpaquePointer?
    sqlite3_prepare_v2(db, "select 6 * 7", -1, &statement, nil)
    sqlite3_step(statement)
    let answer = sqlite3_column_int(statement, 0)
    sqlite3_finalize(statement)
    return "sqlite \(answer)"
}

func crc() -> String {
    let bytes: [UInt8] = Array("widgetdeck".utf8)
    return "crc " + String(crc32(0, bytes, uInt(bytes.count)), radix: 16)
}

func xmlTitle() -> String {
    let html = "<html><head><title>Hello</title></head></html>"
    guard let doc = htmlReadMemory(html, Int32(html.utf8.count), nil, "UTF-8", Int32(HTML_PARSE_NOERROR.rawValue)) else { return "no doc" }
    defer { xmlFreeDoc(doc) }
    let context = xmlXPathNewContext(doc)
    defer { xmlXPathFreeContext(context) }
    let result = xmlXPathEvalExpression("//title", context)
    defer { xmlXPathFreeObject(result) }
    guard let node = result?.pointee.nodesetval?.pointee.nodeTab?[0], let text = xmlNodeGetContent(node) else { return "none" }
    defer { xmlFree(text) }
    return "title " + String(cString: text)
}

// A widget that reads its numbers through the C libraries Apple's SDK gives as modules.
/// The device model by sysctl, and whether the boot time is known (Darwin's sysctl, from the
/// machine's /proc here).
func machine() -> String {
    var size = 0
    sysctlbyname("hw.machine", nil, &size, nil, 0)
    var name = [CChar](repeating: 0, count: size)
    sysctlbyname("hw.machine", &name, &size, nil, 0)
    var mib: [Int32] = [CTL_KERN, KERN_BOOTTIME]
    var boot = timeval()
    var length = MemoryLayout<timeval>.size
    let booted = sysctl(&mib, 2, &boot, &length, nil, 0) == 0 && boot.tv_sec > 0
    return String(cString: name) + (booted ? " up" : " ?")
}

struct E: TimelineEntry { let date: Date }
struct P: TimelineProvider {
    func placeholder(in context: Context) -> E { E(date: .now) }
    func getSnapshot(in context: Context, completion: @escaping (E) -> Void) { completion(E(date: .now)) }
    func getTimeline(in context: Context, completion: @escaping (Timeline<E>) -> Void) {
        completion(Timeline(entries: [E(date: .now)], policy: .never))
    }
}
@main struct W: Widget {
    var body: some WidgetConfiguration {
        StaticConfiguration(kind: "c", provider: P()) { _ in
            VStack {
                Text(sqliteVersion())
                Text(crc())
                Text(xmlTitle())
                Text(machine())
                Text(tagged())
                Text(deflated())
            }
        }.supportedFamilies([.systemSmall])
    }
}

// Names as a phone's SDK has them: `Foundation.URLSessionDelegate` (FoundationNetworking's on
// Linux), and UIKit's main-actor views read from code that is not on the main actor — allowed
// in Swift 5 mode, as for Apple's Objective-C frameworks.
final class Downloads: NSObject, Foundation.URLSessionDelegate {
    let session = Foundation.URLSession(configuration: .ephemeral)
}

func width(of view: UIView) -> CGFloat { view.frame.width }
