import WidgetDrawing
import WidgetFormats

/// What `widgetdeck lint` checks: each widget in each family, at each device's size (or its
/// family's), in each state, against each theme — what the layout engine cut or hid, what shows
/// its meaning in colour alone, and text too faint on its background. Each widget is drawn by
/// the caller's `render`, so the same matrix runs on any source.
///
/// ```swift
/// let matrix = LintMatrix(widgets: DashboardFile.standard.widgets, states: [.live], themes: [.dark], devices: [nil])
/// let result = try await matrix.run { widget, family, device, state in try await draw(widget, family, device, state) }
/// result.findings.isEmpty   // nothing cut, hidden or too faint
/// ```
package struct LintMatrix: Sendable {
    package var widgets: [PlacedWidget]
    /// The families checked: `nil`, each widget's own (or every family, ``everyFamily``).
    package var families: [WidgetFamily]?
    /// With no families given, every family rather than each widget's own (a widget
    /// configured on the command line has no family of its own).
    package var everyFamily = false
    package var states: [PreviewState]
    package var themes: [Theme]
    /// The sizes: a device's (where it offers the family), or `nil` for the family's own.
    package var devices: [DevicePreset?]
    package var lint: WidgetLint

    package init(
        widgets: [PlacedWidget], families: [WidgetFamily]? = nil, states: [PreviewState], themes: [Theme], devices: [DevicePreset?],
        lint: WidgetLint = WidgetLint()
    ) {
        self.widgets = widgets
        self.families = families
        self.states = states
        self.themes = themes
        self.devices = devices
        self.lint = lint
    }

    /// One finding, and where in the matrix it is.
    package struct Finding: Sendable {
        package var widget: String
        package var family: WidgetFamily
        package var state: PreviewState
        /// The theme it is in, or the themes' names joined (a layout finding holds in all).
        package var theme: String
        /// The device's name, `COLSxROWS` for a size given, or `family size`.
        package var device: String
        package var finding: WidgetLint.Finding
    }

    /// What the run found, and how many renders it checked (each theme counts).
    package struct Result: Sendable {
        package var findings: [Finding] = []
        package var renders = 0
    }

    /// Checks every point of the matrix; `render` draws one (`nil`: there is nothing to check
    /// there — live figures a source could not give — and the other states still are).
    package func run(
        _ render: (PlacedWidget, WidgetFamily, DevicePreset?, PreviewState) async throws -> (drawn: WidgetRequest.Drawn, size: String)?
    ) async rethrows -> Result {
        var result = Result()
        let themeNames = themes.map(\.name).joined(separator: ",")
        for widget in widgets {
            for family in families ?? (everyFamily ? WidgetFamily.allCases : [widget.family]) {
                for device in devices {
                    if let device, !device.offers(family) { continue }
                    for state in states {
                        guard let (drawn, size) = try await render(widget, family, device, state) else { continue }
                        result.renders += themes.count
                        func add(_ finding: WidgetLint.Finding, theme: String) {
                            result.findings.append(
                                Finding(
                                    widget: widget.id, family: family, state: state, theme: theme, device: device?.name ?? size,
                                    finding: finding))
                        }
                        for finding in lint.layoutFindings(drawn.buffer) + lint.colourOnlyFindings(drawn.buffer) {
                            add(finding, theme: themeNames)
                        }
                        for theme in themes {
                            for finding in lint.contrastFindings(drawn.buffer, theme: theme) { add(finding, theme: theme.name) }
                        }
                    }
                }
            }
        }
        return result
    }
}
