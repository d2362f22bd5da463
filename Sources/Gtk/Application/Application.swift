import CGLib
import CGtk
import Glibc

/// A `GtkApplication`: the process-wide application object that owns the windows,
/// app-scoped actions (`app.` prefix) and keyboard accelerators.
///
/// Run it from synchronous top-level code on the main thread (docs/Design.md, "The main-loop
/// bridge"); `run` installs the main-loop bridge first, so `@MainActor` tasks and
/// `DispatchQueue.main` work inside handlers.
///
/// Open for subclasses that wrap a `GtkApplication` subtype (libadwaita's
/// `Adw.Application`): such a subclass overrides ``gType`` and makes its object with its own
/// C constructor through `init(adopting:)`; every method here works on it unchanged.
@MainActor
extension Application {

    /// Creates an application of this class's GType (`Adw.Application()` makes an
    /// `AdwApplication`). `id` must be a valid application id (`g_application_id_is_valid`,
    /// for example `org.example.App`); an invalid one is a programming error (precondition
    /// failure).
    public convenience init(id: String, flags: ApplicationFlags = []) {
        self.init(adopting: Self.newApplication(ofType: Self.gType, id: id, flags: flags))
    }

    /// A new application object of `type` (`GtkApplication` or a subtype) with `id` and
    /// `flags`, its reference owned by the caller; registers the generated classes first.
    /// For the initializers of subclasses in other modules (`Adw.Application`).
    package static func newApplication(ofType type: GType, id: String, flags: ApplicationFlags) -> UnsafeMutableRawPointer {
        precondition(g_application_id_is_valid(id) != 0, "invalid application id \(id)")
        GtkWrappers.register()
        // gtk_application_new would always make a plain GtkApplication; g_object_new is
        // variadic, so the two construct properties go through GValues.
        var values = [GValue(), GValue()]
        g_value_init(&values[0], vsm_type_string())
        g_value_set_string(&values[0], id.nulSafe)
        g_value_init(&values[1], g_application_flags_get_type())
        g_value_set_flags(&values[1], flags.rawValue)
        defer { for index in values.indices { g_value_unset(&values[index]) } }
        let pointer = "application-id".withCString { idName in
            "flags".withCString { flagsName in
                var names: [UnsafePointer<CChar>?] = [idName, flagsName]
                return g_object_new_with_properties(type, 2, &names, values)
            }
        }
        return UnsafeMutableRawPointer(pointer!)
    }

    /// Runs `handler` for each launch's command line when the application has
    /// `ApplicationFlags.handlesCommandLine`: the first launch's own, and in a unique
    /// application every later launch's, forwarded by GLib to this (primary) instance.
    /// The handler's return value is the launching process's exit status. Runs on the
    /// main actor, synchronously inside the emission; `activate` is not emitted for such
    /// launches, so the handler opens the windows itself.
    @discardableResult
    public func onCommandLine(
        _ handler: @escaping @MainActor (ApplicationCommandLine) -> Int32
    ) -> SignalConnection {
        let signature = SignalSignature(returning: vsm_type_int(),
                                        parameters: [g_application_command_line_get_type()])
        return connectKnown("command-line", expecting: signature) { arguments in
            guard let pointer = arguments.object(at: 1),
                  let commandLine = ApplicationCommandLine.wrap(pointer) else { return }
            arguments.setReturn(handler(commandLine))
        }
    }

    /// Emits `command-line` for `commandLine` as a launch in this process would, and
    /// returns the handlers' exit status (tests and tools; `run` does this for a launch).
    public func emitCommandLine(_ commandLine: ApplicationCommandLine) -> Int32 {
        vsm_application_emit_command_line(raw, commandLine.cast())
    }

    /// Registers the application with GLib (emitting `startup` in the primary instance),
    /// which `run` otherwise does itself. For a unique application this claims its id on
    /// the session bus, or finds the instance that already did (then ``isRemote`` is true
    /// and `run` forwards the launch to it). With no session bus GLib registers it as a
    /// lone instance. Throws when the bus is there but registration fails; such an
    /// application cannot run: make a `nonUnique` one instead.
    public func register() throws(ApplicationRegistrationError) {
        var error: UnsafeMutablePointer<GError>?
        if g_application_register(cast(), nil, &error) == 0 {
            let message = error.map { String(cString: $0.pointee.message) } ?? "unknown error"
            if let error { g_error_free(error) }
            throw ApplicationRegistrationError(message: message)
        }
    }

    /// Runs the application: installs the main-loop bridge, then runs the GLib main
    /// loop until the application quits. Returns the exit status. `arguments` are
    /// passed to GTK as `argv` (pass just the program name when the command line is
    /// parsed elsewhere; with `handlesCommandLine` they reach `onCommandLine`, in this
    /// process or, for a unique application already running, in the primary instance,
    /// and `run` returns the status its handler returned). Must be called on the main thread, not from inside a
    /// main-queue job or `async` context (the bridge would not drain).
    public func run(_ arguments: [String] = [CommandLine.arguments.first ?? "app"]) -> Int32 {
        MainLoopBridge.install()
        var argv: [UnsafeMutablePointer<CChar>?] = arguments.map { strdup($0.nulSafe) }
        defer { argv.forEach { free($0) } }
        let argc = Int32(argv.count)
        argv.append(nil)
        return argv.withUnsafeMutableBufferPointer { buffer in
            g_application_run(cast(), argc, buffer.baseAddress)
        }
    }
}
