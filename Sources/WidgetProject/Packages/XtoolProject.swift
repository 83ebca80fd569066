import WidgetSystem

/// A Linux-first iOS project laid out for xtool (`xtool.yml` beside a `Package.swift`): the app's
/// product, and under `extensions:` each app extension's product and Info.plist. A widget
/// extension is one whose Info.plist names WidgetKit's extension point, or whose sources declare
/// a widget bundle as `@main`.
package struct XtoolProject: Sendable {
    package struct Extension: Sendable {
        package var product: String
        package var infoPath: String?
    }

    package var bundleID: String?
    package var product: String?
    package var extensions: [Extension]

    /// `folder/xtool.yml`, or nil when there is none.
    package static func read(_ folder: String) -> XtoolProject? {
        guard let text = (try? FileIO.readText(folder + "/xtool.yml")) ?? (try? FileIO.readText(folder + "/xtool.yaml")) else { return nil }
        return parse(text)
    }

    /// The subset of YAML `xtool.yml` uses: top-level `key: value` lines and the `extensions:`
    /// list of maps (`- product: Name`, further keys indented under it).
    package static func parse(_ text: String) -> XtoolProject {
        var project = XtoolProject(bundleID: nil, product: nil, extensions: [])
        var inExtensions = false
        for raw in text.split(separator: "\n", omittingEmptySubsequences: true) {
            var line = String(raw)
            if let hash = line.firstIndex(of: "#"), !line[..<hash].contains("\"") { line = String(line[..<hash]) }
            guard !line.trimmingWhitespace().isEmpty else { continue }
            let indented = line.first == " " || line.first == "\t"
            let trimmed = line.trimmingWhitespace()
            if !indented {
                inExtensions = trimmed.hasPrefix("extensions:")
                if let (key, value) = pair(trimmed) {
                    if key == "bundleID" { project.bundleID = value }
                    if key == "product" { project.product = value }
                }
                continue
            }
            guard inExtensions else { continue }
            var entry = trimmed
            if entry.hasPrefix("- ") {
                project.extensions.append(Extension(product: "", infoPath: nil))
                entry = String(entry.dropFirst(2)).trimmingWhitespace()
            } else if entry.hasPrefix("-"), entry.count > 1 {
                // `-name` is not a list item.
            }
            guard !project.extensions.isEmpty, let (key, value) = pair(entry) else { continue }
            if key == "product" { project.extensions[project.extensions.count - 1].product = value }
            if key == "infoPath" { project.extensions[project.extensions.count - 1].infoPath = value }
        }
        project.extensions.removeAll { $0.product.isEmpty }
        return project
    }

    static func pair(_ line: String) -> (String, String)? {
        guard let colon = line.firstIndex(of: ":") else { return nil }
        let key = String(line[..<colon]).trimmingWhitespace()
        var value = String(line[line.index(after: colon)...]).trimmingWhitespace()
        if value.count >= 2, (value.hasPrefix("\"") && value.hasSuffix("\"")) || (value.hasPrefix("'") && value.hasSuffix("'")) {
            value = String(value.dropFirst().dropLast())
        }
        return (key, value)
    }

    /// The package targets of each extension whose product is a widget extension.
    package func extensionTargets(planner: inout ProjectPlanner, folder: String) -> [String] {
        extensions.compactMap { ext in
            let info = infoPlist(forProduct: ext, folder: folder)
            let point = PropertyList.dictionary(info)["NSExtension"]?["NSExtensionPointIdentifier"]?.string
            guard point == nil || point == "com.apple.widgetkit-extension" else { return nil }
            return ext.product
        }
    }

    /// The Info.plist an extension's product names (`infoPath`), for a package target of that name.
    package func infoPlist(forTarget target: String, folder: String) -> [(key: String, value: PropertyList)] {
        guard let ext = extensions.first(where: { $0.product == target }) else { return [] }
        return infoPlist(forProduct: ext, folder: folder)
    }

    func infoPlist(forProduct ext: Extension, folder: String) -> [(key: String, value: PropertyList)] {
        guard let path = ext.infoPath, let bytes = try? FileIO.read(ProjectFiles.join(folder, path)),
            let plist = try? PropertyList.parse(bytes)
        else { return [] }
        var members = plist.dictionary ?? []
        if !members.contains(where: { $0.key == "CFBundleIdentifier" }), let id = bundleID {
            members.append(("CFBundleIdentifier", .string(id + "." + ext.product)))
        }
        return members
    }
}
