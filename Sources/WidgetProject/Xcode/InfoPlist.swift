import WidgetFormats
import WidgetSystem

/// A target's Info.plist as its built product has it: the file `INFOPLIST_FILE` names, with
/// `$(SETTING)` references resolved, merged with the keys Xcode generates from build settings
/// (`INFOPLIST_KEY_*`, `PRODUCT_BUNDLE_IDENTIFIER`, `MARKETING_VERSION`…) — what
/// `Bundle.main.infoDictionary` returns on a phone.
package enum InfoPlist {
    /// The dictionary for `target`; `problems` gets a line for a file that cannot be read.
    package static func dictionary(for target: XcodeTarget, problems: inout [String]) -> [(key: String, value: PropertyList)] {
        var members: [(key: String, value: PropertyList)] = []
        if let contents = target.infoContents {
            members = substituted(contents, settings: target.settings).dictionary ?? []
        } else if let file = target.infoPlist {
            do {
                let plist = try PropertyList.parse(try FileIO.read(file))
                members = substituted(plist, settings: target.settings).dictionary ?? []
            } catch let error as PropertyListError {
                problems.append("\(file): \(error)")
            } catch {
                problems.append("\(file): \(error)")
            }
        }
        func set(_ key: String, _ value: String?) {
            guard let value, !value.isEmpty else { return }
            if let index = members.firstIndex(where: { $0.key == key }) {
                // The file's own value wins over a generated one, as in Xcode's merge.
                if case .string(let existing) = members[index].value, existing.isEmpty { members[index].value = .string(value) }
                return
            }
            members.append((key, .string(value)))
        }
        let settings = target.settings
        for (key, _) in settings.levels.flatMap({ $0 }) where key.hasPrefix("INFOPLIST_KEY_") {
            set(String(key.dropFirst("INFOPLIST_KEY_".count)), settings[key])
        }
        set("CFBundleIdentifier", settings["PRODUCT_BUNDLE_IDENTIFIER"])
        set("CFBundleName", settings["PRODUCT_NAME"] ?? target.productName)
        set("CFBundleExecutable", settings["EXECUTABLE_NAME"] ?? target.productName)
        set("CFBundleShortVersionString", settings["MARKETING_VERSION"])
        set("CFBundleVersion", settings["CURRENT_PROJECT_VERSION"])
        set("CFBundleDevelopmentRegion", settings["DEVELOPMENT_LANGUAGE"])
        set("CFBundlePackageType", target.isExtension ? "XPC!" : "APPL")
        return members
    }

    /// The extension point a target's Info.plist names (`com.apple.widgetkit-extension`).
    package static func extensionPoint(of target: XcodeTarget) -> String? {
        var ignored: [String] = []
        let members = dictionary(for: target, problems: &ignored)
        let plist = PropertyList.dictionary(members)
        return plist["NSExtension"]?["NSExtensionPointIdentifier"]?.string
            ?? target.settings["INFOPLIST_KEY_NSExtensionPointIdentifier"]
    }

    /// Every string of `plist` with its `$(NAME)` references resolved by `settings`.
    static func substituted(_ plist: PropertyList, settings: BuildSettings) -> PropertyList {
        switch plist {
        case .string(let text) where text.contains("$"):
            var probe = settings
            probe.levels.insert(["__VALUE__": [BuildSettings.Assignment(conditions: [], value: text)]], at: 0)
            return .string(probe["__VALUE__"] ?? text)
        case .array(let items): return .array(items.map { substituted($0, settings: settings) })
        case .dictionary(let members): return .dictionary(members.map { ($0.key, substituted($0.value, settings: settings)) })
        default: return plist
        }
    }
}

extension PropertyList {
    /// The XML form Apple's tools write, for a bundle's `Info.plist`.
    package var xmlDocument: String {
        var out = """
            <?xml version="1.0" encoding="UTF-8"?>
            <!DOCTYPE plist PUBLIC "-//Apple//DTD PLIST 1.0//EN" "http://www.apple.com/DTDs/PropertyList-1.0.dtd">
            <plist version="1.0">

            """
        write(into: &out, indent: "")
        out += "</plist>\n"
        return out
    }

    private func write(into out: inout String, indent: String) {
        func escaped(_ text: String) -> String {
            var s = ""
            for c in text.unicodeScalars {
                switch c {
                case "&": s += "&amp;"
                case "<": s += "&lt;"
                case ">": s += "&gt;"
                default:
                    // Control characters other than tab and newline cannot be in XML 1.0.
                    if c.value < 0x20 && c != "\t" && c != "\n" && c != "\r" { s += "&#\(c.value);" } else { s.unicodeScalars.append(c) }
                }
            }
            return s
        }
        switch self {
        case .string(let s): out += "\(indent)<string>\(escaped(s))</string>\n"
        case .integer(let i): out += "\(indent)<integer>\(i)</integer>\n"
        case .real(let r): out += "\(indent)<real>\(r)</real>\n"
        case .bool(let b): out += "\(indent)<\(b ? "true" : "false")/>\n"
        case .date(let d): out += "\(indent)<date>\(escaped(d))</date>\n"
        case .data(let bytes): out += "\(indent)<data>\(Base64.encode(bytes))</data>\n"
        case .array(let items):
            out += "\(indent)<array>\n"
            for item in items { item.write(into: &out, indent: indent + "\t") }
            out += "\(indent)</array>\n"
        case .dictionary(let members):
            out += "\(indent)<dict>\n"
            for (key, value) in members {
                out += "\(indent)\t<key>\(escaped(key))</key>\n"
                value.write(into: &out, indent: indent + "\t")
            }
            out += "\(indent)</dict>\n"
        }
    }
}
