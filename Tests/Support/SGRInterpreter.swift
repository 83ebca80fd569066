import WidgetFormats

/// A small terminal model for SGR: applies each sequence, rejects any other escape, and notes
/// every parameter that set what was already in force.
package struct SGRInterpreter {
    package struct State: Equatable {
        package var foreground: [Int] = []
        package var background: [Int] = []
        package var bold = false, dim = false, italic = false, underline = false, reverse = false

        package init() {}
    }

    package struct Failure: Error, CustomStringConvertible {
        package var description: String
    }

    package var state = State()
    package var redundantParameters: [String] = []

    package init() {}

    package mutating func run(_ output: String) throws -> String {
        var text = ""
        var scalars = Array(output.unicodeScalars)[...]
        while let scalar = scalars.popFirst() {
            if scalar == "\u{1B}" {
                guard scalars.popFirst() == "[" else { throw Failure(description: "an escape that is not CSI") }
                var body = ""
                while let next = scalars.popFirst() {
                    if next == "m" { break }
                    guard ("0"..."9").contains(next) || next == ";" else {
                        throw Failure(description: "a CSI sequence that is not SGR: \(body)\(next)")
                    }
                    body.unicodeScalars.append(next)
                }
                try apply(body.split(separator: ";").map { Int($0)! }, isLast: scalars.allSatisfy { $0 == "\n" })
            } else if TerminalWidth.isControl(scalar.value) && scalar != "\n" {
                throw Failure(description: "a control character U+\(String(scalar.value, radix: 16)) in the text")
            } else {
                text.unicodeScalars.append(scalar)
            }
        }
        return text
    }

    package mutating func apply(_ parameters: [Int], isLast: Bool) throws {
        var p = parameters[...]
        if p.isEmpty { throw Failure(description: "an empty SGR") }
        func set<T: Equatable>(_ path: WritableKeyPath<State, T>, _ value: T, _ name: String) {
            if state[keyPath: path] == value { redundantParameters.append(name) }
            state[keyPath: path] = value
        }
        while let code = p.popFirst() {
            switch code {
            case 0:
                // The closing reset is always sent, even when nothing is in force.
                if state == State() && !isLast { redundantParameters.append("0") }
                state = State()
            case 1: set(\.bold, true, "1")
            case 2: set(\.dim, true, "2")
            case 3: set(\.italic, true, "3")
            case 4: set(\.underline, true, "4")
            case 7: set(\.reverse, true, "7")
            case 22:
                if !state.bold && !state.dim { redundantParameters.append("22") }
                state.bold = false
                state.dim = false
            case 23: set(\.italic, false, "23")
            case 24: set(\.underline, false, "24")
            case 27: set(\.reverse, false, "27")
            case 30...37, 90...97: set(\.foreground, [code], "\(code)")
            case 40...47, 100...107: set(\.background, [code], "\(code)")
            case 39: set(\.foreground, [], "39")
            case 49: set(\.background, [], "49")
            case 38, 48:
                guard let mode = p.popFirst() else { throw Failure(description: "38/48 without a mode") }
                let count = mode == 2 ? 3 : 1
                let args = Array(p.prefix(count))
                p = p.dropFirst(count)
                if code == 38 { set(\.foreground, [mode] + args, "38;\(mode)") } else { set(\.background, [mode] + args, "48;\(mode)") }
            default:
                throw Failure(description: "an unexpected SGR parameter \(code)")
            }
        }
    }
}
