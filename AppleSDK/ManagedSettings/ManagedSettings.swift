// Apple's ManagedSettings on Linux: Screen Time's restrictions as an app sets them — shields
// over applications, categories and web domains, app removal and installation, the web content
// filter — kept in named stores for the run (a store of the same name sees the same settings,
// as on a phone), and enforced on nothing: this machine has no apps for them to restrict.
// Tokens are opaque, as Apple's are; only the system's picker makes them, so a preview has none.
@_exported import Combine
import Foundation

/// An opaque reference to an application, category or web domain the user chose (Apple's
/// `Token`).
public struct Token<T>: Codable, Hashable, @unchecked Sendable {
    let data: Data
    init(data: Data) { self.data = data }

    public init(from decoder: any Decoder) throws { data = try decoder.singleValueContainer().decode(Data.self) }
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(data)
    }
}

public typealias ApplicationToken = Token<Application>
public typealias ActivityCategoryToken = Token<ActivityCategory>
public typealias WebDomainToken = Token<WebDomain>

/// An application (Apple's `Application`).
public struct Application: Hashable, @unchecked Sendable {
    public let bundleIdentifier: String?
    public let token: ApplicationToken?
    /// The app's name: none here, as no app is installed on this machine.
    public let localizedDisplayName: String?
    public init(bundleIdentifier: String) {
        self.bundleIdentifier = bundleIdentifier
        token = nil
        localizedDisplayName = nil
    }
    public init(token: ApplicationToken) {
        bundleIdentifier = nil
        self.token = token
        localizedDisplayName = nil
    }
}

/// A category of applications (Apple's `ActivityCategory`).
public struct ActivityCategory: Hashable, @unchecked Sendable {
    public let token: ActivityCategoryToken?
    public let localizedDisplayName: String?
    public init(token: ActivityCategoryToken) {
        self.token = token
        localizedDisplayName = nil
    }
}

/// A web domain (Apple's `WebDomain`).
public struct WebDomain: Hashable, @unchecked Sendable {
    public let domain: String?
    public let token: WebDomainToken?
    public init(domain: String) {
        self.domain = domain
        token = nil
    }
    public init(token: WebDomainToken) {
        domain = nil
        self.token = token
    }
}

/// Shields over applications, categories and web domains (Apple's `ShieldSettings`).
public struct ShieldSettings: Equatable, Sendable {
    /// Which activities of categories are shielded (Apple's `ShieldSettings.ActivityCategoryPolicy`).
    public enum ActivityCategoryPolicy<Activity>: Equatable, @unchecked Sendable {
        case none
        case all(except: Set<Token<Activity>> = [])
        case specific(Set<ActivityCategoryToken>, except: Set<Token<Activity>> = [])
    }
    public var applications: Set<ApplicationToken>?
    public var applicationCategories: ShieldSettings.ActivityCategoryPolicy<Application>?
    public var webDomains: Set<WebDomainToken>?
    public var webDomainCategories: ShieldSettings.ActivityCategoryPolicy<WebDomain>?
}

/// Restrictions on applications (Apple's `ApplicationSettings`).
public struct ApplicationSettings: Equatable, Sendable {
    public var blockedApplications: Set<Application>?
    public var denyAppInstallation: Bool?
    public var denyAppRemoval: Bool?
}

/// The web content filter (Apple's `WebContentSettings`).
public struct WebContentSettings: Equatable, Sendable {
    /// Which sites the filter blocks (Apple's `WebContentSettings.FilterPolicy`).
    public enum FilterPolicy: Equatable, Sendable {
        case none
        case specific(Set<WebDomain>)
        case auto(Set<WebDomain> = [], except: Set<WebDomain> = [])
        case all(except: Set<WebDomain> = [])
    }
    public var blockedByFilter: WebContentSettings.FilterPolicy?
}

/// Settings a process keeps under a store's name for its run.
private final class NamedSettings: @unchecked Sendable {
    static let shared = NamedSettings()
    let lock = NSLock()
    var byName: [String: (shield: ShieldSettings, application: ApplicationSettings, webContent: WebContentSettings)] = [:]
}

/// Restrictions an app sets (Apple's `ManagedSettingsStore`): kept by name for the run — two
/// stores of one name share them — and enforced on nothing here.
open class ManagedSettingsStore: ObservableObject, @unchecked Sendable {
    /// A store's name (Apple's `ManagedSettingsStore.Name`).
    public struct Name: RawRepresentable, Hashable, Sendable {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        public init(_ rawValue: String) { self.rawValue = rawValue }
        public static let `default` = Name("default")
    }

    public let name: Name
    public init() { name = .default }
    public convenience init(named name: ManagedSettingsStore.Name) {
        self.init(name)
    }
    private init(_ name: Name) { self.name = name }

    private var settings: (shield: ShieldSettings, application: ApplicationSettings, webContent: WebContentSettings) {
        get {
            let shared = NamedSettings.shared
            return shared.lock.withLock { shared.byName[name.rawValue] ?? (ShieldSettings(), ApplicationSettings(), WebContentSettings()) }
        }
        set {
            objectWillChange.send()
            let shared = NamedSettings.shared
            shared.lock.withLock { shared.byName[name.rawValue] = newValue }
        }
    }

    public var shield: ShieldSettings {
        get { settings.shield }
        set { settings.shield = newValue }
    }
    public var application: ApplicationSettings {
        get { settings.application }
        set { settings.application = newValue }
    }
    public var webContent: WebContentSettings {
        get { settings.webContent }
        set { settings.webContent = newValue }
    }

    /// Clears every setting of this store.
    public func clearAllSettings() { settings = (ShieldSettings(), ApplicationSettings(), WebContentSettings()) }
}
