/// `text` as a Swift string literal, for the files widgetdeck generates (asset symbols, the
/// preview providers' registry, a package manifest): quotes and backslashes escaped, control
/// characters as `\u{…}`.
package func swiftStringLiteral(_ text: String) -> String {
    var out = "\""
    for scalar in text.unicodeScalars {
        switch scalar {
        case "\"": out += "\\\""
        case "\\": out += "\\\\"
        case _ where scalar.value < 0x20 || scalar.value == 0x7F: out += "\\u{\(String(scalar.value, radix: 16))}"
        default: out.unicodeScalars.append(scalar)
        }
    }
    return out + "\""
}
