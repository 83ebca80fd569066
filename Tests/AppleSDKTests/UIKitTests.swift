import Foundation
import SafariServices
import Testing
import UIKit

/// UIKit's views and view controllers as objects: hierarchies, constraints, life cycle and
/// actions behave as app code expects, with nothing drawn.
@MainActor
@Suite("UIKit: views, constraints and view controllers as objects")
struct UIKitTests {
    @Test("Subviews join and leave their superview; tags find them; frames convert between them")
    func hierarchy() {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 200))
        let card = UIView(frame: CGRect(x: 10, y: 20, width: 100, height: 50))
        let label = UILabel(frame: CGRect(x: 5, y: 5, width: 80, height: 20))
        label.tag = 7
        root.addSubview(card)
        card.addSubview(label)
        #expect(root.viewWithTag(7) === label)
        #expect(label.isDescendant(of: root))
        #expect(label.convert(CGPoint.zero, to: root) == CGPoint(x: 15, y: 25))
        #expect(root.layer.sublayers?.first === card.layer)
        label.removeFromSuperview()
        #expect(card.subviews.isEmpty)
        #expect(label.superview == nil)
    }

    @Test("Anchors make constraints between the attributes named; activating marks them active")
    func constraints() {
        let parent = UIView(), child = UIView()
        parent.addSubview(child)
        let leading = child.leadingAnchor.constraint(equalTo: parent.leadingAnchor, constant: 16)
        let height = child.heightAnchor.constraint(equalToConstant: 44)
        NSLayoutConstraint.activate([leading, height])
        #expect(leading.isActive && height.isActive)
        #expect(leading.firstItem === child && leading.secondItem === parent)
        #expect(leading.firstAttribute == .leading && leading.constant == 16)
        #expect(height.secondItem == nil && height.constant == 44)
    }

    @Test("A view controller loads its view once, on first use; a navigation controller pushes and pops")
    func viewControllers() {
        final class Screen: UIViewController {
            var loads = 0
            override func viewDidLoad() { loads += 1 }
        }
        let screen = Screen()
        #expect(!screen.isViewLoaded)
        _ = screen.view
        _ = screen.view
        #expect(screen.loads == 1)
        let navigation = UINavigationController(rootViewController: screen)
        let detail = UIViewController()
        navigation.pushViewController(detail, animated: true)
        #expect(navigation.topViewController === detail && detail.navigationController === navigation)
        #expect(navigation.popViewController(animated: true) === detail)
        #expect(navigation.viewControllers.count == 1)
        let safari = SFSafariViewController(url: URL(string: "https://example.com")!)
        screen.present(safari, animated: true)
        #expect(screen.presentedViewController === safari && safari.presentingViewController === screen)
    }

    @Test("A button keeps its actions and titles per state; sending its events runs them")
    func controls() {
        var taps = 0
        let button = UIButton(type: .system, primaryAction: UIAction(title: "Refresh") { _ in taps += 1 })
        #expect(button.title(for: .normal) == "Refresh")
        button.sendActions(for: .touchUpInside)
        #expect(taps == 1)
        let stack = UIStackView(arrangedSubviews: [UILabel(), UIImageView(image: nil)])
        stack.axis = .vertical
        #expect(stack.arrangedSubviews.count == 2 && stack.subviews.count == 2)
        stack.arrangedSubviews[0].removeFromSuperview()
        #expect(stack.arrangedSubviews.count == 1)
    }
}

@MainActor
@Suite("UIKit's alerts, pasteboard, background time and text attributes")
struct UIKitServicesTests {
    @Test("An alert keeps its actions and fields; the pasteboard keeps what is copied and counts changes")
    func alertsAndPasteboard() {
        let alert = UIAlertController(title: "Delete?", message: "It cannot be undone", preferredStyle: .alert)
        alert.addAction(UIAlertAction(title: "Delete", style: .destructive))
        alert.addAction(UIAlertAction(title: "Cancel", style: .cancel))
        alert.addTextField { $0.placeholder = "Name" }
        #expect(alert.actions.map(\.title) == ["Delete", "Cancel"] && alert.textFields?.first?.placeholder == "Name")
        let board = UIPasteboard.withUniqueName()
        let before = board.changeCount
        board.string = "order #1042"
        #expect(board.string == "order #1042" && board.hasStrings && board.changeCount == before + 1)
        board.url = URL(string: "https://example.com")
        #expect(board.url?.host == "example.com" && !board.hasStrings)
    }

    @Test("A background task runs until ended; paragraph styles copy as mutable and back")
    func backgroundAndText() {
        let application = UIApplication.shared
        let task = application.beginBackgroundTask(withName: "sync") { Issue.record("never expires here") }
        #expect(task != .invalid)
        application.endBackgroundTask(task)
        #expect(application.preferredContentSizeCategory == .large)
        let style = NSMutableParagraphStyle()
        style.lineSpacing = 4
        style.alignment = .center
        let copy = style.copy() as! NSParagraphStyle
        let again = copy.mutableCopy() as! NSMutableParagraphStyle
        #expect(copy.lineSpacing == 4 && again.alignment == .center)
        let text = NSAttributedString(attachment: NSTextAttachment(image: UIImage()))
        #expect(text.string == "\u{FFFC}")
    }
}
