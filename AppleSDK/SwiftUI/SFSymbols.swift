import FoundationCompatibility
/// The SF Symbols widgets use most, as the terminal glyphs nearest them. A name is looked up
/// whole, then without its variant suffixes (`.fill`, `.circle`, `.square`…), so
/// `star.circle.fill` finds `star` drawn filled. Glyphs are one cell wide where Unicode has one;
/// the rest are emoji (two cells), which every terminal widgetdeck supports draws.
public enum SFSymbols {
    /// The glyph for `name`, or `nil` when the table has none.
    public static func glyph(for name: String) -> String? {
        if let glyph = exact[name] { return glyph }
        var parts = name.split(separator: ".").map(String.init)
        let filled = parts.contains("fill")
        while !parts.isEmpty {
            let base = parts.joined(separator: ".")
            if filled, let glyph = filledGlyphs[base] { return glyph }
            if let glyph = exact[base] ?? bases[base] { return glyph }
            parts.removeLast()
        }
        return nil
    }

    /// The symbol's name in words, for a screen reader: `cloud.sun.fill` → "cloud sun".
    public static func spoken(_ name: String) -> String {
        name.split(separator: ".").filter { !["fill", "circle", "square", "slash", "badge", "rectangle"].contains($0) }
            .joined(separator: " ")
    }

    /// Names whose filled variant has its own glyph.
    static let filledGlyphs: [String: String] = [
        "star": "★", "heart": "♥", "circle": "●", "square": "■", "triangle": "▲", "diamond": "◆", "bookmark": "▰",
        "flag": "⚑", "bell": "⍾", "moon": "☾", "person": "☻", "checkmark": "✔", "xmark": "✖",
    ]

    /// Whole names.
    static let exact: [String: String] = [
        "battery.100": "▮", "battery.100percent": "▮", "battery.75": "▮", "battery.75percent": "▮", "battery.50": "▯",
        "battery.50percent": "▯",
        "battery.25": "▯", "battery.25percent": "▯", "battery.0": "▯", "battery.0percent": "▯", "battery.100.bolt": "↯",
        "arrow.up": "↑", "arrow.down": "↓", "arrow.left": "←", "arrow.right": "→", "arrow.up.right": "↗", "arrow.down.right": "↘",
        "arrow.up.left": "↖", "arrow.down.left": "↙", "arrow.clockwise": "↻", "arrow.counterclockwise": "↺",
        "arrow.triangle.2.circlepath": "⟳", "arrow.circlepath": "↻", "arrow.triangle.circlepath": "⟳", "arrow.2.circlepath": "⟳",
        "arrow.up.arrow.down": "⇅", "arrow.left.arrow.right": "⇄",
        "arrow.uturn.left": "↶", "arrow.uturn.right": "↷", "arrow.up.forward": "↗", "arrow.forward": "→", "arrow.backward": "←",
        "chevron.right": "›", "chevron.left": "‹", "chevron.up": "˄", "chevron.down": "˅", "chevron.forward": "›", "chevron.backward": "‹",
        "plus": "+", "minus": "−", "multiply": "×", "divide": "÷", "equal": "=", "percent": "%", "number": "#", "at": "@",
        "plus.forwardslash.minus": "±", "exclamationmark": "!", "questionmark": "?", "exclamationmark.triangle": "⚠",
        "info": "ⓘ", "info.circle": "ⓘ", "questionmark.circle": "?", "exclamationmark.circle": "!",
        "ellipsis": "…", "ellipsis.circle": "…", "line.3.horizontal": "≡", "list.bullet": "≡", "list.dash": "≡", "checklist": "☑",
        "square.and.arrow.up": "⇪", "square.grid.2x2": "▦", "rectangle.grid.2x2": "▦", "circle.grid.2x2": "⁘",
        "play": "▶", "pause": "⏸", "stop": "■", "playpause": "⏯", "forward": "⏩", "backward": "⏪", "forward.end": "⏭", "backward.end": "⏮",
        "record.circle": "⏺", "shuffle": "⤨", "repeat": "⟲", "speaker.wave.2": "🔊", "speaker.slash": "🔇", "music.note": "♪",
        "music.note.list": "♫", "mic": "🎤", "headphones": "🎧", "airpods": "🎧",
        "sun.max": "☀", "sun.min": "☼", "sunrise": "☀", "sunset": "☀", "moon": "☾", "moon.stars": "☾", "moon.zzz": "☾",
        "cloud": "☁", "cloud.sun": "⛅", "cloud.moon": "☁", "cloud.rain": "☂", "cloud.drizzle": "☂", "cloud.heavyrain": "☔",
        "cloud.bolt": "⛈", "cloud.bolt.rain": "⛈", "cloud.snow": "❄", "cloud.sleet": "❄", "cloud.hail": "❄", "cloud.fog": "≋",
        "snowflake": "❄", "wind": "≋", "tornado": "🌪", "hurricane": "🌀", "umbrella": "☂", "thermometer": "🌡", "humidity": "💧",
        "drop": "💧", "flame": "🔥", "bolt": "⚡", "bolt.slash": "⚡", "sparkles": "✨", "sparkle": "✦", "leaf": "🍃", "tree": "🌳",
        "globe": "🌐", "globe.americas": "🌎", "globe.europe.africa": "🌍", "globe.asia.australia": "🌏", "map": "🗺", "mappin": "📍",
        "mappin.and.ellipse": "📍", "location": "➤", "location.north": "⬆", "location.fill": "➤", "airplane": "✈", "car": "🚗",
        "bus": "🚌", "tram": "🚊", "train.side.front.car": "🚆", "bicycle": "🚲", "figure.walk": "🚶", "figure.run": "🏃",
        "figure.stand": "🧍", "figure.outdoor.cycle": "🚴", "figure.pool.swim": "🏊", "figure.mind.and.body": "🧘",
        "house": "⌂", "building.2": "🏢", "building.columns": "🏛", "cart": "🛒", "storefront": "🏪", "box.truck": "🚚", "box.truck.fill": "🚚",
        "bag": "👜",
        "creditcard": "💳",
        "dollarsign": "$", "dollarsign.circle": "$", "eurosign": "€", "eurosign.circle": "€", "sterlingsign": "£", "yensign": "¥",
        "chart.bar": "▁▃▅", "chart.bar.xaxis": "▁▃▅", "chart.line.uptrend.xyaxis": "↗", "chart.line.downtrend.xyaxis": "↘",
        "chart.pie": "◔", "gauge": "◔", "gauge.medium": "◑", "speedometer": "◑", "waveform": "∿", "waveform.path.ecg": "∿",
        "calendar": "▦", "calendar.badge.clock": "▦", "clock": "◷", "clock.arrow.circlepath": "↻", "alarm": "⏰", "timer": "⏱",
        "stopwatch": "⏱", "hourglass": "⌛", "hourglass.bottomhalf.filled": "⌛", "deskclock": "◷",
        "person": "☺", "person.2": "👥", "person.3": "👥", "person.crop.circle": "☺", "person.circle": "☺", "figure.2": "👥",
        "envelope": "✉", "envelope.open": "✉", "paperplane": "✈", "phone": "✆", "message": "💬", "bubble.left": "💬",
        "bubble.right": "💬", "bubble.left.and.bubble.right": "💬", "video": "🎥", "camera": "📷", "photo": "🖼",
        "gear": "⚙", "gearshape": "⚙", "gearshape.2": "⚙", "wrench": "🔧", "wrench.and.screwdriver": "🛠", "hammer": "🔨",
        "lock": "🔒", "lock.open": "🔓", "key": "🔑", "shield": "🛡", "checkmark.shield": "🛡", "eye": "👁", "eye.slash": "⊘",
        "magnifyingglass": "⌕", "link": "🔗", "paperclip": "📎", "pencil": "✎", "square.and.pencil": "✎", "trash": "🗑",
        "folder": "📁", "doc": "📄", "doc.text": "📄", "book": "📖", "books.vertical": "📚", "newspaper": "📰", "bookmark": "▱",
        "tag": "🏷", "flag": "⚐", "flag.checkered": "🏁", "bell": "🔔", "bell.slash": "🔕", "bell.badge": "🔔",
        "star": "☆", "heart": "♡", "circle": "○", "square": "□", "triangle": "△", "diamond": "◇", "hexagon": "⬡", "seal": "✺",
        "checkmark": "✓", "xmark": "✕", "checkmark.circle": "✓", "xmark.circle": "✕", "checkmark.square": "☑", "xmark.square": "☒",
        "plus.circle": "⊕", "minus.circle": "⊖", "circle.dashed": "◌", "largecircle.fill.circle": "◉", "smallcircle.filled.circle": "◉",
        "wifi": "📶", "wifi.slash": "📵", "antenna.radiowaves.left.and.right": "📡", "iphone": "📱", "ipad": "📱", "laptopcomputer": "💻",
        "desktopcomputer": "🖥", "applewatch": "⌚", "tv": "📺", "display": "🖥", "printer": "🖨", "keyboard": "⌨", "lightbulb": "💡",
        "power": "⏻", "poweron": "⏻", "battery": "▮", "powerplug": "🔌", "lightswitch.on": "⏻", "fan": "❋",
        "cup.and.saucer": "☕", "fork.knife": "🍴", "takeoutbag.and.cup.and.straw": "🥤", "wineglass": "🍷", "birthday.cake": "🎂",
        "gift": "🎁", "party.popper": "🎉", "balloon": "🎈", "trophy": "🏆", "medal": "🏅", "crown": "👑", "gamecontroller": "🎮",
        "dice": "🎲", "puzzlepiece": "🧩", "paintbrush": "🖌", "paintpalette": "🎨", "pawprint": "🐾", "hare": "🐇", "tortoise": "🐢",
        "ant": "🐜", "ladybug": "🐞", "fish": "🐟", "bird": "🐦", "cat": "🐱", "dog": "🐶", "carrot": "🥕",
        "heart.text.square": "♥", "bolt.heart": "♥", "lungs": "🫁", "brain": "🧠", "pills": "💊", "cross": "✚", "cross.case": "✚",
        "bed.double": "🛏", "zzz": "ᶻᶻ", "sleep": "ᶻᶻ", "shower": "🚿", "bathtub": "🛁", "washer": "🫧", "sofa": "🛋",
        "doc.on.doc": "⧉", "square.on.square": "⧉", "rectangle.stack": "❐", "square.stack": "❐", "tray": "📥", "tray.full": "📥",
        "archivebox": "🗄", "shippingbox": "📦", "cube": "⬚", "cube.box": "📦", "externaldrive": "🖴", "icloud": "☁",
        "network": "⌘", "command": "⌘", "option": "⌥", "shift": "⇧", "return": "↵", "delete.left": "⌫", "escape": "⎋",
        "textformat": "Aa", "bold": "𝐁", "italic": "𝑰", "quote.opening": "“", "quote.closing": "”", "character": "A",
        "house.lodge": "⌂", "tent": "⛺", "mountain.2": "⛰", "beach.umbrella": "⛱", "sailboat": "⛵", "ferry": "⛴",
        "sun.haze": "☀", "sun.dust": "☀", "smoke": "≋", "aqi.medium": "≋", "moon.haze": "☾", "cloud.moon.rain": "☂", "cloud.sun.rain": "☂",
        "cloud.sun.bolt": "⛈", "thermometer.sun": "🌡", "thermometer.snowflake": "🌡", "thermometer.medium": "🌡", "barometer": "◑",
        "arrowshape.turn.up.left": "↩", "arrowshape.turn.up.backward": "↩", "arrowshape.turn.up.right": "↪",
        "arrowshape.turn.up.forward": "↪", "arrowshape.left": "⇦", "arrowshape.right": "⇨", "arrowshape.up": "⇧", "arrowshape.down": "⇩",
        "gobackward": "↺", "goforward": "↻", "line.horizontal.3": "≡", "line.3.horizontal.decrease": "≡", "nosign": "⊘",
        "pin": "📌", "pin.slash": "📌", "mappin.slash": "📍", "qrcode": "▦", "barcode": "▥", "safari": "🧭", "compass.drawing": "🧭",
        "sidebar.left": "◧", "sidebar.right": "◨", "sidebar.leading": "◧", "sidebar.trailing": "◨", "signature": "✍",
        "hand.draw": "✍", "hand.raised": "✋", "hand.raised.slash": "✋", "hand.tap": "👆", "hand.thumbsup": "👍",
        "hand.thumbsdown": "👎", "hand.wave": "👋", "face.smiling": "☺", "hifispeaker": "🔈", "highlighter": "🖍",
        "internaldrive": "🖴", "server.rack": "🗄", "suitcase": "💼", "briefcase": "💼", "testtube.2": "🧪", "wake": "⏰",
        "wand.and.stars": "✨", "wand.and.rays": "✨", "faxmachine": "📠", "firewall": "🧱", "poweroutlet.type.b": "🔌",
        "captions.bubble": "💬", "quote.bubble": "💬", "text.bubble": "💬", "text.magnifyingglass": "⌕", "text.page": "📄",
        "document": "📄", "document.on.document": "⧉", "text.badge.checkmark": "☑", "text.badge.minus": "☰", "text.badge.plus": "☰",
        "text.badge.star": "☰", "badge.plus.radiowaves.right": "📡", "dot.radiowaves.right": "📡", "dot.radiowaves.left.and.right": "📡",
        "selection.pin.in.out": "⤢", "clear": "⌫", "platter.filled.bottom.iphone": "📱", "app": "▢", "app.badge": "▢",
        "list.triangle": "≡", "list.number": "≡", "list.star": "≡", "sensor.tag.radiowaves.forward": "📡", "sensor": "📡",
        "text.book.closed": "📖", "book.closed": "📖", "tuningfork": "Ψ",
    ]

    /// Families: any name starting with one of these (after suffixes are dropped).
    static let bases: [String: String] = [
        "arrow": "→", "chevron": "›", "battery": "▮", "cloud": "☁", "sun": "☀", "moon": "☾", "person": "☺", "figure": "🚶",
        "chart": "▁▃▅", "calendar": "▦", "clock": "◷", "bell": "🔔", "star": "☆", "heart": "♡", "bolt": "⚡", "doc": "📄",
        "folder": "📁", "speaker": "🔊", "music": "♪", "play": "▶", "pause": "⏸", "checkmark": "✓", "xmark": "✕", "gear": "⚙",
        "lock": "🔒", "house": "⌂", "car": "🚗", "cart": "🛒", "thermometer": "🌡", "drop": "💧", "flame": "🔥", "leaf": "🍃",
        "bubble": "💬", "envelope": "✉", "phone": "✆", "square": "□", "circle": "○", "rectangle": "▭", "number": "#",
        "exclamationmark": "!", "questionmark": "?", "plus": "+", "minus": "−", "wifi": "📶", "iphone": "📱", "dollarsign": "$",
        "cup": "☕", "fork": "🍴", "bed": "🛏", "book": "📖", "tag": "🏷", "flag": "⚐", "trash": "🗑", "pencil": "✎", "map": "🗺",
        "location": "➤", "globe": "🌐", "airplane": "✈", "bus": "🚌", "tram": "🚊", "train": "🚆", "bicycle": "🚲",
    ]
}
