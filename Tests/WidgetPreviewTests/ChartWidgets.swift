// Widgets drawing their main view with Swift Charts, as a shop's or a health app's does.
import Charts
import SwiftUI
import WidgetKit

/// A week of sales: one day a value.
struct DaySales: Identifiable {
    let day: String
    let sales: Double
    var id: String { day }
    static let week: [DaySales] = [
        DaySales(day: "Mon", sales: 1_240), DaySales(day: "Tue", sales: 980), DaySales(day: "Wed", sales: 1_610),
        DaySales(day: "Thu", sales: 1_420), DaySales(day: "Fri", sales: 2_130), DaySales(day: "Sat", sales: 2_580),
        DaySales(day: "Sun", sales: 1_890),
    ]
}

/// Bars of the week's sales, a rule at the goal.
struct BarChartWidget: Widget {
    var body: some WidgetConfiguration {
        StaticConfiguration(kind: "BarChartWidget", provider: MomentProvider()) { _ in
            VStack(alignment: .leading, spacing: 0) {
                Text("Sales this week").font(.caption)
                Chart {
                    ForEach(DaySales.week) { day in
                        BarMark(x: .value("Day", day.day), y: .value("Sales", day.sales))
                            .foregroundStyle(.blue)
                    }
                    RuleMark(y: .value("Goal", 2_000)).foregroundStyle(.red)
                }
            }
            .containerBackground(.fill.tertiary, for: .widget)
        }
        .supportedFamilies([.systemSmall, .systemMedium, .accessoryRectangular])
    }
}

/// A line of the week's sales, points on it.
struct LineChartWidget: Widget {
    var body: some WidgetConfiguration {
        StaticConfiguration(kind: "LineChartWidget", provider: MomentProvider()) { _ in
            Chart(DaySales.week) { day in
                LineMark(x: .value("Day", day.day), y: .value("Sales", day.sales))
                    .interpolationMethod(.catmullRom)
                PointMark(x: .value("Day", day.day), y: .value("Sales", day.sales))
            }
            .chartYAxis(.hidden)
            .containerBackground(.fill.tertiary, for: .widget)
        }
        .supportedFamilies([.systemSmall, .systemMedium, .accessoryRectangular])
    }
}

/// The area under the week's sales.
struct AreaChartWidget: Widget {
    var body: some WidgetConfiguration {
        StaticConfiguration(kind: "AreaChartWidget", provider: MomentProvider()) { _ in
            Chart(DaySales.week) { day in
                AreaMark(x: .value("Day", day.day), y: .value("Sales", day.sales))
                    .foregroundStyle(.green.opacity(0.6))
            }
            .containerBackground(.fill.tertiary, for: .widget)
        }
        .supportedFamilies([.systemSmall, .systemMedium, .accessoryRectangular])
    }
}

/// Where the sales came from: a pie of three channels.
struct PieChartWidget: Widget {
    struct Channel: Identifiable {
        let name: String
        let share: Double
        var id: String { name }
    }
    static let channels = [Channel(name: "Online", share: 55), Channel(name: "Shop", share: 30), Channel(name: "Market", share: 15)]

    var body: some WidgetConfiguration {
        StaticConfiguration(kind: "PieChartWidget", provider: MomentProvider()) { _ in
            Chart(Self.channels) { channel in
                SectorMark(angle: .value("Share", channel.share))
                    .foregroundStyle(by: .value("Channel", channel.name))
            }
            .containerBackground(.fill.tertiary, for: .widget)
        }
        .supportedFamilies([.systemSmall, .systemMedium])
    }
}
