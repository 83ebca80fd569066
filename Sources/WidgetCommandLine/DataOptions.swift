import WidgetCore
import WidgetStore

/// `--source` (and `--snapshot FILE`, its shorthand): where figures come from; `--token-file`
/// and `--api-version` for a `shopify:` source.
struct DataOptions {
    var source: SourceSpec = .demo
    /// `--token-file` and `--api-version`, for a `shopify:` source given here or in the
    /// dashboard file.
    var tokenFile: String?
    var apiVersion: String?

    /// `sourceInFile`: the dashboard, whose file may name the `shopify:` source these apply to.
    /// `environment`: where `--source store` (the store `import` writes) is.
    init(_ arguments: Arguments, environment: [String: String], sourceInFile: Bool = false) throws {
        source = try arguments[.source] ?? source
        if let file = try arguments[.snapshot] {
            if arguments.given(.source) {
                throw UsageError(message: "--snapshot FILE is short for --source snapshot:FILE; give one of them")
            }
            source = .snapshot(file)
        }
        tokenFile = try arguments[.tokenFile]
        apiVersion = try arguments[.apiVersion]
        if !sourceInFile || arguments.given(.source) || arguments.given(.snapshot) {
            source = try withShopifyOptions(source)
        }
    }

    /// `spec` with `--token-file` and `--api-version` applied; refused for a source that is not
    /// `shopify:`.
    func withShopifyOptions(_ spec: SourceSpec) throws(UsageError) -> SourceSpec {
        guard tokenFile != nil || apiVersion != nil else { return spec }
        guard case .shopify(var shopify) = spec else {
            throw UsageError(
                message: "--\(tokenFile != nil ? "token-file" : "api-version") is for --source shopify:SHOP; the source here is \(spec)")
        }
        if let tokenFile { shopify.tokenFile = tokenFile }
        if let apiVersion { shopify.apiVersion = apiVersion }
        return .shopify(shopify)
    }
}
