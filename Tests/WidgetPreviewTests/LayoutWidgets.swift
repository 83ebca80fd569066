// Widgets whose views exercise the layout onto cells and what cannot be drawn in them.
import AVKit
import SwiftUI
import WidgetKit

struct MomentEntry: TimelineEntry {
    let date: Date
}

/// One entry now, never reloaded.
struct MomentProvider: TimelineProvider {
    func placeholder(in context: Context) -> MomentEntry { MomentEntry(date: Date()) }
    func getSnapshot(in context: Context, completion: @escaping (MomentEntry) -> Void) { completion(MomentEntry(date: Date())) }
    func getTimeline(in context: Context, completion: @escaping (Timeline<MomentEntry>) -> Void) {
        completion(Timeline(entries: [MomentEntry(date: Date())], policy: .never))
    }
}

/// Stacks, spacers, frames and dividers: a header with a value pushed to the trailing edge, a
/// row of three equal columns, a footer at the bottom.
struct StackWidget: Widget {
    var body: some WidgetConfiguration {
        StaticConfiguration(kind: "StackWidget", provider: MomentProvider()) { _ in
            VStack(alignment: .leading, spacing: 0) {
                HStack {
                    Text("Steps").font(.headline)
                    Spacer()
                    Text("8,204").bold()
                }
                Divider()
                HStack(spacing: 0) {
                    ForEach(["Mon", "Tue", "Wed"], id: \.self) { day in
                        Text(day)
                            .frame(maxWidth: .infinity)
                    }
                }
                Spacer()
                Text("Goal 10,000")
                    .foregroundStyle(.secondary)
                    .frame(maxWidth: .infinity, alignment: .trailing)
            }
            .containerBackground(.fill.tertiary, for: .widget)
        }
        .supportedFamilies([.systemSmall, .systemMedium])
    }
}

/// What does not fit and what cells cannot draw: a title too long for a small widget, a
/// bitmap from the asset catalogue, a gradient.
struct DegradedWidget: Widget {
    var body: some WidgetConfiguration {
        StaticConfiguration(kind: "DegradedWidget", provider: MomentProvider()) { _ in
            VStack(alignment: .leading) {
                Text("An extraordinarily long headline for a small widget")
                    .font(.headline)
                    .lineLimit(1)
                Image("Avatar")
                    .resizable()
                    .frame(width: 34, height: 34)
                Text("Gradient")
                    .padding(4)
                    .background(LinearGradient(colors: [.blue, .purple], startPoint: .leading, endPoint: .trailing))
            }
            .containerBackground(.fill.tertiary, for: .widget)
        }
        .supportedFamilies([.systemSmall])
    }
}

/// A countdown: `Text(date, style: .timer)` counts on the host's clock.
struct CountdownWidget: Widget {
    var body: some WidgetConfiguration {
        StaticConfiguration(kind: "CountdownWidget", provider: MomentProvider()) { entry in
            VStack {
                Text("Tea ready in")
                Text(entry.date.addingTimeInterval(180), style: .timer)
                    .font(.title)
                    .monospacedDigit()
                Text(entry.date.addingTimeInterval(180), style: .relative)
            }
            .containerBackground(.fill.tertiary, for: .widget)
        }
        .supportedFamilies([.systemSmall, .accessoryRectangular])
    }
}

/// Colour roles and the rendering modes: the tint, a green status, an accentable title.
struct ModesWidget: Widget {
    var body: some WidgetConfiguration {
        StaticConfiguration(kind: "ModesWidget", provider: MomentProvider()) { _ in
            VStack(alignment: .leading) {
                Text("Battery").font(.headline).widgetAccentable()
                Text("✓ Charged").foregroundStyle(.green)
                Text("2 devices").foregroundStyle(.secondary)
            }
            .containerBackground(.fill.tertiary, for: .widget)
        }
        .supportedFamilies([.systemSmall])
    }
}

/// A progress ring as apps draw one: a faint track, the trimmed part over it in a colour,
/// turned to start at twelve o'clock, the percentage inside.
struct RingWidget: Widget {
    var fraction = 0.37

    init() {}
    init(fraction: Double) { self.fraction = fraction }

    var body: some WidgetConfiguration {
        StaticConfiguration(kind: "RingWidget", provider: MomentProvider()) { _ in
            ZStack {
                Circle()
                    .stroke(Color.gray.opacity(0.3), lineWidth: 6)
                Circle()
                    .trim(from: 0, to: fraction)
                    .stroke(Color.green, style: StrokeStyle(lineWidth: 6, lineCap: .round))
                    .rotationEffect(.degrees(-90))
                Text("\(Int(fraction * 100))%")
            }
            .containerBackground(.fill.tertiary, for: .widget)
        }
        .supportedFamilies([.systemSmall, .accessoryCircular])
    }
}

/// A widget that hosts a UIKit view, as app code shared with a widget sometimes does: a phone
/// shows a placeholder there, and so does widgetdeck, with a note.
struct UIKitHostingWidget: Widget {
    struct Badge: UIViewRepresentable {
        func makeUIView(context: Context) -> UILabel {
            let label = UILabel(frame: .zero)
            label.text = "Made by UIKit"
            return label
        }
        func updateUIView(_ uiView: UILabel, context: Context) {}
    }

    var body: some WidgetConfiguration {
        StaticConfiguration(kind: "UIKitHostingWidget", provider: MomentProvider()) { _ in
            VStack(alignment: .leading) {
                Text("Badge")
                Badge().frame(height: 30)
            }
            .containerBackground(.fill.tertiary, for: .widget)
        }
        .supportedFamilies([.systemSmall])
    }
}

/// Shared list code in a widget: a scroll view (a widget shows it from the top, unscrolled) of
/// sections with headers and footers.
struct SectionsWidget: Widget {
    var body: some WidgetConfiguration {
        StaticConfiguration(kind: "SectionsWidget", provider: MomentProvider()) { _ in
            ScrollView {
                Section("Orders") {
                    Text("#1041 Ada")
                    Text("#1042 Linus")
                }
                Section {
                    Text("3 refunds")
                } header: {
                    Text("Refunds")
                } footer: {
                    Text("This week")
                }
            }
            .containerBackground(.fill.tertiary, for: .widget)
        }
        .supportedFamilies([.systemSmall])
    }
}

/// App code a journal shares with its widget: a list of sections (a widget shows it from the
/// top, unscrolled), a timeline view drawn for the moment its entry is shown, and a drag gesture
/// on it (a widget takes no gestures: it draws the same).
struct JournalWidget: Widget {
    var body: some WidgetConfiguration {
        StaticConfiguration(kind: "JournalWidget", provider: MomentProvider()) { _ in
            List {
                Section("Today") {
                    TimelineView(.everyMinute) { timeline in
                        VStack(alignment: .leading, spacing: 0) {
                            Text(timeline.date, style: .time)
                            Text(timeline.cadence <= .seconds ? "every second" : "every minute")
                        }
                        .gesture(
                            DragGesture(minimumDistance: 5)
                                .onChanged { drag in print(drag.translation.width) }
                                .onEnded { _ in print("ended") }
                        )
                    }
                    Text("Drag to inspect")
                }
            }
            .containerBackground(.fill.tertiary, for: .widget)
        }
        .supportedFamilies([.systemSmall])
    }
}

/// A video player with its overlay, as a media app's widget shares it: no video plays here, so the
/// player is a marked block of its space with the overlay drawn on it.
struct TrailerWidget: Widget {
    var body: some WidgetConfiguration {
        StaticConfiguration(kind: "TrailerWidget", provider: MomentProvider()) { _ in
            VStack(alignment: .leading) {
                Text("Tonight")
                VideoPlayer(player: AVPlayer(url: URL(fileURLWithPath: "/media/trailer.mp4"))) {
                    Text("Trailer")
                }
                .frame(height: 40)
            }
            .containerBackground(.fill.tertiary, for: .widget)
        }
        .supportedFamilies([.systemSmall])
    }
}

/// A picture drawn by code — four coloured quarters, twice as wide as tall — shown fitted and at
/// its own size: pixels two a cell in colour, shades in text.
struct PictureWidget: Widget {
    static func quarters() -> UIImage {
        let format = UIGraphicsImageRendererFormat()
        format.scale = 1
        return UIGraphicsImageRenderer(size: CGSize(width: 40, height: 20), format: format).image { context in
            let colors: [UIColor] = [.red, .green, .blue, .white]
            for (index, color) in colors.enumerated() {
                color.setFill()
                context.fill(CGRect(x: index % 2 * 20, y: index / 2 * 10, width: 20, height: 10))
            }
        }
    }

    var body: some WidgetConfiguration {
        StaticConfiguration(kind: "PictureWidget", provider: MomentProvider()) { _ in
            HStack {
                Image(uiImage: PictureWidget.quarters()).resizable().scaledToFit()
                Image(uiImage: PictureWidget.quarters())
            }
            .containerBackground(.fill.tertiary, for: .widget)
        }
        .supportedFamilies([.systemSmall])
    }
}

/// A view whose container background is the view itself again (`background()` inside a view is
/// `self.background()`, as a real complication wrote it): drawn, not built without end.
struct SelfBackgroundWidget: Widget {
    struct Face: View {
        var body: some View {
            Text("Hello").containerBackground(for: .widget) { background() }
        }
    }

    var body: some WidgetConfiguration {
        StaticConfiguration(kind: "SelfBackgroundWidget", provider: MomentProvider()) { _ in Face() }
            .supportedFamilies([.accessoryCircular, .systemSmall])
    }
}

/// iOS 18's time-data text: a reference to the entry's date, an offset, a timer and a
/// stopwatch, each read from the host's clock when drawn; a blur-replace transition (a still
/// frame here).
struct ReferenceWidget: Widget {
    var body: some WidgetConfiguration {
        StaticConfiguration(kind: "ReferenceWidget", provider: MomentProvider()) { entry in
            VStack(alignment: .leading) {
                Text(.currentDate, format: .reference(to: entry.date, allowedFields: [.day, .hour, .minute], maxFieldCount: 1))
                Text(.currentDate, format: .offset(to: entry.date, allowedFields: [.hour, .minute]))
                Text(.currentDate, format: .timer(countingDownIn: entry.date..<entry.date.addingTimeInterval(300)))
                Text(.currentDate, format: .stopwatch(startingAt: entry.date, showsHours: false))
                    .transition(.blurReplace)
            }
            .containerBackground(.fill.tertiary, for: .widget)
        }
        .supportedFamilies([.systemSmall])
    }
}

/// A segmented gauge as apps draw one: five arcs of a ring with gaps between them, the first
/// three in colour, the rest faint, turned to start at twelve.
struct SegmentedGaugeWidget: Widget {
    var body: some WidgetConfiguration {
        StaticConfiguration(kind: "SegmentedGaugeWidget", provider: MomentProvider()) { _ in
            ZStack {
                ForEach(0..<5, id: \.self) { segment in
                    Circle()
                        .trim(from: Double(segment) / 5 + 0.02, to: Double(segment + 1) / 5 - 0.02)
                        .stroke(segment < 3 ? Color.orange : Color.gray.opacity(0.3), style: StrokeStyle(lineWidth: 8, lineCap: .butt))
                }
                .rotationEffect(.degrees(-90))
                Text("3/5").font(.headline)
            }
            .containerBackground(.fill.tertiary, for: .widget)
        }
        .supportedFamilies([.systemSmall, .accessoryCircular])
    }
}

/// A sparkline drawn with a `Path` in a custom `Shape`, under a figure, and the area under it
/// filled faint — as a stocks or sales widget draws its day.
struct SparklineWidget: Widget {
    struct Sparkline: Shape {
        let values: [Double]
        var closed = false
        func path(in rect: CGRect) -> Path {
            var path = Path()
            guard let low = values.min(), let high = values.max(), high > low, values.count > 1 else { return path }
            let points = values.enumerated().map { index, value in
                CGPoint(x: rect.width * CGFloat(index) / CGFloat(values.count - 1), y: rect.height * (1 - (value - low) / (high - low)))
            }
            path.addLines(points)
            if closed {
                path.addLine(to: CGPoint(x: rect.width, y: rect.height))
                path.addLine(to: CGPoint(x: 0, y: rect.height))
                path.closeSubpath()
            }
            return path
        }
    }

    static let sales: [Double] = [12, 18, 15, 22, 19, 27, 24, 31, 29, 36]

    var body: some WidgetConfiguration {
        StaticConfiguration(kind: "SparklineWidget", provider: MomentProvider()) { _ in
            VStack(alignment: .leading, spacing: 0) {
                HStack {
                    Text("Sales").font(.headline)
                    Spacer()
                    Text("$3,612").bold()
                }
                ZStack {
                    Sparkline(values: Self.sales, closed: true).fill(Color.green.opacity(0.25))
                    Sparkline(values: Self.sales).stroke(Color.green, lineWidth: 2)
                }
            }
            .containerBackground(.fill.tertiary, for: .widget)
        }
        .supportedFamilies([.systemSmall, .systemMedium, .accessoryRectangular])
    }
}

/// Drawing in code: a `Canvas` stroking a baseline and a zig-zag and filling a dot at its end.
struct CanvasWidget: Widget {
    var body: some WidgetConfiguration {
        StaticConfiguration(kind: "CanvasWidget", provider: MomentProvider()) { _ in
            Canvas { context, size in
                var baseline = Path()
                baseline.move(to: CGPoint(x: 0, y: size.height - 2))
                baseline.addLine(to: CGPoint(x: size.width, y: size.height - 2))
                context.stroke(baseline, with: .color(.gray.opacity(0.3)), lineWidth: 1)
                var zigzag = Path()
                let step = size.width / 6
                zigzag.move(to: CGPoint(x: 0, y: size.height - 4))
                for index in 1...5 {
                    zigzag.addLine(to: CGPoint(x: step * CGFloat(index), y: index % 2 == 0 ? size.height - 4 : 8))
                }
                context.stroke(zigzag, with: .color(.blue), lineWidth: 2)
                context.fill(Path(ellipseIn: CGRect(x: step * 5 - 8, y: 0, width: 16, height: 16)), with: .color(.blue))
                context.draw(Text("peak"), at: CGPoint(x: step * 5, y: 24))
            }
            .containerBackground(.fill.tertiary, for: .widget)
        }
        .supportedFamilies([.systemSmall])
    }
}

/// A weather widget on a gradient, as a system widget draws one: a blue-to-indigo container
/// background with white text on it, and a strip of an orange-to-pink gradient among the
/// content.
struct GradientWidget: Widget {
    var body: some WidgetConfiguration {
        StaticConfiguration(kind: "GradientWidget", provider: MomentProvider()) { _ in
            VStack(alignment: .leading, spacing: 0) {
                Text("Cupertino").font(.headline)
                Text("21°").font(.largeTitle)
                Spacer()
                LinearGradient(colors: [.orange, .pink], startPoint: .leading, endPoint: .trailing)
                    .frame(height: 17)
                Text("Sunny").foregroundStyle(.white)
            }
            .containerBackground(LinearGradient(colors: [.blue, .indigo], startPoint: .top, endPoint: .bottom), for: .widget)
        }
        .supportedFamilies([.systemSmall])
    }
}

/// A picture that arrived as bytes — an avatar or album art a widget's provider downloads — made
/// from PNG data with `UIImage(data:)`, at two sizes.
struct DownloadedPictureWidget: Widget {
    /// The bytes a download would bring: a PNG of a green disc on purple.
    static let downloaded: Data = {
        let format = UIGraphicsImageRendererFormat()
        format.scale = 1
        return UIGraphicsImageRenderer(size: CGSize(width: 24, height: 24), format: format).pngData { context in
            UIColor.purple.setFill()
            context.fill(CGRect(x: 0, y: 0, width: 24, height: 24))
            UIColor.green.setFill()
            context.cgContext.fillEllipse(in: CGRect(x: 4, y: 4, width: 16, height: 16))
        }
    }()

    var body: some WidgetConfiguration {
        StaticConfiguration(kind: "DownloadedPictureWidget", provider: MomentProvider()) { _ in
            let avatar = UIImage(data: Self.downloaded) ?? UIImage()
            HStack {
                Image(uiImage: avatar).resizable().scaledToFit().frame(width: 34, height: 34)
                Image(uiImage: avatar).resizable().scaledToFit().frame(width: 68, height: 68)
            }
            .containerBackground(.fill.tertiary, for: .widget)
        }
        .supportedFamilies([.systemSmall])
    }
}
