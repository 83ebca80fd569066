import Testing
import WidgetProject

/// The two text forms of a property list Xcode writes: `project.pbxproj` (OpenStep) and
/// Info.plist / `.intentdefinition` (XML).
@Suite("Property lists: OpenStep and XML, as Xcode writes them")
struct PropertyListTests {
    @Test("OpenStep: quoted and bare strings, escapes, arrays with a trailing comma, comments of both kinds")
    func openStep() throws {
        let text = """
            // !$*UTF8*$!
            {
            \tname = "Tally \\"Pro\\"\\n";
            \tpath = TallyWidget/Info.plist; /* a comment */
            \tlist = (
            \t\tone,
            \t\t"two words",
            \t);
            \tnested = {kind = upToNextMajorVersion; minimumVersion = 1.2.0; };
            }
            """
        let plist = try PropertyList.parse(Array(text.utf8))
        #expect(plist["name"]?.string == "Tally \"Pro\"\n")
        #expect(plist["path"]?.string == "TallyWidget/Info.plist")
        #expect(plist["list"]?.strings == ["one", "two words"])
        #expect(plist["nested"]?["minimumVersion"]?.string == "1.2.0")
        #expect(plist["missing"] == nil)
    }

    @Test("XML: dictionaries, arrays, integers, booleans and entities")
    func xml() throws {
        let text = """
            <?xml version="1.0" encoding="UTF-8"?>
            <!DOCTYPE plist PUBLIC "-//Apple//DTD PLIST 1.0//EN" "http://www.apple.com/DTDs/PropertyList-1.0.dtd">
            <plist version="1.0">
            <dict>
            \t<key>AppGroup</key>
            \t<string>group.com.example &amp; co</string>
            \t<key>Count</key>
            \t<integer>42</integer>
            \t<key>Enabled</key>
            \t<true/>
            \t<key>Families</key>
            \t<array><string>small</string><string>medium</string></array>
            \t<key>Empty</key>
            \t<string/>
            </dict>
            </plist>
            """
        let plist = try PropertyList.parse(Array(text.utf8))
        #expect(plist["AppGroup"]?.string == "group.com.example & co")
        #expect(plist["Count"]?.integer == 42)
        #expect(plist["Enabled"]?.bool == true)
        #expect(plist["Families"]?.strings == ["small", "medium"])
        #expect(plist["Empty"]?.string == "")
    }

    @Test("a .strings file: pairs without braces")
    func stringsFile() throws {
        let text = """
            /* The widget's title */
            "widget.title" = "Zählung";
            "cups %lld" = "%lld Tassen";
            """
        let plist = try PropertyList.parse(Array(text.utf8), stringsFile: true)
        #expect(plist["widget.title"]?.string == "Zählung")
        #expect(plist["cups %lld"]?.string == "%lld Tassen")
    }

    @Test("bad input is named with its line and column; a binary plist is refused by name")
    func errors() {
        #expect(throws: PropertyListError.self) { try PropertyList.parse(Array("{\n  a = ;\n}".utf8)) }
        do {
            _ = try PropertyList.parse(Array("{\n  a = ;\n}".utf8))
        } catch {
            #expect(error.line == 2, "\(error)")
        }
        do {
            _ = try PropertyList.parse(Array("bplist00\u{0}\u{1}".utf8))
            Issue.record("a binary plist was read")
        } catch {
            #expect(error.description == "line 1, column 1: a binary property list; convert it to XML (plutil -convert xml1)")
        }
    }
}
