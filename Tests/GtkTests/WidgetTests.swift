import CGtk
import Foundation
import VSMGtkTesting
import XCTest
@testable import Gtk

final class WidgetTests: XCTestCase {
    func testLabelShowsTextLiterallyNeverAsMarkup() throws { try onMainActor(Self.checkLabelShowsTextLiterallyNeverAsMarkup) }
    @MainActor private static func checkLabelShowsTextLiterallyNeverAsMarkup() throws {
        try requireDisplay()
        let label = Label("<b>bold</b> & _under")
        XCTAssertEqual(label.text, "<b>bold</b> & _under")
        XCTAssertFalse(label.useMarkup)
        label.setMarkup("<b>bold</b>")
        XCTAssertTrue(label.useMarkup)
        XCTAssertEqual(label.text, "bold")
        label.text = "<i>x</i>"
        XCTAssertFalse(label.useMarkup, "setting text must turn markup off again")
        XCTAssertEqual(label.text, "<i>x</i>")
    }

    func testAlignmentWidthAndStyleClassesReadBackWhatWasSet() throws {
        try onMainActor {
            try requireDisplay()
            let label = Label("x")
            XCTAssertEqual(label.halign, .fill)
            XCTAssertEqual(label.valign, .fill)
            for alignment in [Align.start, .end, .center, .fill] {
                label.halign = alignment
                label.valign = alignment
                XCTAssertEqual(label.halign, alignment)
                XCTAssertEqual(label.valign, alignment)
            }
            XCTAssertEqual(label.widthChars, -1)
            label.widthChars = 12
            XCTAssertEqual(label.widthChars, 12)

            XCTAssertEqual(label.cssClasses, [])
            label.addCssClass("title-2")
            label.addCssClass("dim-label")
            XCTAssertEqual(Set(label.cssClasses), ["title-2", "dim-label"])
            label.cssClasses = ["error"]
            XCTAssertEqual(label.cssClasses, ["error"])
            XCTAssertFalse(label.hasCssClass("title-2"))
            label.cssClasses = []
            XCTAssertEqual(label.cssClasses, [])
        }
    }

    func testAnApplicationStyleSheetOverridesAFallbackOne() throws {
        try onMainActor {
            try requireDisplay()
            let fallback = CssProvider()
            fallback.load(fromString: ".vsm-priority-a { min-height: 37px; } .vsm-priority-b { min-height: 50px; }")
            XCTAssertTrue(fallback.addToDefaultDisplay(priority: .fallback))
            let application = CssProvider()
            application.load(fromString: ".vsm-priority-b { min-height: 20px; }")
            XCTAssertTrue(application.addToDefaultDisplay())

            let window = Window()
            defer { window.destroy() }
            let column = Box(orientation: .vertical, spacing: 0)
            let onlyFallback = Box(orientation: .vertical, spacing: 0)
            onlyFallback.addCssClass("vsm-priority-a")
            let both = Box(orientation: .vertical, spacing: 0)
            both.addCssClass("vsm-priority-b")
            column.append(onlyFallback)
            column.append(both)
            window.child = column
            window.present()
            waitUntil("the boxes are laid out") { onlyFallback.height > 0 && both.height > 0 }
            XCTAssertEqual(onlyFallback.height, 37, "a fallback rule applies where nothing else styles")
            XCTAssertEqual(both.height, 20, "the application's rule wins over the fallback one")
        }
    }

    func testEmbeddedNULIsReplacedNotTruncated() throws { try onMainActor(Self.checkEmbeddedNULIsReplacedNotTruncated) }
    @MainActor private static func checkEmbeddedNULIsReplacedNotTruncated() throws {
        try requireDisplay()
        let label = Label("a\0b")
        XCTAssertEqual(label.text, "a\u{FFFD}b")
        let entry = Entry()
        entry.text = "ü\0ñ😀"
        XCTAssertEqual(entry.text, "ü\u{FFFD}ñ😀")
        label.text = "c\0d"
        XCTAssertEqual(label.text, "c\u{FFFD}d", "generated setters too")
        let buffer = TextBuffer(table: nil)
        buffer.setText("e\0f")   // with the length argument the binding computes
        XCTAssertEqual(buffer.getText(buffer.getStartIter(), end: buffer.getEndIter(), includeHiddenChars: false), "e\u{FFFD}f")
        XCTAssertEqual("plain".nulSafe, "plain")
    }

    func testEntryTextSignalsAndSensitivity() throws { try onMainActor(Self.checkEntryTextSignalsAndSensitivity) }
    @MainActor private static func checkEntryTextSignalsAndSensitivity() throws {
        try requireDisplay()
        let entry = Entry()
        var changes: [String] = []
        var activations = 0
        entry.onChanged { entry in changes.append(entry.text) }
        entry.onActivate { _ in activations += 1 }
        entry.text = "  Ünïcødé ✓ "
        XCTAssertEqual(entry.text, "  Ünïcødé ✓ ")
        XCTAssertEqual(changes.last, "  Ünïcødé ✓ ")
        entry.emitActivate()
        XCTAssertEqual(activations, 1)
        entry.placeholderText = "Username"
        XCTAssertEqual(entry.placeholderText, "Username")
        entry.sensitive = false
        XCTAssertFalse(entry.sensitive)
    }

    func testButtonPerformClickRespectsSensitivityAndVisibility() throws { try onMainActor(Self.checkButtonPerformClickRespectsSensitivityAndVisibility) }
    @MainActor private static func checkButtonPerformClickRespectsSensitivityAndVisibility() throws {
        try requireDisplay()
        let box = Box(orientation: .vertical, spacing: 6)
        let button = Button(label: "Save")
        box.append(button)
        var clicks = 0
        button.onClicked { _ in clicks += 1 }
        XCTAssertTrue(button.performClick())
        XCTAssertEqual(clicks, 1)
        box.sensitive = false
        XCTAssertFalse(button.performClick(), "an insensitive ancestor blocks a user click")
        XCTAssertEqual(clicks, 1)
        box.sensitive = true
        button.visible = false
        XCTAssertFalse(button.performClick())
        button.emitClicked()
        XCTAssertEqual(clicks, 2, "emitClicked bypasses the checks")
        XCTAssertEqual(button.label, "Save")
    }

    func testVisibilityCSSClassesAndAccessibleLabel() throws { try onMainActor(Self.checkVisibilityCSSClassesAndAccessibleLabel) }
    @MainActor private static func checkVisibilityCSSClassesAndAccessibleLabel() throws {
        try requireDisplay()
        let spinner = Spinner()
        spinner.start()
        XCTAssertTrue(spinner.spinning)
        spinner.stop()
        XCTAssertFalse(spinner.spinning)
        spinner.visible = false
        XCTAssertFalse(spinner.visible)
        spinner.addCssClass("error")
        XCTAssertTrue(spinner.hasCssClass("error"))
        spinner.removeCssClass("error")
        XCTAssertFalse(spinner.hasCssClass("error"))
        let button = Button(iconName: "view-refresh-symbolic")
        button.setAccessibleLabel("Reload profile")
        XCTAssertTrue(button.accessibleLabelEquals("Reload profile"))
        XCTAssertFalse(button.accessibleLabelEquals("Something else"))
    }

    func testBoxChildrenAppendRemoveAndTypedCast() throws { try onMainActor(Self.checkBoxChildrenAppendRemoveAndTypedCast) }
    @MainActor private static func checkBoxChildrenAppendRemoveAndTypedCast() throws {
        try requireDisplay()
        let box = Box(orientation: .horizontal, spacing: 0)
        let label = Label("one")
        let image = Image(iconName: "dialog-error-symbolic")
        box.append(label)
        box.prepend(image)
        XCTAssertEqual(box.children.map(\.typeName), ["GtkImage", "GtkLabel"])
        XCTAssertEqual(box.children.last?.as(Label.self)?.text, "one")
        XCTAssertNil(box.children.first?.as(Label.self), "an image is not a label")
        XCTAssertTrue(label.parent === box)
        XCTAssertTrue(label.removeFromParentContainer())
        XCTAssertFalse(label.removeFromParentContainer(), "no parent any more")
        box.removeAll()
        XCTAssertTrue(box.children.isEmpty)
        XCTAssertEqual(image.iconName, "dialog-error-symbolic")
    }

    func testListBoxRows() throws { try onMainActor(Self.checkListBoxRows) }
    @MainActor private static func checkListBoxRows() throws {
        try requireDisplay()
        let list = ListBox()
        let first = Label("a")
        list.append(first)
        list.append(Label("b"))
        list.setPlaceholder(Label("empty"))
        XCTAssertEqual(list.rowCount, 2)
        list.removeRow(showing: first)
        XCTAssertEqual(list.rowCount, 1)
        list.removeAll()
        XCTAssertEqual(list.rowCount, 0)
    }

    func testWindowHeaderBarMenuAndAboutDialog() throws { try onMainActor(Self.checkWindowHeaderBarMenuAndAboutDialog) }
    @MainActor private static func checkWindowHeaderBarMenuAndAboutDialog() throws {
        try requireDisplay()
        let window = Window()
        window.title = "Profile"
        XCTAssertEqual(window.title, "Profile")
        let header = HeaderBar()
        let menu = Menu()
        menu.append("_New Window", detailedAction: "app.new-window")
        let section = Menu()
        section.append("_About", detailedAction: "app.about")
        menu.appendSection(nil, section: section)
        XCTAssertEqual(menu.nItems, 2)
        let menuButton = MenuButton(menu: menu)
        XCTAssertEqual(menuButton.iconName, "open-menu-symbolic")
        XCTAssertTrue(menuButton.primary)
        header.packEnd(menuButton)
        window.titlebar = header
        let content = Label("content")
        window.child = content
        XCTAssertTrue(window.child === content)
        XCTAssertTrue(content.window === window)

        let about = AboutDialog()
        about.programName = "VSM Profile"
        about.version = "1.2.3"
        about.comments = "A <demo>"
        about.logoIconName = "avatar-default-symbolic"
        about.licenseType = .mitX11
        about.authors = ["A. Author"]
        about.transientFor = window
        XCTAssertEqual(about.programName, "VSM Profile")
        XCTAssertEqual(about.version, "1.2.3")
        XCTAssertEqual(about.comments, "A <demo>")
        about.destroy()
        window.destroy()
    }

    func testWindowMapUnmapAndCloseRequest() throws { try onMainActor(Self.checkWindowMapUnmapAndCloseRequest) }
    @MainActor private static func checkWindowMapUnmapAndCloseRequest() throws {
        try requireDisplay()
        let window = Window()
        let label = Label("x")
        window.child = label
        var mapped = 0, unmapped = 0, closeRequests = 0
        label.onMap { _ in mapped += 1 }
        label.onUnmap { _ in unmapped += 1 }
        let allowClose = Probe() // count 0: veto, 1: allow
        window.onCloseRequest { _ in
            closeRequests += 1
            return allowClose.count == 0
        }
        window.present()
        waitUntil("the window maps", timeout: .seconds(5)) { mapped == 1 }
        window.close()
        XCTAssertEqual(closeRequests, 1)
        XCTAssertTrue(window.visible, "a vetoed close keeps the window")
        allowClose.count = 1
        window.close()
        XCTAssertEqual(closeRequests, 2)
        waitUntil("the window unmaps", timeout: .seconds(5)) { unmapped == 1 }
        XCTAssertFalse(label.mapped)
    }

    func testCSSProviderLoadsAndReportsErrors() throws { try onMainActor(Self.checkCSSProviderLoadsAndReportsErrors) }
    @MainActor private static func checkCSSProviderLoadsAndReportsErrors() throws {
        try requireDisplay()
        let dir = FileManager.default.temporaryDirectory
        let good = dir.appendingPathComponent("vsm-good-\(getpid()).css")
        let bad = dir.appendingPathComponent("vsm-bad-\(getpid()).css")
        try ".error-box { background: #fdd; }".write(to: good, atomically: true, encoding: .utf8)
        try ".error-box { background: ; colr: red }".write(to: bad, atomically: true, encoding: .utf8)
        defer {
            try? FileManager.default.removeItem(at: good)
            try? FileManager.default.removeItem(at: bad)
        }
        let provider = CssProvider()
        XCTAssertNoThrow(try provider.load(fromPath: good.path))
        provider.addToDefaultDisplay()
        XCTAssertThrowsError(try provider.load(fromPath: bad.path)) { error in
            XCTAssertTrue("\(error)".contains(bad.path), "\(error)")
        }
        XCTAssertThrowsError(try provider.load(fromPath: "/nonexistent/app.css")) { error in
            XCTAssertEqual("\(error)", "cannot load CSS file '/nonexistent/app.css': no such file")
        }
    }

    func testOnDestroyedRunsOnceWhenTheWindowIsClosedEvenWithAWrapperAlive() throws {
        try onMainActor(Self.checkOnDestroyed)
    }
    @MainActor private static func checkOnDestroyed() throws {
        try requireDisplay()
        let window = Window()
        let other = Window()
        var destroyed = 0
        weak var weakProbe: Probe?
        do {
            let probe = Probe()
            weakProbe = probe
            window.retainUntilDestroyed(probe)
        }
        window.onDestroyed { destroyed += 1 }
        window.present()
        other.destroy()
        XCTAssertEqual(destroyed, 0, "another window's destruction does not count")
        XCTAssertNotNil(weakProbe)
        window.close()
        XCTAssertEqual(destroyed, 1)
        XCTAssertNil(weakProbe, "the retained object is released when the window is destroyed")
        window.destroy()
        XCTAssertEqual(destroyed, 1, "runs once")
    }

    func testScreenshotOfAShownWindowIsAPNGAndOfAHiddenOneFails() throws {
        try onMainActor(Self.checkScreenshot)
    }
    @MainActor private static func checkScreenshot() throws {
        try requireDisplay()
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("vsm-shot-\(getpid()).png").path
        defer { try? FileManager.default.removeItem(atPath: path) }
        let window = Window()
        window.child = Label("screenshot")
        window.setDefaultSize(200, height: 100)
        XCTAssertFalse(window.saveScreenshot(toPNG: path), "not shown yet")
        window.present()
        // Saving needs a laid-out window: wait for it rather than for a fixed time.
        waitUntil("a saved screenshot of the shown window", timeout: .seconds(5)) {
            window.saveScreenshot(toPNG: path)
        }
        let data = try Data(contentsOf: URL(fileURLWithPath: path))
        XCTAssertEqual(Array(data.prefix(4)), [0x89, 0x50, 0x4E, 0x47], "PNG signature")
        XCTAssertFalse(window.saveScreenshot(toPNG: "/nonexistent/dir/shot.png"))
        window.destroy()
    }
}
