// vsm-profile-gtk: synchronous top-level code on the main thread (docs/Design.md, "The
// main-loop bridge"). No `async` main and no dispatchMain(): the GLib loop drives the main
// queue through the bridge, which libdispatch refuses to drain after dispatchMain().
import Glibc
import Gtk
import ProfileApp

// Before any GTK or Swift Concurrency work, so `@MainActor` jobs queued during
// startup already run inside the GLib loop. (`Application.run` would install it
// too; installing here keeps the order explicit.) Idempotent.
MainLoopBridge.install()

exit(ProfileAppMain.run(arguments: CommandLine.arguments))
