import Foundation

/// The colour and image sets of the extension's asset catalogues, which `widgetdeck preview`
/// names in `WIDGETDECK_PREVIEW_ASSETS` (catalogues, or folders to search for them): what
/// `Color("Brand")`, `UIColor(named:)`, `UIImage(named:)` and the generated symbols find.
package final class AssetLibrary: @unchecked Sendable {
    package static let shared = AssetLibrary()

    /// A colour set's colours as 0–1 sRGB components with alpha, for the light (any) and the
    /// dark appearance.
    package struct ColorSet: Sendable {
        package var light: (red: Double, green: Double, blue: Double, alpha: Double)
        package var dark: (red: Double, green: Double, blue: Double, alpha: Double)?
    }

    private var colors: [String: ColorSet] = [:]
    private var images: [String: [String]] = [:]
    private var data: [String: (file: String, type: String?)] = [:]
    private var symbols: Set<String> = []
    private var loaded = false
    private let lock = NSLock()

    /// The colour set called `name` (`Brand`, or a namespaced `Icons/Brand`).
    package func color(named name: String) -> ColorSet? {
        load()
        return colors[name] ?? colors[String(name.split(separator: "/").last ?? "")]
    }

    /// The image files of the image set called `name`, the best first; nil when there is no such set.
    package func image(named name: String) -> [String]? {
        load()
        return images[name] ?? images[String(name.split(separator: "/").last ?? "")]
    }

    /// Whether `name` is a symbol image of the catalogues (a `.symbolset`: a custom SF Symbol).
    package func isSymbol(named name: String) -> Bool {
        load()
        return symbols.contains(name) || symbols.contains(String(name.split(separator: "/").last ?? ""))
    }

    /// The file and type identifier of the data set called `name` (`NSDataAsset`).
    package func data(named name: String) -> (file: String, type: String?)? {
        load()
        return data[name] ?? data[String(name.split(separator: "/").last ?? "")]
    }

    private func load() {
        lock.lock()
        defer { lock.unlock() }
        guard !loaded else { return }
        loaded = true
        guard let roots = ProcessInfo.processInfo.environment["WIDGETDECK_PREVIEW_ASSETS"] else { return }
        for root in roots.split(separator: ":").map(String.init) {
            if root.hasSuffix(".xcassets") {
                walk(root, namespace: "")
            } else if let walker = FileManager.default.enumerator(atPath: root) {
                for case let path as String in walker where path.hasSuffix(".xcassets") {
                    walker.skipDescendants()
                    walk(root + "/" + path, namespace: "")
                }
            }
        }
    }

    private func walk(_ folder: String, namespace: String) {
        guard let names = try? FileManager.default.contentsOfDirectory(atPath: folder) else { return }
        for name in names.sorted() where !name.hasPrefix(".") {
            let path = folder + "/" + name
            var isFolder: ObjCBool = false
            guard FileManager.default.fileExists(atPath: path, isDirectory: &isFolder), isFolder.boolValue else { continue }
            let contents = Self.json(path + "/Contents.json")
            if name.hasSuffix(".colorset") {
                let base = String(name.dropLast(9))
                if let set = Self.colorSet(contents) {
                    colors[namespace + base] = set
                    if colors[base] == nil { colors[base] = set }
                }
            } else if name.hasSuffix(".imageset") {
                let base = String(name.dropLast(9))
                var files: [(String, Double)] = []
                for entry in contents?["images"] as? [[String: Any]] ?? [] {
                    guard let file = entry["filename"] as? String else { continue }
                    let scale = Double((entry["scale"] as? String ?? "1x").replacingOccurrences(of: "x", with: "")) ?? 1
                    let universal = (entry["appearances"] as? [Any])?.isEmpty ?? true
                    files.append((path + "/" + file, scale + (universal ? 10 : 0)))
                }
                let sorted = files.sorted { $0.1 > $1.1 }.map(\.0)
                images[namespace + base] = sorted
                if images[base] == nil { images[base] = sorted }
            } else if name.hasSuffix(".symbolset") {
                let base = String(name.dropLast(10))
                symbols.insert(namespace + base)
                symbols.insert(base)
            } else if name.hasSuffix(".dataset") {
                let base = String(name.dropLast(8))
                let entries = contents?["data"] as? [[String: Any]] ?? []
                if let entry = entries.first, let file = entry["filename"] as? String {
                    data[namespace + base] = (path + "/" + file, entry["universal-type-identifier"] as? String)
                    if data[base] == nil { data[base] = data[namespace + base] }
                }
            } else if !name.contains(".") || name.hasSuffix(".folder") {
                let provides = ((contents?["properties"] as? [String: Any])?["provides-namespace"] as? Bool) ?? false
                walk(path, namespace: provides ? namespace + name + "/" : namespace)
            }
        }
    }

    private static func json(_ path: String) -> [String: Any]? {
        guard let data = FileManager.default.contents(atPath: path) else { return nil }
        return (try? JSONSerialization.jsonObject(with: data)) as? [String: Any]
    }

    /// A `Contents.json`'s colours: the first entry without an appearance (or a light one), and
    /// the dark one.
    static func colorSet(_ contents: [String: Any]?) -> ColorSet? {
        var light: (Double, Double, Double, Double)?
        var dark: (Double, Double, Double, Double)?
        for entry in contents?["colors"] as? [[String: Any]] ?? [] {
            guard let rgba = components(entry["color"] as? [String: Any]) else { continue }
            let appearances = entry["appearances"] as? [[String: Any]] ?? []
            let values = appearances.compactMap { $0["value"] as? String }
            if values.contains("dark") {
                if dark == nil { dark = rgba }
            } else if values.isEmpty || values.contains("light"), light == nil {
                light = rgba
            }
        }
        guard let light = light ?? dark else { return nil }
        return ColorSet(light: light, dark: dark)
    }

    static func components(_ color: [String: Any]?) -> (Double, Double, Double, Double)? {
        guard let components = color?["components"] as? [String: Any] else { return nil }
        func value(_ key: String) -> Double? {
            guard let raw = components[key] else { return nil }
            let text = "\(raw)"
            if text.hasPrefix("0x") || text.hasPrefix("0X") { return Int(text.dropFirst(2), radix: 16).map { Double($0) / 255 } }
            guard let v = Double(text) else { return nil }
            return v > 1 ? v / 255 : v
        }
        if let white = value("white") { return (white, white, white, value("alpha") ?? 1) }
        guard let r = value("red"), let g = value("green"), let b = value("blue") else { return nil }
        return (r, g, b, value("alpha") ?? 1)
    }
}
