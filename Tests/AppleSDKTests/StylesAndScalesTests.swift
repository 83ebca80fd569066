import Charts
import Foundation
import SwiftUI
import Testing

/// An app's own styles, bindings and chart scales in its shared views.
@MainActor
@Suite("An app's own group box style, @Bindable, a chart's colours by its own function, and its navigation screens")
struct StylesAndScalesTests {
    @Observable final class Server {
        var name = "Nyx"
    }

    @Test("@Bindable gives bindings to an observable object's properties, as a local in a body does")
    func bindable() {
        let server = Server()
        @Bindable var model = server
        let name = $model.name
        name.wrappedValue = "Erebus"
        #expect(server.name == "Erebus" && model.name == "Erebus")
    }

    struct CardStyle: GroupBoxStyle {
        func makeBody(configuration: Configuration) -> some View {
            VStack(alignment: .leading, spacing: 0) {
                configuration.label
                configuration.content
            }
        }
    }

    @Test("A group box style of the app's own draws its body — the label over the content, no frame — and .automatic the framed box")
    func groupBoxStyle() {
        let box = GroupBox(label: Text("Disk")) { Text("75%") }
        let styled = ViewRenderer.drawn(box.groupBoxStyle(CardStyle()), columns: 6, rows: 2)
        // Centred in the six columns, as a widget's content is.
        #expect(styled.text == " Disk\n 75%\n", "\(styled.text)")
        let standard = ViewRenderer.drawn(box.groupBoxStyle(.automatic), columns: 8, rows: 3)
        #expect(standard.text == ViewRenderer.drawn(box, columns: 8, rows: 3).text)
        #expect(standard.text.contains("75%") && standard.text != styled.text, "\(standard.text)")
    }

    @Test("A series takes the colour the app's own function gives its value; marks in a Plot are the chart's marks")
    func styleMapping() {
        let points = [(0, 1.0), (1, 3.0), (2, 2.0)]
        let chart = Chart {
            ForEach(points, id: \.0) { point in
                Plot {
                    LineMark(x: .value("Time", point.0), y: .value("Read", point.1), series: .value("Kind", "Read"))
                    AreaMark(
                        x: .value("Time", point.0), yStart: .value("Zero", 0), yEnd: .value("Write", point.1 / 2),
                        series: .value("Kind", "Write"))
                }
            }
        }
        .chartForegroundStyleScale { (kind: String) in kind == "Read" ? Color.red : Color.green }
        let roles = Set(ViewRenderer.drawnRoles(chart, columns: 24, rows: 8).joined())
        #expect(roles.contains("negative") && roles.contains("positive"), "\(roles)")
        #expect(ViewRenderer.drawn(chart, columns: 24, rows: 8).notes.isEmpty)

        // A domain given with the function is left out, and said (the legend follows the data).
        let domained = chart.chartForegroundStyleScale(domain: ["Write", "Read"]) { (kind: String) in
            kind == "Read" ? Color.red : Color.green
        }
        #expect(
            ViewRenderer.drawn(domained, columns: 24, rows: 8).notes.contains(
                "a style scale's domain left out: the legend lists the series drawn, in their order"))

        // A style that is not a colour is drawn in the palette's, and said.
        let graded = Chart {
            LineMark(x: .value("Time", 0), y: .value("Read", 1.0), series: .value("Kind", "Read"))
            LineMark(x: .value("Time", 1), y: .value("Read", 2.0), series: .value("Kind", "Read"))
        }
        .chartForegroundStyleScale { (_: String) in LinearGradient(colors: [.red, .green], startPoint: .leading, endPoint: .trailing) }
        #expect(
            ViewRenderer.drawn(graded, columns: 24, rows: 8).notes == ["a series style that is not a colour drawn in the chart's palette"])
    }

    @Test("A settings screen compiled into a widget draws its root: the form's rows from the top, no navigation bar, each said")
    func settingsScreen() {
        let screen = NavigationView {
            Form {
                Text("General")
                Text("Notifications")
            }
        }
        .onChange(of: 1) { _ in }  // iOS 14's one-value form, as apps of its time write it
        let shown = ViewRenderer.drawn(screen, columns: 16, rows: 3)
        #expect(shown.text == "General\nNotifications\n\n", "\(shown.text)")
        #expect(shown.notes.contains { $0.hasPrefix("NavigationView: its root drawn") }, "\(shown.notes)")
        #expect(shown.notes.contains { $0.hasPrefix("List: a widget does not scroll") }, "\(shown.notes)")
        let stack = ViewRenderer.drawn(NavigationStack { Text("Root") }, columns: 8, rows: 1)
        #expect(stack.text == "  Root\n" && stack.notes.contains { $0.hasPrefix("NavigationStack: its root drawn") }, "\(stack)")
    }
}
