import Foundation
import Gtk
import VSMGtkTesting
import VSMTesting
import XCTest

/// `WindowStateMemory`: a window's size and maximized state survive a restart, and a
/// missing schema costs one warning, never a crash.
final class WindowStateMemoryTests: XCTestCase {
    private var schemas: CompiledSchemas!
    private var keyFile: TemporaryKeyFile!
    private static let defaults = WindowStateMemory.State(width: 560, height: 640, isMaximized: false)

    override func setUpWithError() throws {
        schemas = try CompiledSchemas()
        keyFile = try TemporaryKeyFile()
    }

    override func tearDown() {
        schemas?.remove()
        keyFile?.remove()
    }

    private func withSchemas(_ body: @MainActor (CompiledSchemas, TemporaryKeyFile) throws -> Void) throws {
        let schemas = self.schemas!
        let keyFile = self.keyFile!
        try onMainActor { try body(schemas, keyFile) }
    }

    /// The memory a fresh process would open: new settings on a new keyfile backend.
    @MainActor private static func launch(_ schemas: CompiledSchemas, _ keyFile: TemporaryKeyFile,
                                          warn: @MainActor (String) -> Void = { XCTFail("unexpected warning: \($0)") })
        -> WindowStateMemory {
        WindowStateMemory.open(schemaID: CompiledSchemas.appSchemaID, schemaDirectory: schemas.directory,
                               backend: .keyfile(path: keyFile.path), defaults: defaults, warn: warn)
    }

    func testTheSizeAPersonResizedTo_survivesARestart() throws { try withSchemas { schemas, keyFile in
        try requireDisplay()
        // First run: the window opens at the defaults, the person drags it to 700×520, closes it.
        do {
            let memory = Self.launch(schemas, keyFile)
            let window = Window()
            window.title = "vsm-window-state-\(UUID().uuidString)"
            memory.remember(window)
            XCTAssertTrue(window.defaultSize == (560, 640))
            window.present()
            waitUntil("the window is shown") { window.width == 560 && window.height == 640 }
            try Self.resizeLikeAWindowManager(title: window.title!, width: 700, height: 520)
            waitUntil("GTK sees the new size") { window.width == 700 && window.height == 520 }
            XCTAssertTrue(window.defaultSize == (700, 520), "GTK 4 tracks the size in the default size")
            window.close()
            waitUntil("the window is gone") { !window.visible }
            Gio.Settings.sync()
        }
        // Another process sees what was saved (the file is GLib's keyfile format).
        XCTAssertEqual(try gsettings(["get", CompiledSchemas.appSchemaID, "window-width"], schemas: schemas, keyFile: keyFile), "700")
        // Second run: new settings, new backend, new window.
        let memory = Self.launch(schemas, keyFile)
        XCTAssertEqual(memory.savedState, WindowStateMemory.State(width: 700, height: 520, isMaximized: false))
        let window = Window()
        memory.remember(window)
        XCTAssertTrue(window.defaultSize == (700, 520))
        window.present()
        waitUntil("the window opens at the remembered size") { window.width == 700 && window.height == 520 }
        window.destroy()
    } }

    func testAMaximizedWindow_opensMaximizedAgain() throws { try withSchemas { schemas, keyFile in
        try requireDisplay()
        do {
            let settings = try Gio.Settings(schemaID: CompiledSchemas.appSchemaID, schemaDirectory: schemas.directory,
                                        backend: .keyfile(path: keyFile.path))
            try settings.set(true, forKey: "window-maximized")
            try settings.set(Int32(720), forKey: "window-width")
            Gio.Settings.sync()
        }
        let window = Window()
        Self.launch(schemas, keyFile).remember(window)
        // Before it is shown, GTK reports the requested initial state; without a window
        // manager (Xvfb) nobody maximizes the shown window, so that is what can be checked.
        XCTAssertTrue(window.isMaximized())
        XCTAssertTrue(window.defaultSize == (720, 640), "the unmaximized size is kept for later")
        window.destroy()
    } }

    func testDestroyingAWindow_savesItToo() throws { try withSchemas { schemas, keyFile in
        try requireDisplay()
        do {
            let memory = Self.launch(schemas, keyFile)
            let window = Window()
            memory.remember(window)
            window.setDefaultSize(512, height: 384)
            window.present()
            waitUntil("shown") { window.width == 512 }
            window.destroy()   // as when the application quits: no close-request
            Gio.Settings.sync()
        }
        XCTAssertEqual(Self.launch(schemas, keyFile).savedState, WindowStateMemory.State(width: 512, height: 384, isMaximized: false))
    } }

    func testAWindowThatNeverHadASize_leavesTheSavedSizeAlone() throws { try withSchemas { schemas, keyFile in
        try requireDisplay()
        let memory = Self.launch(schemas, keyFile)
        let window = Window()
        window.setDefaultSize(-1, height: -1)   // natural size: nothing to remember
        XCTAssertFalse(memory.save(window))
        XCTAssertEqual(memory.savedState, Self.defaults)
        window.destroy()
    } }

    func testAMissingSchema_warnsOnce_andEveryWindowGetsTheDefaults() throws { try withSchemas { _, _ in
        try requireDisplay()
        var warnings: [String] = []
        let schemaID = "io.github.vsmgtk.Missing\(UUID().uuidString.prefix(8))"
        var windows: [Window] = []
        for _ in 0..<3 {
            let memory = WindowStateMemory.open(schemaID: schemaID, backend: .memory, defaults: Self.defaults) { warnings.append($0) }
            XCTAssertNil(memory.settings)
            let window = Window()
            memory.remember(window)
            XCTAssertTrue(window.defaultSize == (560, 640))
            XCTAssertFalse(memory.save(window))
            windows.append(window)
        }
        XCTAssertEqual(warnings.count, 1, "\(warnings)")
        XCTAssertTrue(warnings.first?.hasPrefix("window size and state will not be remembered: the GSettings schema '\(schemaID)' is not installed") ?? false,
                      "\(warnings)")
        windows.forEach { $0.destroy() }
    } }

    func testASchemaWithoutTheKeys_isTreatedAsMissing() throws { try withSchemas { schemas, _ in
        var warnings: [String] = []
        let memory = WindowStateMemory.open(schemaID: CompiledSchemas.testSchemaID, schemaDirectory: schemas.directory,
                                            backend: .memory, defaults: Self.defaults) { warnings.append($0) }
        XCTAssertNil(memory.settings)
        XCTAssertEqual(memory.savedState, Self.defaults)
        XCTAssertEqual(warnings, ["window size and state will not be remembered: the GSettings schema "
                                  + "'\(CompiledSchemas.testSchemaID)' has no key 'window-width'"])
    } }

    /// Resizes the X window titled `title` from outside, as a window manager does when a
    /// person drags its border (xdotool, XTest-free: a ConfigureRequest on the root's child).
    private static func resizeLikeAWindowManager(title: String, width: Int, height: Int) throws {
        let xdotool = "/usr/bin/xdotool"
        guard FileManager.default.isExecutableFile(atPath: xdotool) else {
            throw XCTSkip("xdotool is not installed (make deps-test installs it)")
        }
        let resize = try ChildProcess.run(xdotool, ["search", "--sync", "--name", "^\(title)$", "windowsize", "%@",
                                                    String(width), String(height)])
        XCTAssertEqual(resize.status, 0, "xdotool windowsize: \(resize.errorOutput)")
    }
}
