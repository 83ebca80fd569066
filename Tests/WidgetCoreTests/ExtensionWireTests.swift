import Foundation
import WidgetFormats
import WidgetDrawing
import Testing
import WidgetCore
import WidgetTestSupport

/// The preview program's pipe: what goes over it comes back the same, cell for cell, and what
/// comes back malformed or hostile is refused or made harmless.
@Suite("Extension wire")
struct ExtensionWireTests {
    func roundTrip(_ value: JSONValue) throws -> JSONValue {
        try JSONValue.parse(value.serialized)
    }

    @Test("a timeline with an entry dated NaN, infinite or past the year 5000 is refused naming that entry and its date")
    func impossibleDates() throws {
        func timeline(_ date: JSONValue) -> JSONValue {
            .object([
                (
                    "entries",
                    .array([.object([("id", .string("e1")), ("date", .number(0))]), .object([("id", .string("e2")), ("date", date)])])
                ),
                ("policy", .string("never")),
            ])
        }
        #expect(
            throws: WireError(
                "entry 2 of 2's date is not a time a phone can show (1000000000000 s from 1970: NaN, infinite or past the year 5000)")
        ) {
            try ExtensionWire.decodeTimeline(timeline(.number(1e12)))
        }
        #expect(throws: WireError("entry 2 of 2's date is not a time a phone can show (null: NaN, infinite or past the year 5000)")) {
            try ExtensionWire.decodeTimeline(timeline(.null))
        }
        #expect(try ExtensionWire.decodeTimeline(timeline(.number(60))).entries.count == 2)
    }

    @Test("requests survive the trip")
    func requests() throws {
        let picture = PictureRequest(
            widget: "CoffeeWidget", entry: "e3", family: .accessoryCircular, mode: .vibrant, redaction: .privacy,
            size: Size(width: 9, height: 4))
        let now = Date(timeIntervalSince1970: 1_767_258_000.25)
        let requests: [ExtensionWire.Request] = [
            .catalog,
            .timeline(.snapshot, widget: "#Preview 2 · CoffeeWidget", family: .medium, now: now),
            .picture(picture, now: now, isLocked: true),
            .perform(control: "c1", request: picture, now: now),
        ]
        for request in requests {
            #expect(try ExtensionWire.decodeRequest(roundTrip(ExtensionWire.encode(request))) == request)
        }
    }

    @Test("a picture comes back cell for cell: wide glyphs, styles, notes, controls, speech")
    func pictures() throws {
        var buffer = Buffer(size: Size(width: 8, height: 2), fill: .blank(Style(.primary)))
        buffer.drawText("☕ Brew", in: buffer.area.row(0), style: Style(.accent, attributes: .bold))
        buffer.drawText("12:00", in: buffer.area.row(1), style: Style(.secondary))
        buffer.note(.textCut, "12:00 PM", shown: "12:00", at: Point(x: 0, y: 1))
        let picture = WidgetPicture(
            buffer: buffer, controls: [PlacedControl(id: "c0", label: "Brew", role: .button, rect: Rect(x: 3, y: 0, width: 4, height: 1))],
            spoken: "Brew. 12:00.", changesAt: Date(timeIntervalSince1970: 60), url: "coffee://brew",
            redraw: PictureRequest(widget: "W", entry: "e1", family: .small))
        let back = try ExtensionWire.decodePicture(roundTrip(ExtensionWire.encode(picture)))
        #expect(back == picture)
        #expect(back.buffer.plainText == buffer.plainText)
    }

    @Test("a picture's exact colours come back: a picture's two pixels a cell, the colour behind text on a gradient")
    func exactColours() throws {
        var buffer = Buffer(size: Size(width: 3, height: 1), fill: .blank(Style(.primary)))
        buffer.drawText("█Hi", in: buffer.area, style: Style(.primary))
        buffer[0, 0].pixels = PixelPair(top: RGB(red: 255, green: 0, blue: 0), bottom: RGB(red: 0, green: 0, blue: 255))
        buffer[1, 0].backdrop = RGB(red: 10, green: 132, blue: 255)
        let picture = WidgetPicture(buffer: buffer, controls: [], spoken: "Hi.", changesAt: nil, url: nil, redraw: nil)
        let back = try ExtensionWire.decodePicture(roundTrip(ExtensionWire.encode(picture)))
        #expect(back.buffer[0, 0].pixels == buffer[0, 0].pixels)
        #expect(back.buffer[1, 0].backdrop == RGB(red: 10, green: 132, blue: 255))
        #expect(back.buffer[2, 0].backdrop == nil && back.buffer[2, 0].pixels == nil)
        // A picture's own pixels (its PNG) come back at its place.
        var pictured = picture
        pictured.buffer.pictures = [
            PlacedPicture(x: 0.5, y: 0, width: 1, height: 1, clip: Rect(x: 0, y: 0, width: 2, height: 1), png: [0x89, 0x50, 1, 2])
        ]
        #expect(try ExtensionWire.decodePicture(roundTrip(ExtensionWire.encode(pictured))).buffer.pictures == pictured.buffer.pictures)
        #expect(back == picture)
        // A colour that is not one, or a column outside the row, is refused.
        for bad in [##"[[0,"red"]]"##, ##"[[3,"#ffffff"]]"##, ##"[[0.5,"#ffffff"]]"##, ##"[[0,"#ffffff","#zz0000"]]"##] {
            #expect(throws: WireError.self) {
                try ExtensionWire.decodePicture(
                    JSONValue.parse(
                        #"{"width":3,"height":1,"styles":[["primary",null,0]],"rows":[{"cells":["a","b","c"],"styles":[[3,0]],"colors":"#
                            + bad + "}]}"))
            }
        }
    }

    @Test("control sequences in a picture's cells are made harmless")
    func hostileCells() throws {
        let value = try JSONValue.parse(
            #"{"width":2,"height":1,"styles":[["primary",null,0]],"rows":[{"cells":["\u001b[2J","x"],"styles":[[2,0]]}],"spoken":"\u001b]0;pwned\u0007","url":"x\u001b[31m","controls":[{"id":"c0","label":"\u001b[5mgo","role":"button","rect":[0,0,2,1]}],"notes":[["text-cut","\u001b[2J","",0,0]]}"#
        )
        let picture = try ExtensionWire.decodePicture(value)
        let said =
            [picture.buffer.plainText, picture.spoken, picture.url ?? "", picture.controls[0].label] + picture.buffer.notes.map(\.text)
        for text in said {
            #expect(!text.unicodeScalars.contains { $0.value < 0x20 && $0 != "\n" }, "\(text.debugDescription)")
        }
    }

    @Test("a malformed picture is refused with what is wrong")
    func malformed() {
        #expect(throws: WireError.self) {
            try ExtensionWire.decodePicture(JSONValue.parse(#"{"width":2,"height":3,"styles":[],"rows":[]}"#))
        }
        #expect(throws: WireError.self) { try ExtensionWire.decodeRequest(JSONValue.parse(#"{"op":"format-disk"}"#)) }
        // A style index past any Int (the fuzzer's find): refused, not a trap converting it.
        #expect(throws: WireError.self) {
            try ExtensionWire.decodePicture(
                JSONValue.parse(#"{"width":1,"height":1,"styles":[["primary",null,0]],"rows":[{"cells":["x"],"styles":[[1,1.8e25]]}]}"#))
        }
    }

    @Test("an extension's failure comes back as itself")
    func failures() throws {
        let failure = ExtensionFailure(widget: "CoffeeWidget", family: .large, message: "Fatal error: Index out of range")
        let answer = try roundTrip(ExtensionWire.failure(failure))
        #expect(throws: ExtensionFailure.self) { try ExtensionWire.payload(answer) }
        do {
            _ = try ExtensionWire.payload(answer)
        } catch {
            #expect(error == failure)
        }
    }
}
