import WidgetFormats
import WidgetSystem

/// A project's localised strings — String Catalogs (`.xcstrings`), `.strings` files in
/// `<language>.lproj` folders, and unlocalised `.strings` at a bundle's root — as the tables a bundle holds for one language: what
/// `Bundle.localizedString(forKey:value:table:)`, `Text("key")` and `String(localized:)` find.
package enum StringTables {
    /// Each table (`Localizable`, `InfoPlist`…) for `language`: the language's own strings,
    /// then the development region's for keys it lacks, then a catalogue's source strings.
    package static func tables(
        from resources: [String], language: String, developmentRegion: String
    ) -> [String: [(key: String, value: String)]] {
        var tables: [String: [String: String]] = [:]
        var order: [String: [String]] = [:]
        func add(_ table: String, _ key: String, _ value: String, replacing: Bool) {
            if tables[table]?[key] != nil && !replacing { return }
            if tables[table]?[key] == nil { order[table, default: []].append(key) }
            tables[table, default: [:]][key] = value
        }
        // Weakest first, so a stronger source replaces it: the development region, then the language.
        let strings = resources.filter { $0.hasSuffix(".strings") }
        let catalogs = resources.filter { $0.hasSuffix(".xcstrings") }
        for (wanted, replacing) in [(developmentRegion, false), (language, true)] {
            for file in strings {
                let folder = ProjectFiles.name(of: ProjectFiles.folder(of: file))
                guard folder.hasSuffix(".lproj"), matches(String(folder.dropLast(6)), wanted) else { continue }
                let table = ProjectFiles.name(of: file).replacingSuffix(".strings", with: "")
                for (key, value) in readStrings(file) { add(table, key, value, replacing: replacing) }
            }
            for file in catalogs {
                let table = ProjectFiles.name(of: file).replacingSuffix(".xcstrings", with: "")
                for (key, value) in readCatalog(file, language: wanted) { add(table, key, value, replacing: replacing) }
            }
        }
        // A table outside any `.lproj` folder is copied to the bundle's root, where a bundle
        // looks last, whatever the language: it fills only the keys the languages left.
        for file in strings where !ProjectFiles.name(of: ProjectFiles.folder(of: file)).hasSuffix(".lproj") {
            let table = ProjectFiles.name(of: file).replacingSuffix(".strings", with: "")
            for (key, value) in readStrings(file) { add(table, key, value, replacing: false) }
        }
        var out: [String: [(key: String, value: String)]] = [:]
        for (table, keys) in order { out[table] = keys.map { ($0, tables[table]?[$0] ?? $0) } }
        return out
    }

    /// The languages the resources are localised into (`.lproj` folders and catalogue entries).
    package static func languages(in resources: [String]) -> [String] {
        var found = Set<String>()
        for file in resources {
            let folder = ProjectFiles.name(of: ProjectFiles.folder(of: file))
            if folder.hasSuffix(".lproj"), folder != "Base.lproj" { found.insert(String(folder.dropLast(6))) }
            if file.hasSuffix(".xcstrings"), let json = (try? FileIO.read(file)).flatMap({ try? JSONValue.parse($0) }),
                case .object(let strings)? = json["strings"]
            {
                for (_, entry) in strings {
                    if case .object(let localizations)? = entry["localizations"] { localizations.forEach { found.insert($0.key) } }
                }
            }
        }
        return found.sorted()
    }

    /// Whether a localisation named `name` serves `wanted` (`de` serves `de-DE`; `Base` serves all).
    static func matches(_ name: String, _ wanted: String) -> Bool {
        if name == "Base" { return true }
        let a = name.lowercased().replacing("_", with: "-")
        let b = wanted.lowercased().replacing("_", with: "-")
        return a == b || b.hasPrefix(a + "-") || a.hasPrefix(b + "-")
    }

    /// A `.strings` file's pairs, in order.
    static func readStrings(_ file: String) -> [(String, String)] {
        guard let bytes = try? FileIO.read(file), let plist = try? PropertyList.parse(bytes, stringsFile: true) else { return [] }
        return (plist.dictionary ?? []).compactMap { pair in pair.value.string.map { (pair.key, $0) } }
    }

    /// A String Catalog's strings in `language`: each key's string unit, or its plural
    /// variation for `other` (the form a table of plain strings can hold); a key without one in
    /// the source language is its own value.
    static func readCatalog(_ file: String, language: String) -> [(String, String)] {
        guard let bytes = try? FileIO.read(file), let json = try? JSONValue.parse(bytes), case .object(let strings)? = json["strings"]
        else {
            return []
        }
        var source = "en"
        if case .string(let s)? = json["sourceLanguage"] { source = s }
        var out: [(String, String)] = []
        for (key, entry) in strings {
            var value: String?
            if case .object(let localizations)? = entry["localizations"] {
                let chosen = localizations.first { $0.key == language } ?? localizations.first { matches($0.key, language) }
                if let chosen { value = unitValue(chosen.value) }
            }
            if value == nil, matches(source, language) { value = key }
            if let value { out.append((key, value)) }
        }
        return out
    }

    static func unitValue(_ localization: JSONValue) -> String? {
        if case .string(let value)? = localization["stringUnit"]?["value"] { return value }
        if let plural = localization["variations"]?["plural"] {
            for form in ["other", "many", "few", "one"] {
                if case .string(let value)? = plural[form]?["stringUnit"]?["value"] { return value }
            }
        }
        if let device = localization["variations"]?["device"] {
            for form in ["iphone", "other"] {
                if let value = device[form].flatMap(unitValue) { return value }
            }
        }
        return nil
    }

    /// A table as a `.strings` file (UTF-8).
    package static func stringsFile(_ pairs: [(key: String, value: String)]) -> String {
        func quoted(_ text: String) -> String {
            var out = "\""
            for c in text.unicodeScalars {
                switch c {
                case "\"": out += "\\\""
                case "\\": out += "\\\\"
                case "\n": out += "\\n"
                case "\t": out += "\\t"
                case "\r": out += "\\r"
                default: out.unicodeScalars.append(c)
                }
            }
            return out + "\""
        }
        return pairs.map { "\(quoted($0.key)) = \(quoted($0.value));\n" }.joined()
    }
}
