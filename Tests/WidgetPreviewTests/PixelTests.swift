import Foundation
import Testing
import WidgetDrawing
import WidgetKit
import WidgetPreviewTesting
import WidgetTestSupport

/// What a widget draws below the cell — a ring's braille, a gradient's colours, a picture's
/// pixels — found where its cells say, in pixels, after rsvg-convert and headless Chromium
/// rasterise its SVG (`Tests/Tools/svg_regions.py`).
@MainActor
@Suite("Shapes, gradients and pictures in pixels")
struct PixelTests {
    nonisolated static let renderers = ["rsvg", "chromium"]
    nonisolated static let cellWidth = 12.0
    nonisolated static let cellHeight = 24.0
    nonisolated static let padding = 8.0

    /// Every drawn cell's check: a braille or block cell is inked, an empty one is not, a
    /// picture's cell is its pixels' colour, an empty cell over a gradient is the gradient's.
    nonisolated static func checks(for buffer: Buffer) -> [[String: Any]] {
        var checks: [[String: Any]] = []
        for y in 0..<buffer.area.height {
            for x in 0..<buffer.area.width {
                let cell = buffer[x, y]
                let scalar = cell.symbol.unicodeScalars.first?.value ?? 0
                let cells = [x, y, 1, 1]
                if let pixels = cell.pixels, pixels.top == pixels.bottom {
                    checks.append(["cells": cells, "color": pixels.top.hex, "within": 16, "name": "picture"])
                } else if let backdrop = cell.backdrop, cell.isSpace {
                    checks.append(["cells": cells, "color": backdrop.hex, "within": 16, "name": "gradient"])
                } else if (0x2801...0x28FF).contains(scalar) || (0x2580...0x259F).contains(scalar) {
                    checks.append(["cells": cells, "inked": true, "name": "shape \(cell.symbol)"])
                } else if cell.isSpace, cell.backdrop == nil, cell.pixels == nil, cell.style.background ?? .background == .background {
                    checks.append(["cells": cells, "inked": false, "name": "empty"])
                }
            }
        }
        return checks
    }

    func check(_ widget: Buffer, renderer: String) async throws -> (status: Int32, report: String) {
        // On a page of at least 60×12 cells: Chromium's window is never smaller than about
        // 500×300 pixels, and it scales a smaller picture up to fill it.
        var buffer = Buffer(size: Size(width: max(60, widget.area.width), height: max(12, widget.area.height)))
        buffer.merge(widget)
        let svg = SVGRenderer(theme: .dark, cellWidth: Self.cellWidth, cellHeight: Self.cellHeight, padding: Self.padding).render(buffer)
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("widgetdeck-regions-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let file = directory.appendingPathComponent("picture.svg"), checks = directory.appendingPathComponent("checks.json")
        try svg.write(to: file, atomically: true, encoding: .utf8)
        try JSONSerialization.data(withJSONObject: Self.checks(for: buffer)).write(to: checks)
        let script = repositoryRoot.appendingPathComponent("Tests/Tools/svg_regions.py").path
        let arguments = [
            script, renderer, file.path, "\(Self.cellWidth)", "\(Self.cellHeight)", "\(Self.padding)", checks.path,
        ]
        let result = try await MachineLoad.alone { try await offMainPool { try runProcess("python3", arguments) } }
        return (result.status, String(decoding: result.stdout, as: UTF8.self) + result.stderr)
    }

    @Test("a progress ring's dots, a gradient's colours and a picture's pixels are where their cells are", arguments: renderers)
    func shapesGradientsAndPictures(renderer: String) async throws {
        let widgets: [(any Widget, WidgetFamily)] = [
            (RingWidget(fraction: 0.37), .systemSmall), (RingWidget(fraction: 0.37), .accessoryCircular),
            (SparklineWidget(), .systemMedium), (GradientWidget(), .systemSmall), (PictureWidget(), .systemSmall),
        ]
        for (widget, family) in widgets {
            let rendering = await WidgetTestHost(widget).render(family)
            let buffer = try #require(rendering.buffer)
            #expect(Self.checks(for: buffer).count > 20)
            let (status, report) = try await check(buffer, renderer: renderer)
            #expect(status == 0, "\(type(of: widget)), \(family), \(renderer): \(report)" as Comment)
        }
    }

    @Test("the check sees a shape that is not there: a cell said to be inked but drawn blank fails")
    func theCheckSeesAMissingShape() async throws {
        var buffer = Buffer(size: Size(width: 4, height: 2))
        buffer.drawText("⣿", in: Rect(x: 1, y: 0, width: 1, height: 1), style: Style(.accent))
        var blank = buffer
        blank.drawText(" ", in: Rect(x: 1, y: 0, width: 1, height: 1), style: Style(.accent))
        // The checks of the picture with the dots, run on the one without.
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("widgetdeck-regions-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let file = directory.appendingPathComponent("picture.svg"), checks = directory.appendingPathComponent("checks.json")
        try SVGRenderer(theme: .dark, cellWidth: Self.cellWidth, cellHeight: Self.cellHeight, padding: Self.padding).render(blank)
            .write(to: file, atomically: true, encoding: .utf8)
        try JSONSerialization.data(withJSONObject: Self.checks(for: buffer)).write(to: checks)
        let script = repositoryRoot.appendingPathComponent("Tests/Tools/svg_regions.py").path
        let result = try await offMainPool {
            try runProcess(
                "python3", [script, "rsvg", file.path, "\(Self.cellWidth)", "\(Self.cellHeight)", "\(Self.padding)", checks.path])
        }
        let report = String(decoding: result.stdout, as: UTF8.self)
        #expect(result.status == 1 && report.contains("nothing drawn in cells [1, 0, 1, 1]"), Comment(rawValue: report))
    }
}
