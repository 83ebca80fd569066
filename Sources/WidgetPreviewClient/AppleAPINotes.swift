import WidgetCore
import WidgetProject
import WidgetSystem

/// Tells widgetdeck's gaps from a team's bugs in the compiler's words: after an error that an
/// Apple type widgetdeck provides has no such member, or that an Apple type is not found, a note
/// says the API is not in widgetdeck's module yet — so a user knows the fix is ours.
enum AppleAPINotes {
    /// `output` with a note after each error about Apple API widgetdeck lacks.
    static func annotate(_ output: String, sdk: PreviewSDK) -> String {
        let types = declaredTypes(sdk: sdk)
        var lines: [String] = []
        for line in output.split(separator: "\n", omittingEmptySubsequences: false) {
            lines.append(String(line))
            guard line.contains("error: "), !line.hasPrefix(" "), !line.contains("`- error") else { continue }
            if let note = note(for: String(line), types: types) { lines.append(note) }
        }
        return lines.joined(separator: "\n")
    }

    /// The note for one error line, if it is about Apple API.
    static func note(for line: String, types: [String: String]) -> String? {
        let quoted = line.split(separator: "'", omittingEmptySubsequences: false).enumerated().filter { $0.offset % 2 == 1 }.map {
            String($0.element)
        }
        if line.contains("has no member"), quoted.count >= 2 {
            let type = String(quoted[0].split(separator: "<").first ?? "").replacing("any ", with: "").replacing("?", with: "")
            let owner = type.split(separator: ".").first.map(String.init) ?? type
            if let module = types[owner] {
                return
                    "note: not in widgetdeck's \(module) yet: \(type).\(quoted[1]) — Apple's API, missing here (not a mistake in your code)"
            }
        }
        if line.contains("cannot find"), line.contains("in scope"), let name = quoted.first {
            if let module = types[name] {
                return "note: \(name) is in widgetdeck's \(module): is `import \(module)` missing? (on a phone another import may bring it)"
            }
            if looksLikeApple(name) {
                return "note: \(name) looks like Apple API that widgetdeck does not have yet (not a mistake in your code)"
            }
        }
        return nil
    }

    /// Whether a name has the prefix of an Apple framework's types (`UIButton`, `CLLocation`…).
    static func looksLikeApple(_ name: String) -> Bool {
        let prefixes = [
            "UI", "NS", "CG", "CL", "MK", "HK", "WK", "IN", "CK", "SK", "AV", "PH", "UN", "LA", "CN", "EK", "GK", "CT", "CI", "CA",
            "MP", "SF", "WC", "NW", "AS", "CM", "CB", "MT", "SC", "ST", "LP", "QL", "VN", "SL", "AR", "RK",
        ]
        return prefixes.contains { prefix in
            name.hasPrefix(prefix) && name.count > prefix.count && name.dropFirst(prefix.count).first?.isUppercase == true
        }
    }

    /// The types widgetdeck's Apple-shaped modules declare, with their module.
    static func declaredTypes(sdk: PreviewSDK) -> [String: String] {
        var types: [String: String] = [:]
        let root = sdk.packageRoot + "/AppleSDK"
        for module in FileIO.names(in: root).sorted() {
            for file in ProjectFiles.items(under: root + "/" + module) where file.hasSuffix(".swift") {
                guard let text = try? FileIO.readText(file) else { continue }
                for line in text.split(separator: "\n") {
                    let words = line.split(whereSeparator: { $0 == " " || $0 == ":" || $0 == "<" || $0 == "{" || $0 == "(" })
                    guard words.first == "public" || words.first == "open" else { continue }
                    for (index, word) in words.enumerated()
                    where ["class", "struct", "enum", "protocol", "typealias", "actor"].contains(word) && index + 1 < words.count {
                        let name = String(words[index + 1])
                        if types[name] == nil { types[name] = module }
                        break
                    }
                }
            }
        }
        return types
    }
}
