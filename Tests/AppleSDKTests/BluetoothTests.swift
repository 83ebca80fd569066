import CoreBluetooth
import Foundation
import Testing

/// A machine whose Bluetooth the app cannot use, as a sensor app's shared code meets it.
@Suite("CoreBluetooth: unsupported here, nothing found")
struct BluetoothTests {
    final class Central: NSObject, CBCentralManagerDelegate, @unchecked Sendable {
        var states: [CBManagerState] = []
        var updated: (() -> Void)?
        func centralManagerDidUpdateState(_ central: CBCentralManager) {
            states.append(central.state)
            updated?()
        }
    }

    @Test("A central manager is told once that Bluetooth is unsupported, on its queue; a scan finds nothing")
    func central() async {
        let delegate = Central()
        let queue = DispatchQueue(label: "bluetooth")
        let manager = await withCheckedContinuation { continuation in
            var manager: CBCentralManager?
            delegate.updated = { continuation.resume(returning: manager!) }
            queue.sync {
                manager = CBCentralManager(delegate: delegate, queue: queue, options: [CBCentralManagerOptionShowPowerAlertKey: false])
            }
        }
        #expect(delegate.states == [.unsupported])
        #expect(manager.state == .unsupported)
        #expect(CBManager.authorization == .notDetermined)
        manager.scanForPeripherals(withServices: [CBUUID(string: "FDE3")])
        #expect(manager.retrievePeripherals(withIdentifiers: [UUID()]).isEmpty)
    }

    @Test("UUIDs are written as Apple writes them and compare by their bytes")
    func uuids() {
        #expect(CBUUID(string: "fde3").uuidString == "FDE3")
        #expect(CBUUID(string: "FDE3") == CBUUID(string: "fde3"))
        let full = "6E400001-B5A3-F393-E0A9-E50E24DCCA9E"
        #expect(CBUUID(string: full).uuidString == full)
        #expect(CBUUID(nsuuid: UUID(uuidString: full)!) == CBUUID(string: full))
        #expect(CBCharacteristicProperties([.read, .notify]).rawValue == 0x12)
    }
}
