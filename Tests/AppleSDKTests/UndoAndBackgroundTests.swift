import BackgroundTasks
import Foundation
import FoundationCompatibility
import Testing

@Suite("UndoManager and BackgroundTasks, which Linux's Foundation and system lack")
struct UndoAndBackgroundTests {
    final class Counter {
        var value = 0
        let undo: UndoManager
        init(_ undo: UndoManager) { self.undo = undo }
        func set(_ new: Int) {
            let old = value
            undo.registerUndo(withTarget: self) { $0.set(old) }
            value = new
        }
    }

    @Test("Undo restores, redo reapplies, a group undoes as one; a new change clears the redo")
    func undo() {
        let manager = UndoManager()
        let counter = Counter(manager)
        counter.set(1)
        counter.set(2)
        manager.setActionName("Two")
        #expect(manager.undoActionName == "Two")
        manager.undo()
        #expect(counter.value == 1)
        #expect(manager.canRedo)
        manager.redo()
        #expect(counter.value == 2)
        manager.beginUndoGrouping()
        counter.set(3)
        counter.set(4)
        manager.endUndoGrouping()
        manager.undo()
        #expect(counter.value == 2)
        counter.set(9)
        #expect(!manager.canRedo)
        manager.undo()
        manager.undo()
        manager.undo()
        #expect(counter.value == 0)
        #expect(!manager.canUndo)
    }

    @Test("A background task request is refused as the Simulator refuses it, and nothing is pending")
    func backgroundTasks() async {
        let scheduler = BGTaskScheduler.shared
        #expect(scheduler.register(forTaskWithIdentifier: "refresh", using: nil) { _ in Issue.record("never launched here") })
        let request = BGAppRefreshTaskRequest(identifier: "refresh")
        request.earliestBeginDate = Date(timeIntervalSince1970: 0)
        do {
            try scheduler.submit(request)
            Issue.record("submitted")
        } catch BGTaskScheduler.Error.unavailable {
        } catch {
            Issue.record("\(error)")
        }
        #expect(await scheduler.pendingTaskRequests().isEmpty)
    }
}
