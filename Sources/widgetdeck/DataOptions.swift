/// `--source` (and `--snapshot FILE`, its shorthand): where figures come from.
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
    }
}
