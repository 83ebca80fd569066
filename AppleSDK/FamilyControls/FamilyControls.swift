// Apple's FamilyControls on Linux: the activities a user picks for Screen Time and the
// authorization to manage them. This machine has no Screen Time: the authorization is not
// determined and asking for it throws `.unavailable` (said on standard error); a selection holds
// what it is given (the system's picker, which makes tokens, is drawn as a marked stand-in).
@_exported import ManagedSettings
import Foundation
import SwiftUI

/// The activities a user picked (Apple's `FamilyActivitySelection`).
public struct FamilyActivitySelection: Codable, Equatable, @unchecked Sendable {
    public let includeEntireCategory: Bool
    public var applicationTokens: Set<ApplicationToken> = []
    public var categoryTokens: Set<ActivityCategoryToken> = []
    public var webDomainTokens: Set<WebDomainToken> = []

    public init() { includeEntireCategory = false }
    public init(includeEntireCategory: Bool) { self.includeEntireCategory = includeEntireCategory }

    public var applications: Set<Application> { Set(applicationTokens.map(Application.init(token:))) }
    public var categories: Set<ActivityCategory> { Set(categoryTokens.map(ActivityCategory.init(token:))) }
    public var webDomains: Set<WebDomain> { Set(webDomainTokens.map(WebDomain.init(token:))) }
}

/// Whether the app may manage Screen Time (Apple's `AuthorizationStatus`).
public enum AuthorizationStatus: Hashable, Sendable, CustomStringConvertible {
    case notDetermined, denied, approved
    public var description: String {
        switch self {
        case .notDetermined: "notDetermined"
        case .denied: "denied"
        case .approved: "approved"
        }
    }
}

/// Whose Screen Time is managed (Apple's `FamilyControlsMember`).
public enum FamilyControlsMember: Int, Hashable, Codable, Sendable, CustomStringConvertible {
    case child, individual
    public var description: String { self == .child ? "child" : "individual" }
}

/// Why authorization failed (Apple's `FamilyControlsError`).
public enum FamilyControlsError: Error, LocalizedError, Hashable, Sendable {
    case restricted, unavailable, invalidAccountType, invalidArgument, authorizationConflict, authorizationCanceled, networkError
    case authenticationMethodUnavailable
    public var errorDescription: String? {
        switch self {
        case .unavailable: "Screen Time is not available on this machine (widgetdeck on Linux)."
        default: "Family Controls: \(self)."
        }
    }
}

/// The app's authorization to manage Screen Time (Apple's `AuthorizationCenter`).
public final class AuthorizationCenter: ObservableObject, @unchecked Sendable {
    public static let shared = AuthorizationCenter()
    /// Not determined: no one is asked here.
    @Published public private(set) var authorizationStatus: AuthorizationStatus = .notDetermined
    private init() {}

    /// Throws `.unavailable`: this machine has no Screen Time to authorize.
    public func requestAuthorization(for member: FamilyControlsMember) async throws {
        FileHandle.standardError.write(Data("widgetdeck: FamilyControls: Screen Time is not available on Linux\n".utf8))
        throw FamilyControlsError.unavailable
    }
    @available(iOS, introduced: 15.0, deprecated: 16.0)
    public func requestAuthorization(completionHandler: @escaping (Result<Void, any Error>) -> Void) {
        completionHandler(.failure(FamilyControlsError.unavailable))
    }
    public func revokeAuthorization(completionHandler: @escaping (Result<Void, any Error>) -> Void) {
        completionHandler(.success(()))
    }
}

/// The system's picker of apps, categories and sites (Apple's `FamilyActivityPicker`): drawn as
/// a marked stand-in, as only the system can list a device's apps.
public struct FamilyActivityPicker: View {
    let selection: Binding<FamilyActivitySelection>
    public init(selection: Binding<FamilyActivitySelection>) { self.selection = selection }
    public init(headerText: String? = nil, footerText: String? = nil, selection: Binding<FamilyActivitySelection>) {
        self.selection = selection
    }
    public var body: some View {
        Label("Apps, categories and websites", systemImage: "hourglass")
            ._approximated("the system's activity picker drawn as its title: only the system lists a device's apps")
    }
}

extension View {
    /// The picker as a sheet: not shown in a widget.
    public func familyActivityPicker(isPresented: Binding<Bool>, selection: Binding<FamilyActivitySelection>) -> some View {
        _sameInCells(self, "a sheet is not shown in a widget")
    }
    public func familyActivityPicker(
        headerText: String? = nil, footerText: String? = nil, isPresented: Binding<Bool>, selection: Binding<FamilyActivitySelection>
    ) -> some View { _sameInCells(self, "a sheet is not shown in a widget") }
}

/// An app's, category's or site's name as the system shows it (Apple's `FamilyActivityTitleView`).
public struct FamilyActivityTitleView: View {
    let name: String
    public var body: some View { Text(verbatim: name) }
}

/// An app's, category's or site's icon as the system shows it (Apple's `FamilyActivityIconView`).
public struct FamilyActivityIconView: View {
    let symbol: String
    public var body: some View { Image(systemName: symbol) }
}

extension Label where Title == FamilyActivityTitleView, Icon == FamilyActivityIconView {
    /// The app a token stands for: its name is the system's, unknown here, so "App".
    public init(_ applicationToken: ApplicationToken) {
        self.init {
            FamilyActivityTitleView(name: "App")
        } icon: {
            FamilyActivityIconView(symbol: "app")
        }
    }
    public init(_ categoryToken: ActivityCategoryToken) {
        self.init {
            FamilyActivityTitleView(name: "Category")
        } icon: {
            FamilyActivityIconView(symbol: "square.grid.2x2")
        }
    }
    public init(_ webDomainToken: WebDomainToken) {
        self.init {
            FamilyActivityTitleView(name: "Website")
        } icon: {
            FamilyActivityIconView(symbol: "globe")
        }
    }
}
