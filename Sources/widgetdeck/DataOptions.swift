/// `--source` (and `--snapshot FILE`, its shorthand): where figures come from; `--token-file`
/// and `--api-version` for a `shopify:` source.
struct DataOptions {
    var source: SourceSpec = .demo

    init(_ arguments: Arguments) throws(UsageError) {
        if let text = arguments["source"] {
            guard let spec = SourceSpec(text) else {
                throw UsageError(message: "--source: \"\(text)\" is not a source; use one of: \(SourceSpec.allowed)")
            }
            source = spec
        }
        if let file = arguments["snapshot"] {
            if arguments["source"] != nil { throw UsageError(message: "--snapshot FILE is short for --source snapshot:FILE; give one of them") }
            source = .snapshot(file)
        }
        let tokenFile = arguments["token-file"], apiVersion = arguments["api-version"]
        if tokenFile != nil || apiVersion != nil {
            guard case .shopify(var spec) = source else {
                throw UsageError(message: "--\(tokenFile != nil ? "token-file" : "api-version") is for --source shopify:SHOP")
            }
            spec.tokenFile = tokenFile
            spec.apiVersion = apiVersion
            source = .shopify(spec)
        }
    }
}
