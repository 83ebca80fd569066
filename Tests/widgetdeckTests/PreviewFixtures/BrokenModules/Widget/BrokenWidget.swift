// Two mistakes in two files of the widget's module, one in a tab-indented line, and one use of
// Apple API widgetdeck does not have: every one of them is reported, with the helper's.
import SwiftUI
import WidgetKit
import Helper

struct BrokenView: View {
	var body: some View {
		Text(verbatim: 42)
	}
}
