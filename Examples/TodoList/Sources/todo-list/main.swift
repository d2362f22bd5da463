import Glibc
import Gtk
import TodoListUI
import VSMGtk

// Synchronous top-level code, so GLib's loop drives Swift's main actor.
MainLoopBridge.install()
let app = Application(id: "io.github.vsmgtk.TodoList", flags: [.nonUnique])
app.onActivate { _ in
    let window = ApplicationWindow(application: app)
    window.title = "To-do"
    window.setDefaultSize(420, height: 520)
    window.setRootViewController(TodoListViewController())
    window.present()
}
exit(app.run())
