// EventKitUI: the event viewer, editor and calendar chooser are the view controllers an app
// presents; they are kept as configured and never shown here (a widget presents none).
@_exported import EventKit
@_exported import UIKit

public enum EKEventViewAction: Int, Sendable { case done = 0, responded, deleted }
public enum EKEventEditViewAction: Int, Sendable {
    case canceled = 0, saved, deleted
    public static var cancelled: EKEventEditViewAction { .canceled }
}
public enum EKCalendarChooserSelectionStyle: Int, Sendable { case single = 0, multiple }
public enum EKCalendarChooserDisplayStyle: Int, Sendable { case allCalendars = 0, writableCalendarsOnly }

public protocol EKEventViewDelegate: NSObjectProtocol {
    func eventViewController(_ controller: EKEventViewController, didCompleteWith action: EKEventViewAction)
}
public protocol EKEventEditViewDelegate: NSObjectProtocol {
    func eventEditViewController(_ controller: EKEventEditViewController, didCompleteWith action: EKEventEditViewAction)
    func eventEditViewControllerDefaultCalendar(forNewEvents controller: EKEventEditViewController) -> EKCalendar
}
extension EKEventEditViewDelegate {
    public func eventEditViewControllerDefaultCalendar(forNewEvents controller: EKEventEditViewController) -> EKCalendar {
        EKCalendar(for: .event, eventStore: EKEventStore())
    }
}
public protocol EKCalendarChooserDelegate: NSObjectProtocol {
    func calendarChooserSelectionDidChange(_ calendarChooser: EKCalendarChooser)
    func calendarChooserDidFinish(_ calendarChooser: EKCalendarChooser)
    func calendarChooserDidCancel(_ calendarChooser: EKCalendarChooser)
}
extension EKCalendarChooserDelegate {
    public func calendarChooserSelectionDidChange(_ calendarChooser: EKCalendarChooser) {}
    public func calendarChooserDidFinish(_ calendarChooser: EKCalendarChooser) {}
    public func calendarChooserDidCancel(_ calendarChooser: EKCalendarChooser) {}
}
@MainActor @preconcurrency
open class EKEventViewController: UIViewController {
    open weak var delegate: (any EKEventViewDelegate)?
    open var event: EKEvent!
    open var allowsEditing: Bool = true
    open var allowsCalendarPreview: Bool = false
}
@MainActor @preconcurrency
open class EKEventEditViewController: UINavigationController {
    open weak var editViewDelegate: (any EKEventEditViewDelegate)?
    open var eventStore: EKEventStore!
    open var event: EKEvent?
    open func cancelEditing() {}
}
@MainActor @preconcurrency
open class EKCalendarChooser: UIViewController {
    public init(selectionStyle: EKCalendarChooserSelectionStyle, displayStyle: EKCalendarChooserDisplayStyle, eventStore: EKEventStore) {
        self.selectionStyle = selectionStyle
        super.init(nibName: nil, bundle: nil)
    }
    public init(
        selectionStyle style: EKCalendarChooserSelectionStyle, displayStyle: EKCalendarChooserDisplayStyle, entityType: EKEntityType,
        eventStore: EKEventStore
    ) {
        self.selectionStyle = style
        super.init(nibName: nil, bundle: nil)
    }
    public override init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
        self.selectionStyle = .single
        super.init(nibName: nibNameOrNil, bundle: nibBundleOrNil)
    }
    public required init?(coder: NSCoder) {
        self.selectionStyle = .single
        super.init(coder: coder)
    }
    open private(set) var selectionStyle: EKCalendarChooserSelectionStyle
    open weak var delegate: (any EKCalendarChooserDelegate)?
    open var showsDoneButton: Bool = false
    open var showsCancelButton: Bool = false
    open var selectedCalendars: Set<EKCalendar> = []
}
