import SwiftUI
import WidgetKit

/// A style of the kind design systems write, on SwiftUI's own hook: the field with a mark before it.
struct MarkedFieldStyle: TextFieldStyle {
    func _body(configuration: TextField<_Label>) -> some View {
        HStack {
            Text("›")
            configuration
        }
    }
}

/// Text input from an app's shared views: an empty field's prompt, a filled one, a secure one,
/// an editor, and a field in a style of the app's own.
struct TextInputWidget: Widget {
    var body: some WidgetConfiguration {
        StaticConfiguration(kind: "text-input", provider: CustomLayoutProvider()) { _ in
            VStack(alignment: .leading, spacing: 0) {
                TextField("Shop name", text: .constant(""), prompt: Text("Maple & Moss"))
                TextField("Note", text: .constant("Restock oat milk"))
                    .textInputAutocapitalization(.sentences)
                    .submitLabel(.done)
                SecureField("Token", text: .constant("shpat_1234"))
                TextEditor(text: .constant("Two lines\nof notes"))
                TextField("Search", text: .constant(""))
                    .textFieldStyle(MarkedFieldStyle())
            }
        }
        .supportedFamilies([.systemMedium])
    }
}

/// A settings screen's controls shared with a widget: a slider, a stepper, a date picker, and
/// pickers by tag — a menu one and a segmented one.
struct SettingsControlsWidget: Widget {
    enum Period: String, CaseIterable { case day, week, month }

    var body: some WidgetConfiguration {
        StaticConfiguration(kind: "settings-controls", provider: CustomLayoutProvider()) { _ in
            VStack(alignment: .leading, spacing: 0) {
                Slider(value: .constant(0.25), in: 0...1) {
                    Text("Volume")
                } minimumValueLabel: {
                    Text("0")
                } maximumValueLabel: {
                    Text("1")
                }
                Stepper("Cups", value: .constant(3), in: 0...10)
                DatePicker("Start", selection: .constant(Date(timeIntervalSince1970: 1_796_637_600)), displayedComponents: .date)
                Picker("Period", selection: .constant(Period.week)) {
                    ForEach(Period.allCases, id: \.self) { Text($0.rawValue.capitalized).tag($0) }
                }
                Picker("Period", selection: .constant(Period.month)) {
                    ForEach(Period.allCases, id: \.self) { Text($0.rawValue.capitalized).tag($0) }
                }
                .pickerStyle(.segmented)
            }
        }
        .supportedFamilies([.systemMedium])
    }
}
