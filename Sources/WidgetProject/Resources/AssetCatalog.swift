import WidgetFormats
import WidgetSystem

/// The colours and images of asset catalogues (`*.xcassets`), as Xcode names them: a set's
/// folder name, with the folders above it that provide a namespace (`Icons/logo`).
package struct AssetCatalog: Sendable {
    /// A colour set: its name and its colour for the light (any) appearance and, when given,
    /// the dark one, as 0–1 components.
    package struct ColorSet: Hashable, Sendable {
        package var name: String
        package var light: RGBA?
        package var dark: RGBA?
    }

    /// An image set: its name and its image files, the best first (largest scale, universal).
    package struct ImageSet: Hashable, Sendable {
        package var name: String
        package var files: [String]
        /// Whether it is drawn as a template (tinted) by default.
        package var isTemplate: Bool
    }

    package struct RGBA: Hashable, Sendable {
        package var red: Double
        package var green: Double
        package var blue: Double
        package var alpha: Double
    }

    package var colors: [ColorSet]
    package var images: [ImageSet]
    /// Symbol images (`.symbolset`) by name.
    package var symbols: [String]

    /// Reads the catalogues at `paths`.
    package static func read(_ paths: [String]) -> AssetCatalog {
        var catalog = AssetCatalog(colors: [], images: [], symbols: [])
        for path in paths { catalog.walk(path, namespace: "") }
        catalog.colors.sort { $0.name < $1.name }
        catalog.images.sort { $0.name < $1.name }
        return catalog
    }

    private mutating func walk(_ folder: String, namespace: String) {
        for name in FileIO.names(in: folder).sorted() where !name.hasPrefix(".") {
            let path = folder + "/" + name
            guard ProjectFiles.isDirectory(path) else { continue }
            let ext = ProjectFiles.pathExtension(name)
            let base = ext.isEmpty ? name : String(name.dropLast(ext.count + 1))
            let contents = (try? FileIO.read(path + "/Contents.json")).flatMap { try? JSONValue.parse($0) }
            switch ext {
            case "colorset":
                colors.append(Self.colorSet(namespace + base, contents))
            case "imageset":
                var files: [(String, Double, Bool)] = []
                var template = false
                if case .string(let intent)? = contents?["properties"]?["template-rendering-intent"] { template = intent == "template" }
                if case .array(let entries)? = contents?["images"] {
                    for entry in entries {
                        guard case .string(let file)? = entry["filename"] else { continue }
                        var scale = 1.0
                        if case .string(let s)? = entry["scale"] { scale = Double(s.replacing("x", with: "")) ?? 1 }
                        var universal = true
                        if case .string(let idiom)? = entry["idiom"] { universal = idiom == "universal" || idiom == "iphone" }
                        if case .array(let appearances)? = entry["appearances"], !appearances.isEmpty { universal = false }
                        files.append((path + "/" + file, scale, universal))
                    }
                }
                files.sort { ($0.2 ? 1 : 0, $0.1) > ($1.2 ? 1 : 0, $1.1) }
                images.append(ImageSet(name: namespace + base, files: files.map(\.0).filter(ProjectFiles.isFile), isTemplate: template))
            case "symbolset":
                symbols.append(namespace + base)
            case "appiconset", "iconset", "launchimage", "dataset", "arimageset", "brandassets", "imagestack", "sticker",
                "stickerpack", "stickersequence", "textureset", "cubetextureset", "mipmapset", "spriteatlas", "complicationset":
                continue
            default:
                var provides = false
                if case .bool(let flag)? = contents?["properties"]?["provides-namespace"] { provides = flag }
                walk(path, namespace: provides ? namespace + name + "/" : namespace)
            }
        }
    }

    static func colorSet(_ name: String, _ contents: JSONValue?) -> ColorSet {
        var set = ColorSet(name: name, light: nil, dark: nil)
        guard case .array(let entries)? = contents?["colors"] else { return set }
        for entry in entries {
            guard let rgba = rgba(entry["color"]) else { continue }
            var isDark = false
            var isOther = false
            if case .array(let appearances)? = entry["appearances"] {
                for appearance in appearances {
                    if case .string(let value)? = appearance["value"] {
                        if value == "dark" { isDark = true } else if value != "light" { isOther = true }
                    }
                }
            }
            if case .string(let idiom)? = entry["idiom"], idiom != "universal", idiom != "iphone", set.light != nil { continue }
            if isOther { continue }
            if isDark {
                if set.dark == nil { set.dark = rgba }
            } else if set.light == nil {
                set.light = rgba
            }
        }
        return set
    }

    /// A colour entry's components: 0–1 floats, 0–255 integers or `0xNN`; system colours by name.
    static func rgba(_ color: JSONValue?) -> RGBA? {
        guard let color else { return nil }
        if case .string(let platform)? = color["platform"], case .string(let reference)? = color["reference"] {
            _ = platform
            return systemColor(reference)
        }
        guard let components = color["components"] else { return nil }
        func value(_ key: String) -> Double? {
            let text: String
            switch components[key] {
            case .string(let s)?: text = s
            case .number(let n)?: text = String(n)
            default: return nil
            }
            if text.hasPrefix("0x") || text.hasPrefix("0X") { return Int(text.dropFirst(2), radix: 16).map { Double($0) / 255 } }
            guard let v = Double(text) else { return nil }
            // `"255"` is an 8-bit component; `"1.000"` and `"0.5"` are fractions.
            return v > 1 ? v / 255 : v
        }
        if let white = value("white") {
            return RGBA(red: white, green: white, blue: white, alpha: value("alpha") ?? 1)
        }
        guard let r = value("red"), let g = value("green"), let b = value("blue") else { return nil }
        return RGBA(red: r, green: g, blue: b, alpha: value("alpha") ?? 1)
    }

    /// The light-appearance value of a system colour a set refers to (`systemBlueColor`).
    static func systemColor(_ name: String) -> RGBA? {
        let table: [String: (Double, Double, Double)] = [
            "systemBlueColor": (0, 0.478, 1), "systemRedColor": (1, 0.231, 0.188), "systemGreenColor": (0.204, 0.78, 0.349),
            "systemOrangeColor": (1, 0.584, 0), "systemYellowColor": (1, 0.8, 0), "systemPinkColor": (1, 0.176, 0.333),
            "systemPurpleColor": (0.686, 0.322, 0.871), "systemTealColor": (0.188, 0.69, 0.78), "systemIndigoColor": (0.345, 0.337, 0.839),
            "systemGrayColor": (0.557, 0.557, 0.576), "labelColor": (0, 0, 0), "systemBackgroundColor": (1, 1, 1),
            "secondaryLabelColor": (0.235, 0.235, 0.263), "whiteColor": (1, 1, 1), "blackColor": (0, 0, 0),
        ]
        return table[name].map { RGBA(red: $0.0, green: $0.1, blue: $0.2, alpha: 1) }
    }
}
