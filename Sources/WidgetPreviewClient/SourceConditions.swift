#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import WidgetCore
import WidgetFormats
import WidgetProject
import WidgetSystem

/// The sources as the target platform's build sees them: `#if os(iOS)`, `canImport(UIKit)`,
/// `targetEnvironment(simulator)` and the project's own conditions evaluated by the toolchain's
/// SwiftIfConfig (`widgetdeck-conditions`) — each file with an inactive clause compiled from a
/// copy in which that clause and every directive line are blank, so every diagnostic keeps its
/// file, line and column. The user's files never change.
package struct SourceConditions: Sendable {
    /// The `#if` evaluator.
    package var tool: String
    package var platform: TargetPlatform
    /// What `canImport` answers true for.
    package var importable: Set<String>
    package var compilerVersion: [Int]
    /// The cache folder copies are kept in.
    package var cache: String

    /// One file, prepared: where to compile it from, and what it imports once `#if` is applied.
    package struct Prepared: Hashable, Sendable {
        package var source: String
        package var compiled: String
        package var imports: [String]
    }

    /// The files prepared for a module compiled with `defines`, `features` and `swiftVersion`.
    package func prepare(
        _ files: [String], defines: [String], features: [String], swiftVersion: String
    ) throws(SetupError) -> [Prepared] {
        let configuration = configurationJSON(defines: defines, features: features, swiftVersion: swiftVersion)
        let folder = cache + "/conditions/" + fnv1a(configuration) + fnv1a(String(configuration.reversed()))
        var prepared: [Prepared?] = Array(repeating: nil, count: files.count)
        var pending: [(index: Int, source: String, copy: String)] = []
        for (index, file) in files.enumerated() {
            let bytes: [UInt8]
            do { bytes = try FileIO.read(file) } catch { throw SetupError.reading(error, prefix: "preview: ") }
            let text = String(decoding: bytes, as: UTF8.self)
            guard text.contains("#if") else {
                prepared[index] = Prepared(source: file, compiled: file, imports: Self.imports(in: text))
                continue
            }
            let copy = folder + "/" + fnv1a(file + "\n" + text) + "-" + ProjectFiles.name(of: file)
            if let kept = try? FileIO.readText(copy) {
                prepared[index] = Prepared(source: file, compiled: copy, imports: Self.imports(in: kept))
            } else if let same = try? FileIO.readText(copy + ".same"), same == file {
                prepared[index] = Prepared(source: file, compiled: file, imports: Self.imports(in: text))
            } else {
                pending.append((index, file, copy))
            }
        }
        if !pending.isEmpty {
            do { try FileIO.createDirectory(folder) } catch { throw SetupError(.cannotWrite, "preview: \(error)") }
            let configurationFile = folder + "/configuration.json"
            do { try FileIO.writeAtomically(Array(configuration.utf8), to: configurationFile) } catch {
                throw SetupError(.cannotWrite, "preview: \(error)")
            }
            let answers = try run(configurationFile, pending.map { ($0.source, $0.copy + ".\(getpid()).tmp") })
            for item in pending {
                let temporary = item.copy + ".\(getpid()).tmp"
                switch answers[item.source] {
                case "copied"?:
                    rename(temporary, item.copy)
                    let text = (try? FileIO.readText(item.copy)) ?? ""
                    prepared[item.index] = Prepared(source: item.source, compiled: item.copy, imports: Self.imports(in: text))
                case "same"?:
                    try? FileIO.writeAtomically(Array(item.source.utf8), to: item.copy + ".same")
                    let text = (try? FileIO.readText(item.source)) ?? ""
                    prepared[item.index] = Prepared(source: item.source, compiled: item.source, imports: Self.imports(in: text))
                default:
                    unlink(temporary)
                    throw SetupError(.badData, "preview: \(item.source): the #if evaluator could not read it")
                }
            }
        }
        return prepared.compactMap { $0 }
    }

    private func run(_ configuration: String, _ pairs: [(String, String)]) throws(SetupError) -> [String: String] {
        let child = try ChildProcess(executable: tool, arguments: [configuration], environment: ["PATH": "/usr/bin:/bin"])
        child.write(Array(pairs.map { "\($0.0)\t\($0.1)\n" }.joined().utf8))
        child.closeInput()
        var answers: [String: String] = [:]
        let deadline = monotonicSeconds() + 300
        loop: while true {
            switch child.readLine(until: deadline) {
            case .line(let bytes):
                let parts = String(decoding: bytes, as: UTF8.self).split(separator: "\t", maxSplits: 2).map(String.init)
                if parts.count >= 2 { answers[parts[1]] = parts[0] }
            case .timedOut:
                child.kill()
                break loop
            case .closed: break loop
            }
        }
        let ended = child.wait()
        guard ended == .exited(0) else {
            throw SetupError(.unavailable, "preview: the #if evaluator \(ended): \(child.errorText.prefix(2000))")
        }
        return answers
    }

    /// The build configuration the evaluator reads.
    func configurationJSON(defines: [String], features: [String], swiftVersion: String) -> String {
        func list(_ items: [String]) -> JSONValue { .array(items.sorted().map { .string($0) }) }
        let language: [Int] = swiftVersion == "6" ? Array(compilerVersion.prefix(2)) : [5, 10]
        let attributes = [
            "retroactive", "preconcurrency", "unchecked", "Sendable", "MainActor", "available", "objc", "usableFromInline", "inlinable",
            "frozen", "discardableResult", "resultBuilder", "propertyWrapper", "dynamicMemberLookup", "main", "globalActor",
            "backDeployed", "_spi", "nonisolated", "isolated", "concurrent", "execution", "attached", "freestanding",
            "warn_unqualified_access",
        ]
        let value = JSONValue.object([
            ("platform", .string(platform.osName)), ("architecture", .string("arm64")), ("environments", .array([])),
            ("conditions", list(defines)), ("features", list(features)), ("attributes", list(attributes)),
            ("importable", list(Array(importable))), ("languageVersion", .array(language.map { .number(Double($0)) })),
            ("compilerVersion", .array(compilerVersion.map { .number(Double($0)) })),
        ])
        return value.serialized
    }

    /// The modules a Swift file imports (`import X`, `@testable import X.Y`, `public import X`,
    /// `import struct X.Y`), by their first component, in order.
    package static func imports(in text: String) -> [String] {
        var found: [String] = []
        var inComment = false
        for raw in text.split(separator: "\n", omittingEmptySubsequences: true) {
            var line = raw.drop { $0 == " " || $0 == "\t" }
            if inComment {
                guard let end = line.firstRange(of: "*/") else { continue }
                line = line[end.upperBound...].drop { $0 == " " || $0 == "\t" }
                inComment = false
            }
            if line.hasPrefix("/*") {
                if line.firstRange(of: "*/") == nil { inComment = true }
                continue
            }
            guard line.contains("import") else { continue }
            var words = line.split(whereSeparator: { $0 == " " || $0 == "\t" }).map(String.init)
            while let first = words.first,
                first.hasPrefix("@") || ["public", "package", "internal", "private", "fileprivate"].contains(first)
            {
                // `@_spi(Name)` and other attributes with arguments.
                words.removeFirst()
            }
            guard words.first == "import", words.count >= 2 else { continue }
            var name = words[1]
            if ["struct", "class", "enum", "protocol", "typealias", "func", "var", "let"].contains(name), words.count >= 3 {
                name = words[2]
            }
            if let dot = name.firstIndex(of: ".") { name = String(name[..<dot]) }
            if let semicolon = name.firstIndex(of: ";") { name = String(name[..<semicolon]) }
            if let comment = name.firstRange(of: "//") { name = String(name[..<comment.lowerBound]) }
            if !name.isEmpty, name.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "_" }), !found.contains(name) { found.append(name) }
        }
        return found
    }

    /// A compiler's version as numbers: `Swift version 6.3.1 (…)` → `[6, 3, 1]`.
    package static func version(of toolchain: PreviewToolchain) -> [Int] {
        let words = toolchain.version.split(separator: " ")
        guard let index = words.firstIndex(of: "version"), index + 1 < words.count else { return [6, 0] }
        let numbers = words[index + 1].split(separator: ".").compactMap { Int($0.prefix { $0.isNumber }) }
        return numbers.isEmpty ? [6, 0] : numbers
    }
}
