// CoreBluetooth on Linux: a machine whose Bluetooth the app cannot use. A central manager's state
// becomes `.unsupported` (its delegate told so on its queue, as a phone tells it once the manager
// is made), scanning finds no peripheral, and nothing connects — each said on standard error — so
// a sensor's code takes the path it takes on a device without Bluetooth LE. UUIDs, attributes
// and the delegates' shapes are Apple's, for the code that builds and compares them.
import Foundation
import FoundationCompatibility

func bluetoothSays(_ message: String) {
    FileHandle.standardError.write(Data("widgetdeck: CoreBluetooth: \(message) (no Bluetooth here)\n".utf8))
}

/// A manager's Bluetooth state (Apple's `CBManagerState`).
public enum CBManagerState: Int, Sendable {
    case unknown = 0, resetting, unsupported, unauthorized, poweredOff, poweredOn
}

/// The app's Bluetooth authorization (Apple's `CBManagerAuthorization`).
public enum CBManagerAuthorization: Int, Sendable {
    case notDetermined = 0, restricted, denied, allowedAlways
}

/// A peripheral's connection (Apple's `CBPeripheralState`).
public enum CBPeripheralState: Int, Sendable {
    case disconnected = 0, connecting, connected, disconnecting
}

/// How a characteristic's value is written (Apple's `CBCharacteristicWriteType`).
public enum CBCharacteristicWriteType: Int, Sendable {
    case withResponse = 0, withoutResponse
}

/// What a characteristic allows (Apple's `CBCharacteristicProperties`).
public struct CBCharacteristicProperties: OptionSet, Hashable, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }
    public static let broadcast = CBCharacteristicProperties(rawValue: 0x01)
    public static let read = CBCharacteristicProperties(rawValue: 0x02)
    public static let writeWithoutResponse = CBCharacteristicProperties(rawValue: 0x04)
    public static let write = CBCharacteristicProperties(rawValue: 0x08)
    public static let notify = CBCharacteristicProperties(rawValue: 0x10)
    public static let indicate = CBCharacteristicProperties(rawValue: 0x20)
    public static let authenticatedSignedWrites = CBCharacteristicProperties(rawValue: 0x40)
    public static let extendedProperties = CBCharacteristicProperties(rawValue: 0x80)
    public static let notifyEncryptionRequired = CBCharacteristicProperties(rawValue: 0x100)
    public static let indicateEncryptionRequired = CBCharacteristicProperties(rawValue: 0x200)
}

public let CBErrorDomain = "CBErrorDomain"
public let CBATTErrorDomain = "CBATTErrorDomain"

/// CoreBluetooth's error (Apple's `CBError`).
public struct CBError: CustomNSError, Hashable, Sendable {
    public enum Code: Int, Sendable {
        case unknown = 0, invalidParameters, invalidHandle, notConnected, outOfSpace, operationCancelled, connectionTimeout
        case peripheralDisconnected, uuidNotAllowed, alreadyAdvertising, connectionFailed, connectionLimitReached, unkownDevice
        case operationNotSupported, peerRemovedPairingInformation, encryptionTimedOut, tooManyLEPairedDevices
    }
    public let code: Code
    public init(_ code: Code, userInfo: [String: Any] = [:]) { self.code = code }
    public static var errorDomain: String { CBErrorDomain }
    public var errorCode: Int { code.rawValue }
}

// The keys of options and advertisement data.
public let CBCentralManagerOptionShowPowerAlertKey = "kCBInitOptionShowPowerAlert"
public let CBCentralManagerOptionRestoreIdentifierKey = "kCBRestoreIdentifierKey"
public let CBCentralManagerScanOptionAllowDuplicatesKey = "kCBScanOptionAllowDuplicates"
public let CBCentralManagerScanOptionSolicitedServiceUUIDsKey = "kCBScanOptionSolicitedServiceUUIDs"
public let CBConnectPeripheralOptionNotifyOnConnectionKey = "kCBConnectOptionNotifyOnConnection"
public let CBConnectPeripheralOptionNotifyOnDisconnectionKey = "kCBConnectOptionNotifyOnDisconnection"
public let CBConnectPeripheralOptionNotifyOnNotificationKey = "kCBConnectOptionNotifyOnNotification"
public let CBCentralManagerRestoredStatePeripheralsKey = "kCBRestoredPeripherals"
public let CBCentralManagerRestoredStateScanServicesKey = "kCBRestoredScanServices"
public let CBCentralManagerRestoredStateScanOptionsKey = "kCBRestoredScanOptions"
public let CBAdvertisementDataLocalNameKey = "kCBAdvDataLocalName"
public let CBAdvertisementDataManufacturerDataKey = "kCBAdvDataManufacturerData"
public let CBAdvertisementDataServiceDataKey = "kCBAdvDataServiceData"
public let CBAdvertisementDataServiceUUIDsKey = "kCBAdvDataServiceUUIDs"
public let CBAdvertisementDataOverflowServiceUUIDsKey = "kCBAdvDataOverflowServiceUUIDs"
public let CBAdvertisementDataTxPowerLevelKey = "kCBAdvDataTxPowerLevel"
public let CBAdvertisementDataIsConnectable = "kCBAdvDataIsConnectable"
public let CBAdvertisementDataSolicitedServiceUUIDsKey = "kCBAdvDataSolicitedServiceUUIDs"

/// A Bluetooth UUID (Apple's `CBUUID`): 16-, 32- or 128-bit, written as Apple writes it.
open class CBUUID: NSObject, @unchecked Sendable {
    public let data: Data

    public init(data: Data) { self.data = data }

    /// A UUID from its string: 4 or 8 hexadecimal digits, or a full UUID.
    public convenience init(string theString: String) {
        if let full = UUID(uuidString: theString) {
            self.init(nsuuid: full)
            return
        }
        var bytes: [UInt8] = []
        var digits = Substring(theString)
        while digits.count >= 2, let byte = UInt8(digits.prefix(2), radix: 16) {
            bytes.append(byte)
            digits = digits.dropFirst(2)
        }
        self.init(data: Data(bytes))
    }

    public convenience init(nsuuid theUUID: UUID) {
        self.init(data: withUnsafeBytes(of: theUUID.uuid) { Data($0) })
    }

    /// Its string: the hexadecimal digits of a short UUID, or a full UUID's usual form.
    open var uuidString: String {
        if data.count == 16 {
            let u = [UInt8](data)
            let uuid = UUID(uuid: (u[0], u[1], u[2], u[3], u[4], u[5], u[6], u[7], u[8], u[9], u[10], u[11], u[12], u[13], u[14], u[15]))
            return uuid.uuidString
        }
        return data.map { String(format: "%02X", $0) }.joined()
    }

    open override var description: String { uuidString }

    open override func isEqual(_ object: Any?) -> Bool { (object as? CBUUID)?.data == data }

    open override var hash: Int { data.hashValue }
}

/// Something a peripheral has (Apple's `CBAttribute`).
open class CBAttribute: NSObject, @unchecked Sendable {
    public let uuid: CBUUID
    init(uuid: CBUUID) { self.uuid = uuid }
}

/// A peripheral's service (Apple's `CBService`).
open class CBService: CBAttribute, @unchecked Sendable {
    open weak var peripheral: CBPeripheral?
    open var isPrimary: Bool { true }
    open var includedServices: [CBService]? { nil }
    open var characteristics: [CBCharacteristic]? { nil }
}

/// A service's characteristic (Apple's `CBCharacteristic`).
open class CBCharacteristic: CBAttribute, @unchecked Sendable {
    open weak var service: CBService?
    open var properties: CBCharacteristicProperties { [] }
    open var value: Data? { nil }
    open var descriptors: [CBDescriptor]? { nil }
    open var isNotifying: Bool { false }
}

/// A characteristic's descriptor (Apple's `CBDescriptor`).
open class CBDescriptor: CBAttribute, @unchecked Sendable {
    open weak var characteristic: CBCharacteristic?
    open var value: Any? { nil }
}

/// Another Bluetooth device (Apple's `CBPeer`).
open class CBPeer: NSObject, @unchecked Sendable {
    open var identifier: UUID { UUID(uuid: (0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0)) }
}

/// A peripheral (Apple's `CBPeripheral`): none is ever found here.
open class CBPeripheral: CBPeer, @unchecked Sendable {
    open weak var delegate: (any CBPeripheralDelegate)?
    open var name: String? { nil }
    open var state: CBPeripheralState { .disconnected }
    open var services: [CBService]? { nil }
    open var canSendWriteWithoutResponse: Bool { false }
    open func readRSSI() {}
    open func discoverServices(_ serviceUUIDs: [CBUUID]?) {}
    open func discoverIncludedServices(_ includedServiceUUIDs: [CBUUID]?, for service: CBService) {}
    open func discoverCharacteristics(_ characteristicUUIDs: [CBUUID]?, for service: CBService) {}
    open func readValue(for characteristic: CBCharacteristic) {}
    open func maximumWriteValueLength(for type: CBCharacteristicWriteType) -> Int { 0 }
    open func writeValue(_ data: Data, for characteristic: CBCharacteristic, type: CBCharacteristicWriteType) {}
    open func setNotifyValue(_ enabled: Bool, for characteristic: CBCharacteristic) {}
    open func discoverDescriptors(for characteristic: CBCharacteristic) {}
    open func readValue(for descriptor: CBDescriptor) {}
    open func writeValue(_ data: Data, for descriptor: CBDescriptor) {}
}

/// Told what a peripheral did (Apple's `CBPeripheralDelegate`; every method optional).
public protocol CBPeripheralDelegate: NSObjectProtocol {
    func peripheralDidUpdateName(_ peripheral: CBPeripheral)
    func peripheral(_ peripheral: CBPeripheral, didModifyServices invalidatedServices: [CBService])
    func peripheral(_ peripheral: CBPeripheral, didReadRSSI RSSI: NSNumber, error: (any Error)?)
    func peripheral(_ peripheral: CBPeripheral, didDiscoverServices error: (any Error)?)
    func peripheral(_ peripheral: CBPeripheral, didDiscoverIncludedServicesFor service: CBService, error: (any Error)?)
    func peripheral(_ peripheral: CBPeripheral, didDiscoverCharacteristicsFor service: CBService, error: (any Error)?)
    func peripheral(_ peripheral: CBPeripheral, didUpdateValueFor characteristic: CBCharacteristic, error: (any Error)?)
    func peripheral(_ peripheral: CBPeripheral, didWriteValueFor characteristic: CBCharacteristic, error: (any Error)?)
    func peripheral(_ peripheral: CBPeripheral, didUpdateNotificationStateFor characteristic: CBCharacteristic, error: (any Error)?)
    func peripheral(_ peripheral: CBPeripheral, didDiscoverDescriptorsFor characteristic: CBCharacteristic, error: (any Error)?)
    func peripheral(_ peripheral: CBPeripheral, didUpdateValueFor descriptor: CBDescriptor, error: (any Error)?)
    func peripheral(_ peripheral: CBPeripheral, didWriteValueFor descriptor: CBDescriptor, error: (any Error)?)
    func peripheralIsReady(toSendWriteWithoutResponse peripheral: CBPeripheral)
}

extension CBPeripheralDelegate {
    public func peripheralDidUpdateName(_ peripheral: CBPeripheral) {}
    public func peripheral(_ peripheral: CBPeripheral, didModifyServices invalidatedServices: [CBService]) {}
    public func peripheral(_ peripheral: CBPeripheral, didReadRSSI RSSI: NSNumber, error: (any Error)?) {}
    public func peripheral(_ peripheral: CBPeripheral, didDiscoverServices error: (any Error)?) {}
    public func peripheral(_ peripheral: CBPeripheral, didDiscoverIncludedServicesFor service: CBService, error: (any Error)?) {}
    public func peripheral(_ peripheral: CBPeripheral, didDiscoverCharacteristicsFor service: CBService, error: (any Error)?) {}
    public func peripheral(_ peripheral: CBPeripheral, didUpdateValueFor characteristic: CBCharacteristic, error: (any Error)?) {}
    public func peripheral(_ peripheral: CBPeripheral, didWriteValueFor characteristic: CBCharacteristic, error: (any Error)?) {}
    public func peripheral(
        _ peripheral: CBPeripheral, didUpdateNotificationStateFor characteristic: CBCharacteristic, error: (any Error)?
    ) {}
    public func peripheral(_ peripheral: CBPeripheral, didDiscoverDescriptorsFor characteristic: CBCharacteristic, error: (any Error)?) {}
    public func peripheral(_ peripheral: CBPeripheral, didUpdateValueFor descriptor: CBDescriptor, error: (any Error)?) {}
    public func peripheral(_ peripheral: CBPeripheral, didWriteValueFor descriptor: CBDescriptor, error: (any Error)?) {}
    public func peripheralIsReady(toSendWriteWithoutResponse peripheral: CBPeripheral) {}
}

/// What all Bluetooth managers share (Apple's `CBManager`).
open class CBManager: NSObject, @unchecked Sendable {
    /// The manager's state: unknown until it is told, then unsupported.
    open internal(set) var state: CBManagerState = .unknown
    /// The app's authorization: not determined, as no one was asked here.
    open class var authorization: CBManagerAuthorization { .notDetermined }
}

/// Told what the central manager did (Apple's `CBCentralManagerDelegate`).
public protocol CBCentralManagerDelegate: NSObjectProtocol {
    func centralManagerDidUpdateState(_ central: CBCentralManager)
    func centralManager(_ central: CBCentralManager, willRestoreState dict: [String: Any])
    func centralManager(
        _ central: CBCentralManager, didDiscover peripheral: CBPeripheral, advertisementData: [String: Any], rssi RSSI: NSNumber)
    func centralManager(_ central: CBCentralManager, didConnect peripheral: CBPeripheral)
    func centralManager(_ central: CBCentralManager, didFailToConnect peripheral: CBPeripheral, error: (any Error)?)
    func centralManager(_ central: CBCentralManager, didDisconnectPeripheral peripheral: CBPeripheral, error: (any Error)?)
}

extension CBCentralManagerDelegate {
    public func centralManager(_ central: CBCentralManager, willRestoreState dict: [String: Any]) {}
    public func centralManager(
        _ central: CBCentralManager, didDiscover peripheral: CBPeripheral, advertisementData: [String: Any], rssi RSSI: NSNumber
    ) {}
    public func centralManager(_ central: CBCentralManager, didConnect peripheral: CBPeripheral) {}
    public func centralManager(_ central: CBCentralManager, didFailToConnect peripheral: CBPeripheral, error: (any Error)?) {}
    public func centralManager(_ central: CBCentralManager, didDisconnectPeripheral peripheral: CBPeripheral, error: (any Error)?) {}
}

/// Finds and connects peripherals (Apple's `CBCentralManager`): Bluetooth is unsupported here;
/// its delegate is told so on the manager's queue (the main queue when none is given).
open class CBCentralManager: CBManager, @unchecked Sendable {
    open weak var delegate: (any CBCentralManagerDelegate)?
    open private(set) var isScanning = false

    public override convenience init() {
        self.init(delegate: nil, queue: nil, options: nil)
    }

    public convenience init(delegate: (any CBCentralManagerDelegate)?, queue: DispatchQueue?) {
        self.init(delegate: delegate, queue: queue, options: nil)
    }

    public init(delegate: (any CBCentralManagerDelegate)?, queue: DispatchQueue?, options: [String: Any]? = nil) {
        self.delegate = delegate
        super.init()
        bluetoothSays("a central manager's state is unsupported")
        (queue ?? .main).async { [weak self] in
            guard let self else { return }
            self.state = .unsupported
            self.delegate?.centralManagerDidUpdateState(self)
        }
    }

    /// Scans: nothing is found.
    open func scanForPeripherals(withServices serviceUUIDs: [CBUUID]?, options: [String: Any]? = nil) {
        bluetoothSays("a scan finds no peripheral")
    }

    open func stopScan() { isScanning = false }

    /// Connects: nothing connects, and the delegate is not told, as on a phone whose Bluetooth is off.
    open func connect(_ peripheral: CBPeripheral, options: [String: Any]? = nil) {
        bluetoothSays("a peripheral cannot be connected")
    }

    open func cancelPeripheralConnection(_ peripheral: CBPeripheral) {}

    open func retrievePeripherals(withIdentifiers identifiers: [UUID]) -> [CBPeripheral] { [] }

    open func retrieveConnectedPeripherals(withServices serviceUUIDs: [CBUUID]) -> [CBPeripheral] { [] }
}
