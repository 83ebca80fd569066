#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import WidgetCore
import WidgetFormats

/// `widgetdeck completions bash|zsh|fish`: a completion script made from the option table
/// `--help` prints (``CommandHelp``), so a shell offers exactly what the parser accepts.
func runCompletions(_ arguments: [String]) throws(UsageError) -> ExitStatus {
    let parsed = try Arguments(arguments, for: .completions)
    guard parsed.positionals.count == 1, let shell = parsed.positionals.first else {
        throw UsageError(message: "completions: name the shell: widgetdeck completions bash, zsh or fish")
    }
    switch shell {
    case "bash": write(ShellCompletions.bash())
    case "zsh": write(ShellCompletions.zsh())
    case "fish": write(ShellCompletions.fish())
    default:
        let guess = Suggestion.nearest(to: shell, in: ["bash", "zsh", "fish"]).map { " (did you mean \($0)?)" } ?? ""
        throw UsageError(
            message:
                "completions: \"\(TerminalText.truncated(TerminalText.sanitized(shell), toWidth: 40))\" is not a shell widgetdeck completes\(guess); shells: bash, zsh, fish"
        )
    }
    return .ok
}

/// The scripts. Each knows the same things: the commands (with a line each), every command's
/// options, the values of an option with a fixed set (`--family`, `--theme`…; a `LIST` takes
/// several, comma-separated), files where an option or argument is a file, and the topics of
/// `help`.
enum ShellCompletions {
    /// What a command line is completed by: the dashboard (no command), each command, and each
    /// kind of import (`import orders`).
    static var commands: [(key: String, help: CommandHelp)] {
        [("dashboard", .dashboard)] + CommandHelp.typedNames.map { ($0, CommandHelp.named($0)!) }
            + [("import orders", .importOrders), ("import sessions", .importSessions)]
    }

    /// A command's one-line description: its summary's first clause.
    static func line(_ help: CommandHelp) -> String {
        var text = String(help.summary.prefix { $0 != "\n" })
        for stop in [" — ", "; ", ": ", ". "] { if let range = text.firstRange(of: stop) { text = String(text[..<range.lowerBound]) } }
        if text.hasSuffix(".") { text.removeLast() }
        return text.prefix(1).lowercased() + text.dropFirst()
    }

    /// What `help` completes: the commands, `topics`, and every guide.
    static var helpWords: [String] { CommandHelp.typedNames + ["topics"] + HelpTopic.all.map(\.name) }

    /// A command's arguments (not options), as completed.
    static func arguments(_ key: String, _ help: CommandHelp) -> ValueCompletion {
        switch key {
        case "help": .words(helpWords)
        case "import": .words(["orders", "sessions"])
        default: help.arguments
        }
    }

    /// The version line each script starts with.
    private static var made: String { "made by `widgetdeck completions` (widgetdeck \(WidgetDeck.version))" }

    // MARK: bash

    /// The script for `commands` (every command by default).
    static func bash(_ commands: [(key: String, help: CommandHelp)] = ShellCompletions.commands) -> String {
        func valueLine(_ completion: ValueCompletion) -> String? {
            switch completion {
            case .none: "any"
            case .files: "files"
            case .directories: "dirs"
            case .words(let words, let list): (list ? "list " : "words ") + words.joined(separator: " ")
            }
        }
        var values: [String] = [], options: [String] = [], positionals: [String] = []
        for (key, help) in commands {
            options.append("        \"\(key)\") echo \"\((help.options.map { "--" + $0.name } + ["--help"]).joined(separator: " "))\" ;;")
            for option in help.options where option.value != nil {
                values.append("        \"\(key) --\(option.name)\") echo \"\(valueLine(option.completion)!)\" ;;")
            }
            if let line = valueLine(arguments(key, help)), line != "any" {
                positionals.append("        \"\(key)\") echo \"\(line)\" ;;")
            }
        }
        return #"""
            # bash completion for widgetdeck, \#(made).
            # Load it with: source <(widgetdeck completions bash)
            # or install it as /usr/share/bash-completion/completions/widgetdeck.

            # The options of a command ("dashboard" when none is given; "import orders").
            _widgetdeck_options() {
                case "$1" in
            \#(options.joined(separator: "\n"))
                esac
            }

            # What the value of option $2 of command $1 is: "words W…", "list W…" (several, comma-
            # separated), "files", "dirs" or "any"; nothing for a switch.
            _widgetdeck_value() {
                case "$1 $2" in
            \#(values.joined(separator: "\n"))
                esac
            }

            # What a command's arguments are, as for a value.
            _widgetdeck_arguments() {
                case "$1" in
            \#(positionals.joined(separator: "\n"))
                esac
            }

            _widgetdeck_offer() {
                local kind="$1" cur="$2" words
                case "$kind" in
                    words\ *) COMPREPLY=($(compgen -W "${kind#words }" -- "$cur")) ;;
                    list\ *)
                        local prefix=""
                        [[ "$cur" == *,* ]] && prefix="${cur%,*},"
                        COMPREPLY=($(compgen -P "$prefix" -W "${kind#list }" -- "${cur##*,}"))
                        compopt -o nospace 2>/dev/null ;;
                    files) compopt -o filenames 2>/dev/null; COMPREPLY=($(compgen -f -- "$cur")) ;;
                    dirs) compopt -o filenames 2>/dev/null; COMPREPLY=($(compgen -d -- "$cur")) ;;
                esac
            }

            _widgetdeck() {
                local cur="${COMP_WORDS[COMP_CWORD]}" prev="" command="dashboard" value
                COMPREPLY=()
                [ "$COMP_CWORD" -gt 0 ] && prev="${COMP_WORDS[COMP_CWORD-1]}"
                # --name=value: bash splits the word at "=".
                if [ "$prev" = "=" ] && [ "$COMP_CWORD" -gt 1 ]; then prev="${COMP_WORDS[COMP_CWORD-2]}"; fi
                if [ "$COMP_CWORD" -eq 1 ] && [[ "$cur" != -* ]]; then
                    COMPREPLY=($(compgen -W "\#(CommandHelp.typedNames.joined(separator: " "))" -- "$cur"))
                    return 0
                fi
                [[ "${COMP_WORDS[1]}" != -* ]] && command="${COMP_WORDS[1]}"
                if [ "$command" = import ] && [ "$COMP_CWORD" -gt 2 ]; then command="import ${COMP_WORDS[2]}"; fi
                value="$(_widgetdeck_value "$command" "$prev")"
                if [ -n "$value" ]; then
                    _widgetdeck_offer "$value" "$cur"
                    return 0
                fi
                if [[ "$cur" == -* ]]; then
                    COMPREPLY=($(compgen -W "$(_widgetdeck_options "$command")" -- "$cur"))
                    return 0
                fi
                _widgetdeck_offer "$(_widgetdeck_arguments "$command")" "$cur"
                return 0
            }

            complete -F _widgetdeck widgetdeck

            """#
    }

    // MARK: zsh

    /// `text` inside single quotes for zsh and bash: `'` as `'\''`.
    private static func singleQuoted(_ text: String) -> String {
        "'" + text.split(separator: "'", omittingEmptySubsequences: false).joined(separator: #"'\''"#) + "'"
    }

    /// The script for `commands` (every command by default).
    static func zsh(_ commands: [(key: String, help: CommandHelp)] = ShellCompletions.commands) -> String {
        func described(_ name: String, _ text: String) -> String {
            singleQuoted(name.replacingColons + ":" + text.replacingColons)
        }
        func offer(_ completion: ValueCompletion, what: String) -> String {
            switch completion {
            case .none: "_message \(singleQuoted(what))"
            case .files: "_files"
            case .directories: "_files -/"
            case .words(let words, list: false): "compadd -- \(words.map(singleQuoted).joined(separator: " "))"
            case .words(let words, list: true): "_values -s , \(singleQuoted(what)) \(words.map(singleQuoted).joined(separator: " "))"
            }
        }
        var commandLines: [String] = [], valueLines: [String] = [], optionLines: [String] = [], argumentLines: [String] = []
        for name in CommandHelp.typedNames {
            commandLines.append("      " + described(name, line(CommandHelp.named(name)!)))
        }
        for (key, help) in commands {
            for option in help.options where option.value != nil {
                valueLines.append(
                    "    (\(singleQuoted("\(key) --\(option.name)"))) \(offer(option.completion, what: option.value!)); return ;;")
            }
            let described = (help.options + [OptionHelp(name: "help", value: nil, text: "this help")]).map {
                described("--" + $0.name, $0.text)
            }
            optionLines.append("      (\(singleQuoted(key))) options=(\(described.joined(separator: " "))) ;;")
            let arguments = arguments(key, help)
            if arguments != .none { argumentLines.append("    (\(singleQuoted(key))) \(offer(arguments, what: "argument")) ;;") }
        }
        return #"""
            #compdef widgetdeck
            # zsh completion for widgetdeck, \#(made).
            # Install it as _widgetdeck in a directory of $fpath (before compinit runs), or load it
            # with: source <(widgetdeck completions zsh)

            _widgetdeck() {
              local cur=${words[CURRENT]} prev=${words[CURRENT-1]} command=dashboard
              if (( CURRENT == 2 )) && [[ $cur != -* ]]; then
                local -a commands
                commands=(
            \#(commandLines.joined(separator: "\n"))
                )
                _describe -t commands 'widgetdeck command' commands
                return
              fi
              [[ ${words[2]} != -* ]] && command=${words[2]}
              if [[ $command == import ]] && (( CURRENT > 3 )); then command="import ${words[3]}"; fi
              case "$command $prev" in
            \#(valueLines.joined(separator: "\n"))
              esac
              if [[ $cur == -* ]]; then
                local -a options
                case $command in
            \#(optionLines.joined(separator: "\n"))
                esac
                _describe -t options 'option' options
                return
              fi
              case $command in
            \#(argumentLines.joined(separator: "\n"))
              esac
            }

            if [[ $funcstack[1] == _widgetdeck ]]; then
              _widgetdeck "$@"
            else
              compdef _widgetdeck widgetdeck
            fi

            """#
    }

    // MARK: fish

    /// The script for `commands` (every command by default).
    static func fish(_ commands: [(key: String, help: CommandHelp)] = ShellCompletions.commands) -> String {
        var lines = [
            "# fish completion for widgetdeck, \(made).",
            "# Load it with: widgetdeck completions fish | source",
            "# or install it as ~/.config/fish/completions/widgetdeck.fish.",
            "complete -c widgetdeck -f", "",
        ]
        let kinds = ["orders", "sessions"]
        for name in CommandHelp.typedNames {
            lines.append(
                "complete -c widgetdeck -n __fish_use_subcommand -a \(name) -d \(singleQuoted(line(CommandHelp.named(name)!)))"
            )
        }
        for (key, help) in commands {
            let condition: String =
                switch key {
                case "dashboard": "__fish_use_subcommand"
                case "import": "__fish_seen_subcommand_from import; and not __fish_seen_subcommand_from \(kinds.joined(separator: " "))"
                case let kind where kind.hasPrefix("import "):
                    "__fish_seen_subcommand_from import; and __fish_seen_subcommand_from \(kind.dropFirst(7))"
                default: "__fish_seen_subcommand_from \(key)"
                }
            lines.append("")
            for option in help.options + [OptionHelp(name: "help", value: nil, text: "this help")] {
                var line = "complete -c widgetdeck -n \(singleQuoted(condition)) -l \(option.name)"
                switch option.completion {
                case .none where option.value != nil: line += " -x"
                case .none: break
                case .files: line += " -r -F"
                case .directories: line += " -x -a '(__fish_complete_directories)'"
                case .words(let words, _): line += " -x -a \(singleQuoted(words.joined(separator: " ")))"
                }
                lines.append(line + " -d \(singleQuoted(option.text))")
            }
            switch arguments(key, help) {
            case .none: break
            case .files: lines.append("complete -c widgetdeck -n \(singleQuoted(condition)) -F")
            case .directories: lines.append("complete -c widgetdeck -n \(singleQuoted(condition)) -a '(__fish_complete_directories)'")
            case .words(let words, _):
                lines.append("complete -c widgetdeck -n \(singleQuoted(condition)) -a \(singleQuoted(words.joined(separator: " ")))")
            }
        }
        return lines.joined(separator: "\n") + "\n"
    }
}

private extension String {
    /// `:` as `\:`, for zsh's `name:description` pairs.
    var replacingColons: String {
        split(separator: ":", omittingEmptySubsequences: false).joined(separator: #"\:"#)
    }
}
