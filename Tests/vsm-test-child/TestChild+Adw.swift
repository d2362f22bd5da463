import Adw
import ArgumentParser
import Foundation
import Gtk
import VSMGtk

/// The libadwaita command: what an app sees in a process where nothing was set up before.
extension TestChild {
    /// `adw-window`: `TestChild.adwWindow()`.
    struct AdwWindow: AsyncParsableCommand {
        static let configuration = CommandConfiguration(
            commandName: "adw-window",
            abstract: "Make an Adw.Application (nothing else set up), and in its activate an Adw.ApplicationWindow with a root view controller; print where the view went."
        )

        func run() async throws {
            try await TestChild.adwWindow()
        }
    }

    /// An `Adw.Application` in a fresh process, with no `AdwRuntime.initialize()`: its
    /// activate handler makes an `Adw.ApplicationWindow` and sets a root view controller.
    @MainActor
    static func adwWindow() throws {
        let app = Adw.Application(id: "io.github.vsmgtk.TestChild.AdwWindow", flags: [.nonUnique])
        var report = "activate never ran"
        app.onActivate { _ in
            let window = Adw.ApplicationWindow(app: app)
            let controller = ViewController(view: Label("root"))
            window.setRootViewController(controller)
            report = "content is the root view: \(window.content === controller.view); "
                + "style manager: \(app.styleManager === StyleManager.default)"
            window.destroy()
        }
        try app.register()
        app.activate()
        print(report)
    }
}
