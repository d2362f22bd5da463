import Adw
import Foundation
import Gtk
import VSMGtk
import VSMGtkTesting
import XCTest

/// Releasing a window's wrapper after its parent, and its application, are gone is silent.
final class WindowLifetimeTests: XCTestCase {
    /// A preferences window (destroyed with its parent) whose controller the app keeps past the
    /// main window, past `run` and past the application: GTK kept the freed parent's pointer,
    /// and releasing the controller logged four pairs of GObject criticals.
    func testAPreferencesControllerReleasedAfterTheAppQuitLogsNothing() throws {
        try onMainActor {
            try requireDisplay()
            let recorder = GLibMessageRecorder()
            defer { recorder.stop() }
            var preferences: ViewController?
            do {
                let app = Adw.Application(id: "io.github.vsmgtk.AdwTests.Lifetime", flags: [.nonUnique])
                app.onActivate { _ in
                    let main = Adw.ApplicationWindow(app: app)
                    main.present()
                    // A preferences window as AdwPreferencesWindow makes one (deprecated from
                    // libadwaita 1.6): destroyed with its parent.
                    let window = Adw.Window()
                    window.transientFor = main
                    window.destroyWithParent = true
                    window.content = Adw.PreferencesPage()
                    window.present()
                    preferences = ViewController(view: window)
                    // The user closes the main window, which quits.
                    DispatchQueue.main.async {
                        main.close()
                        app.quit()
                    }
                }
                XCTAssertEqual(app.run(["adw-tests"]), 0)
            }
            XCTAssertNotNil(preferences, "the preferences were shown")
            preferences = nil
            drainMainLoop()
            XCTAssertEqual(recorder.messages, [])
        }
    }

    /// The same window and controller in a plain `Gtk.Window` parent destroyed from Swift,
    /// while the test still holds every wrapper.
    func testADialogWhoseParentIsDestroyedFirstIsReleasedSilently() throws {
        try onMainActor {
            try requireDisplay()
            AdwRuntime.initialize()
            let recorder = GLibMessageRecorder()
            defer { recorder.stop() }
            var parent: Gtk.Window? = Gtk.Window()
            var dialog: Gtk.Window? = Gtk.Window()
            dialog?.transientFor = parent
            dialog?.destroyWithParent = true
            parent?.present()
            dialog?.present()
            parent?.destroy()
            parent = nil
            drainMainLoop()
            XCTAssertNil(dialog?.transientFor)
            dialog = nil
            drainMainLoop()
            XCTAssertEqual(recorder.messages, [])
        }
    }
}
