import Foundation
import Glibc
import Gtk
import NotesStore
import NotesUI

// Synchronous top-level code, so GLib's loop drives Swift's main actor.
MainLoopBridge.install()

// The preferences live in GSettings when the schema is installed (or compiled into
// GSETTINGS_SCHEMA_DIR, as `make example-notes` does); otherwise in memory for this run.
let settings = try? SettingsPreferencesStore()
if settings == nil {
    FileHandle.standardError.write(Data("vsm-notes: the io.github.vsmgtk.Notes schema is not installed; preferences will not be kept\n".utf8))
}
let app = NotesApplication(store: SQLiteNoteStore(), settings: settings)
exit(app.run(CommandLine.arguments))

