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
    init(_ arguments: Arguments, environment: [String: String], sourceInFile: Bool = false) throws(UsageError) {
        if let text = arguments["source"] {
            guard let spec = SourceSpec(text, defaultStore: Store.defaultPath(environment: environment)) else {
                throw UsageError(message: "--source: \"\(text)\" is not a source; use one of: \(SourceSpec.allowed)")
            }
            source = spec
        }
        if let file = arguments["snapshot"] {
            if arguments["source"] != nil {
                throw UsageError(message: "--snapshot FILE is short for --source snapshot:FILE; give one of them")
            }
            source = .snapshot(file)
        }
        tokenFile = arguments["token-file"]
        apiVersion = arguments["api-version"]
        if !sourceInFile || arguments["source"] != nil || arguments["snapshot"] != nil {
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
