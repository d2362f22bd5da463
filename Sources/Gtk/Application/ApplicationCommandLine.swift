import CGtk
import Glibc

/// What the application layer adds to `Gio.ApplicationCommandLine` (one launch's command
/// line, handed to `Application.onCommandLine`): in a unique application, a second launch's
/// arguments, working directory and environment arrive in the running (primary) instance.
/// GIO's own methods (`getCwd()`, `isRemote`, `getenv(_:)`) are generated; these cover what
/// its C API returns through out-parameters and variadic calls.
///
/// Guarantees: text printed with `print(_:)` and
/// `printError(_:)` appears on the launching process's stdout and
/// stderr (for a remote launch GLib forwards it over D-Bus). The launching process waits until
/// this object is released, then exits with the status the handler returned; so do not keep it
/// past the handler. Main thread only.
@MainActor
extension Gio.ApplicationCommandLine {
    /// A command line made in this process, as GLib makes one for a local launch:
    /// `arguments` with the program name first, and the launch's working directory.
    /// For tests and tools that drive `Application.emitCommandLine(_:)`.
    public convenience init(arguments: [String], workingDirectory: String? = nil) {
        let pointer = withCStringArray(arguments) { array in
            vsm_application_command_line_new(array, workingDirectory?.nulSafe)!
        }
        self.init(adopting: UnsafeMutableRawPointer(pointer))
    }

    private var commandLine: UnsafeMutablePointer<GApplicationCommandLine> { cast() }

    /// The arguments, program name first (bytes decoded as UTF-8, invalid bytes repaired).
    public var arguments: [String] {
        takeGStringArray(g_application_command_line_get_arguments(commandLine, nil))
    }

    /// The launching process's environment, when the application has
    /// `ApplicationFlags.sendEnvironment`; empty otherwise. Values are decoded as UTF-8
    /// with invalid bytes repaired: use ``environmentBytes`` where a value names a file.
    public var environment: [String: String] {
        environmentBytes.mapValues { String(decoding: $0, as: UTF8.self) }
    }

    /// The launching process's environment as it was sent, each value's bytes unchanged
    /// (a path that is not valid UTF-8 must not be repaired into another path).
    public var environmentBytes: [String: [UInt8]] {
        guard let array = g_application_command_line_get_environ(commandLine) else { return [:] }
        var result: [String: [UInt8]] = [:]
        var index = 0
        while let entry = array[index] {
            let bytes = Array(UnsafeBufferPointer(start: entry, count: strlen(entry))).map { UInt8(bitPattern: $0) }
            if let equals = bytes.firstIndex(of: UInt8(ascii: "=")) {
                result[String(decoding: bytes[..<equals], as: UTF8.self)] = Array(bytes[(equals + 1)...])
            }
            index += 1
        }
        return result
    }

    /// The launching process's working directory as it was sent (bytes unchanged), if any.
    public var workingDirectoryBytes: [UInt8]? {
        guard let cwd = g_application_command_line_get_cwd(commandLine) else { return nil }
        return Array(UnsafeBufferPointer(start: cwd, count: strlen(cwd))).map { UInt8(bitPattern: $0) }
    }

    /// Writes `text` as is to the launching process's standard output.
    public func print(_ text: String) {
        guard !text.isEmpty else { return }
        vsm_command_line_print(commandLine, text.nulSafe)
    }

    /// Writes `text` as is to the launching process's standard error.
    public func printError(_ text: String) {
        guard !text.isEmpty else { return }
        vsm_command_line_printerr(commandLine, text.nulSafe)
    }
}
