import Foundation
import SwiftUI
import Testing

/// The screens around an app's shared views — tabs, split views, toolbars, forms' rows, iOS 26's
/// glass and bars — as a widget target compiles them.
@MainActor
@Suite(
    "App screens in cells: a tab view's first tab, a toolbar left out and noted, labeled rows, bars at an edge, glass behind a view, iOS 26 sliders"
)
struct AppScreensTests {
    @Test("A tab view draws its first tab, noted; a split view its first column; a toolbar's items are left out, noted")
    func tabsSplitsAndToolbars() {
        let tabs = TabView {
            Text("Today").tabItem { Label("Today", systemImage: "sun.max") }
            Text("History").tabItem { Label("History", systemImage: "clock") }
        }
        let drawnTabs = ViewRenderer.drawn(tabs, columns: 8, rows: 1)
        #expect(drawnTabs.text == " Today\n", "\(drawnTabs.text)")
        #expect(drawnTabs.notes == ["TabView: its first tab drawn, without the tab bar (a widget has none)"])

        let modern = TabView {
            Tab("Inbox", systemImage: "tray") { Text("3 new") }
            Tab("Sent", systemImage: "paperplane") { Text("none") }
        }
        #expect(ViewRenderer.drawn(modern, columns: 8, rows: 1).text == " 3 new\n")

        let split = NavigationSplitView {
            Text("Lists")
        } detail: {
            Text("Detail")
        }
        #expect(ViewRenderer.drawn(split, columns: 6, rows: 1).text == "Lists\n")

        let screen = Text("Body").toolbar {
            ToolbarItem(placement: .topBarTrailing) { Button("Add") {} }
            ToolbarSpacer(.fixed)
        }
        let drawn = ViewRenderer.drawn(screen, columns: 4, rows: 1)
        #expect(drawn.text == "Body\n" && drawn.notes == ["toolbar items left out: a widget has no toolbar"], "\(drawn.notes)")
    }

    @Test("A labeled row is its label and its value after it; a bar at an edge is stacked there")
    func rowsAndBars() {
        let row = LabeledContent("Steps", value: "4,210")
        #expect(ViewRenderer.drawn(row, columns: 14, rows: 1).text == "Steps    4,210\n")
        let formatted = LabeledContent("Goal", value: 0.5, format: .percent)
        #expect(ViewRenderer.drawn(formatted, columns: 9, rows: 1).text == "Goal  50%\n")
        let inset = Text("List").safeAreaInset(edge: .bottom, spacing: 0) { Text("Bar") }
        #expect(ViewRenderer.drawn(inset, columns: 4, rows: 2).text == "List\nBar\n")
        let leading = Text("A").safeAreaBar(edge: .leading, spacing: 0) { Text("B") }
        #expect(ViewRenderer.drawn(leading, columns: 2, rows: 1).text == "BA\n")
    }

    @Test(
        "Glass is a material behind the view in its shape (noted faint, as materials are); .identity is none; a container lays out its content as it is"
    )
    func glass() {
        let plain = ViewRenderer.drawn(Text("Go").padding(8), columns: 6, rows: 3)
        let glassy = ViewRenderer.drawn(Text("Go").padding(8).glassEffect(.regular, in: .rect(cornerRadius: 8)), columns: 6, rows: 3)
        #expect(glassy.text.contains("Go") && glassy.text != plain.text, "\(glassy.text)")
        #expect(glassy.notes == ["material regular drawn faint"], "\(glassy.notes)")
        #expect(ViewRenderer.drawn(Text("Go").padding(8).glassEffect(.identity), columns: 6, rows: 3).text == plain.text)
        let container = GlassEffectContainer(spacing: 4) {
            HStack {
                Text("A")
                Text("B")
            }
        }
        #expect(
            ViewRenderer.drawn(container, columns: 3, rows: 1).text
                == ViewRenderer.drawn(
                    HStack {
                        Text("A")
                        Text("B")
                    }, columns: 3, rows: 1
                ).text)
        let tinted = ViewRenderer.drawn(Text("Go").glassEffect(.regular.tint(.blue).interactive()), columns: 4, rows: 1)
        #expect(tinted.notes == ["a glass tint left out", "material regular drawn faint"], "\(tinted.notes)")
        _ = Button("Save") {}.buttonStyle(.glass).buttonStyle(.glassProminent).buttonStyle(.glass(.clear))
    }

    @Test("iOS 26's slider with a neutral value draws its bar; ticks are left out, noted")
    func sliders() {
        let binding = Binding.constant(0.25)
        let neutral = Slider(value: binding, in: -1...1, neutralValue: 0) {
            Text("Offset")
        } currentValueLabel: {
            Text("now")
        } minimumValueLabel: {
            Text("-")
        } maximumValueLabel: {
            Text("+")
        }
        let ticked = Slider(
            value: binding, in: 0...1, label: { Text("Level") },
            ticks: {
                SliderTick(0.0)
                SliderTick("Half", 0.5)
                SliderTick(1.0)
            })
        #expect(ViewRenderer.drawn(neutral, columns: 12, rows: 1).notes.isEmpty)
        #expect(ViewRenderer.drawn(ticked, columns: 12, rows: 1).notes == ["a slider's ticks left out: the bar is its value"])
        #expect(
            ViewRenderer.drawn(ticked, columns: 12, rows: 1).text
                == ViewRenderer.drawn(Slider(value: binding) { Text("Level") }, columns: 12, rows: 1).text)
    }

    @Test("A mesh gradient is the vertical gradient of its first column, noted")
    func meshGradient() {
        let mesh = MeshGradient(
            width: 2, height: 2, points: [[0, 0], [1, 0], [0, 1], [1, 1]], colors: [.red, .yellow, .blue, .green], colorSpace: .perceptual)
        let drawn = ViewRenderer.drawn(mesh, columns: 4, rows: 2)
        let column = ViewRenderer.drawn(LinearGradient(colors: [.red, .blue], startPoint: .top, endPoint: .bottom), columns: 4, rows: 2)
        #expect(drawn.text == column.text)
        #expect(drawn.notes.contains("a mesh gradient drawn as the vertical gradient of its first column"), "\(drawn.notes)")
    }
}
