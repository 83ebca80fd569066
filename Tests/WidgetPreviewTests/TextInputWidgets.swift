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
