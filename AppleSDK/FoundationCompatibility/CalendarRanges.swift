import Foundation

extension NSCalendar {
    /// The start and length of the unit of time containing `date`, as Apple's Foundation
    /// answers through pointers (`range(of:start:interval:for:)`); Linux's has only the
    /// `DateInterval` form. False, with nothing written, when there is no such unit.
    public func range(
        of unit: NSCalendar.Unit, start datep: UnsafeMutablePointer<NSDate?>?, interval tip: UnsafeMutablePointer<TimeInterval>?,
        for date: Date
    ) -> Bool {
        guard let interval = range(of: unit, for: date) else { return false }
        datep?.pointee = interval.start as NSDate
        tip?.pointee = interval.duration
        return true
    }
}
