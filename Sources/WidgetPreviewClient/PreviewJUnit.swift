import WidgetFormats

/// `preview --check DIR --junit FILE`: the comparison as JUnit XML, which CI systems show as
/// tests — a suite for the golden folder, a test case per widget × family (`classname` the
/// widget, `name` the family), a failure for a picture that differs (its row diff) or a golden
/// that is missing, an error where the widget's code failed. Every text is the widget's own or
/// the picture's, so it is made safe for XML 1.0 (no control characters, entities escaped).
package enum PreviewJUnit {
    package static func document(_ cases: [PreviewGoldens.Case], suite: String) -> String {
        let failures = cases.filter { if case .passed = $0.result { false } else { true } }.count
        let errors = cases.filter { !$0.failures.isEmpty }.count
        let counts = "tests=\"\(cases.count)\" failures=\"\(failures)\" errors=\"\(errors)\" skipped=\"0\""
        var out = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
        out += "<testsuites name=\"widgetdeck preview --check\" \(counts)>\n"
        out += "  <testsuite name=\"\(escaped(suite))\" \(counts)>\n"
        for test in cases {
            out += "    <testcase classname=\"\(escaped(test.widget))\" name=\"\(test.family.rawValue)\" file=\"\(escaped(test.golden))\""
            var body = ""
            switch test.result {
            case .passed: break
            case .differs(let diff):
                body += "      <failure message=\"the picture differs from its golden\" type=\"golden\">\(escaped(diff))</failure>\n"
            case .missing(let recorded):
                let message = recorded ? "no golden: recorded now, look at it and run again" : "no golden, and none recorded"
                body += "      <failure message=\"\(message)\" type=\"missing\"/>\n"
            }
            if !test.failures.isEmpty {
                body +=
                    "      <error message=\"the widget's code failed\" type=\"widget\">\(escaped(test.failures.joined(separator: "\n")))</error>\n"
            }
            out += body.isEmpty ? "/>\n" : ">\n" + body + "    </testcase>\n"
        }
        out += "  </testsuite>\n</testsuites>\n"
        return out
    }

    /// `text` as XML character data or an attribute value: entities escaped, and characters
    /// XML 1.0 cannot hold (controls other than tab and line breaks) as U+FFFD.
    static func escaped(_ text: String) -> String {
        var out = ""
        out.reserveCapacity(text.utf8.count)
        for scalar in text.unicodeScalars {
            switch scalar {
            case "&": out += "&amp;"
            case "<": out += "&lt;"
            case ">": out += "&gt;"
            case "\"": out += "&quot;"
            case "\t", "\n": out.unicodeScalars.append(scalar)
            default:
                let v = scalar.value
                if v < 0x20 || (0x7F...0x9F).contains(v) || v == 0xFFFE || v == 0xFFFF {
                    out += "\u{FFFD}"
                } else {
                    out.unicodeScalars.append(scalar)
                }
            }
        }
        return out
    }
}
