import WidgetDrawing
import WidgetCore
import WidgetSnapshotTesting
import XCTest
import WidgetTestSupport

/// The same assertion works from XCTest.
final class XCTestSnapshotTests: XCTestCase {
    func testGoldenMatchesFromXCTest() {
        var buffer = Buffer(size: Size(width: 10, height: 1))
        buffer.drawText("Orders 42", in: buffer.area)
        assertSnapshot(of: buffer, as: .text)
    }
}
