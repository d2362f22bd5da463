/// A command line of `--name value` options and `--name` flags, the only forms the build
/// plugins pass. Parsed by hand so that the tools of the library's build plugins need no
/// package besides the standard library and Foundation: every package that uses the library
/// builds them.
struct CommandLineArguments {
    /// A command line the tool cannot run with; the message names the option.
    struct UsageError: Error, CustomStringConvertible {
        let description: String
    }

    private var values: [String: [String]] = [:]
    private var flags: Set<String> = []

    /// Splits `arguments` (without the program name) into options and flags. Throws on a
    /// name that is in neither list, on an option without a value, and on a bare word.
    init(_ arguments: [String], options: Set<String>, flags knownFlags: Set<String>) throws {
        var rest = arguments[...]
        while let argument = rest.popFirst() {
            guard argument.hasPrefix("--") else { throw UsageError(description: "unexpected argument '\(argument)'") }
            let name = String(argument.dropFirst(2))
            if knownFlags.contains(name) {
                flags.insert(name)
            } else if options.contains(name) {
                guard let value = rest.popFirst() else { throw UsageError(description: "missing value for '--\(name)'") }
                values[name, default: []].append(value)
            } else {
                throw UsageError(description: "unknown option '--\(name)'")
            }
        }
    }

    /// Every value given for a repeatable option, in command-line order.
    func all(_ name: String) -> [String] { values[name] ?? [] }

    /// The last value given for the option, or nil.
    func last(_ name: String) -> String? { values[name]?.last }

    /// The option's value; throws when it is missing.
    func required(_ name: String) throws -> String {
        guard let value = last(name) else { throw UsageError(description: "missing '--\(name) <value>'") }
        return value
    }

    /// Whether the flag was given.
    func has(_ flag: String) -> Bool { flags.contains(flag) }

    /// The `KEY=VALUE` entries of a repeatable option as a dictionary (the last one wins);
    /// throws on an entry that is not one key and one value.
    func pairs(_ name: String, form: String) throws -> [String: String] {
        var result: [String: String] = [:]
        for entry in all(name) {
            let parts = entry.split(separator: "=").map(String.init)
            guard parts.count == 2 else { throw UsageError(description: "--\(name) takes \(form), got \(entry)") }
            result[parts[0]] = parts[1]
        }
        return result
    }
}
