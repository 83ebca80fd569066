import WidgetFormats
import WidgetSystem

/// The zone the benchmarks' figures are drawn in, whatever `TZ` they run under.
let toronto = SystemZones.named("America/Toronto") ?? ZoneRules(posix: "EST5EDT,M3.2.0,M11.1.0")!

/// US English on Toronto's clock.
let benchLocale = DisplayLocale(identifier: "en_US", timeZone: toronto)
