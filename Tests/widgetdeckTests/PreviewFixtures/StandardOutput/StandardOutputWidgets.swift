// Widgets whose code mistreats its standard output, for preview's tests: one closes it, one
// writes 64 MB with no line break, one reopens it onto /dev/null. None of it may stop preview:
// the answers go on a descriptor of their own.
import SwiftUI
import WidgetKit
#if canImport(Glibc)
import Glibc
#endif

struct E: TimelineEntry { let date: Date }

struct Closing: TimelineProvider {
    func placeholder(in context: Context) -> E { E(date: Date()) }
    func getSnapshot(in context: Context, completion: @escaping (E) -> Void) { completion(E(date: Date())) }
    func getTimeline(in context: Context, completion: @escaping (Timeline<E>) -> Void) {
        close(1)
        completion(Timeline(entries: [E(date: Date())], policy: .never))
    }
}

struct Flooding: TimelineProvider {
    func placeholder(in context: Context) -> E { E(date: Date()) }
    func getSnapshot(in context: Context, completion: @escaping (E) -> Void) { completion(E(date: Date())) }
    func getTimeline(in context: Context, completion: @escaping (Timeline<E>) -> Void) {
        let chunk = [UInt8](repeating: 65, count: 1 << 20)
        for _ in 0..<64 { _ = chunk.withUnsafeBytes { write(1, $0.baseAddress, $0.count) } }
        completion(Timeline(entries: [E(date: Date())], policy: .never))
    }
}

struct Reopening: TimelineProvider {
    func placeholder(in context: Context) -> E { E(date: Date()) }
    func getSnapshot(in context: Context, completion: @escaping (E) -> Void) { completion(E(date: Date())) }
    func getTimeline(in context: Context, completion: @escaping (Timeline<E>) -> Void) {
        _ = freopen("/dev/null", "w", stdout)
        print("gone")
        completion(Timeline(entries: [E(date: Date())], policy: .never))
    }
}

struct A: Widget {
    var body: some WidgetConfiguration {
        StaticConfiguration(kind: "Closing", provider: Closing()) { _ in Text("closed") }.supportedFamilies([.systemSmall])
    }
}
struct B: Widget {
    var body: some WidgetConfiguration {
        StaticConfiguration(kind: "Flooding", provider: Flooding()) { _ in Text("flooded") }.supportedFamilies([.systemSmall])
    }
}
struct C: Widget {
    var body: some WidgetConfiguration {
        StaticConfiguration(kind: "Reopening", provider: Reopening()) { _ in Text("reopened") }.supportedFamilies([.systemSmall])
    }
}
@main struct Bundle1: WidgetBundle {
    var body: some Widget {
        A()
        B()
        C()
    }
}
