import CGtk
import Foundation
import Gtk
import VSMGtkTesting
@testable import VSMGtk
import XCTest

/// `LoadingText` on real widgets under Xvfb: which child each state shows, literal text,
/// the busy state, the shimmer following the desktop's `gtk-enable-animations` at run time,
/// and a rendered placeholder bar that is really drawn.
final class LoadingTextTests: XCTestCase {
    /// The placeholder bar, found as a child with the placeholder style class.
    @MainActor
    private static func placeholder(of text: LoadingText) throws -> Widget {
        try XCTUnwrap(text.children.first { $0.hasCssClass(LoadingText.placeholderStyleClass) },
                      "the loading text has a placeholder bar")
    }

    func testEachStateShowsTheRightChildAndBusyState() throws {
        try onMainActor {
            try requireDisplay()
            let text = LoadingText(placeholderWidthChars: 8)
            let bar = try Self.placeholder(of: text)
            XCTAssertEqual(text.children.count, 2)
            XCTAssertTrue(text.children.contains { $0 === text.label })

            // A new one is still (the loading text's .initialized).
            XCTAssertTrue(text.isShowingPlaceholder)
            XCTAssertTrue(bar.visible)
            XCTAssertFalse(text.label.visible)
            XCTAssertFalse(text.isShimmering)
            XCTAssertFalse(text.isAccessibleBusy)
            XCTAssertTrue(bar.accessibleLabelEquals("Loading"))

            text.showLoading()
            XCTAssertTrue(text.isShowingPlaceholder)
            XCTAssertTrue(bar.visible)
            XCTAssertFalse(text.label.visible)
            XCTAssertTrue(text.isAccessibleBusy, "busy while loading")

            text.showText("Ada Lovelace")
            XCTAssertFalse(text.isShowingPlaceholder)
            XCTAssertFalse(bar.visible)
            XCTAssertTrue(text.label.visible)
            XCTAssertEqual(text.label.text, "Ada Lovelace")
            XCTAssertFalse(text.isShimmering)
            XCTAssertFalse(text.isAccessibleBusy, "no longer busy once loaded")

            text.showText(nil)
            XCTAssertFalse(text.isShowingPlaceholder)
            XCTAssertFalse(bar.visible)
            XCTAssertFalse(text.label.visible, "nil text shows nothing")
            XCTAssertEqual(text.label.text, "")

            text.showLoading()
            XCTAssertTrue(text.isAccessibleBusy)
            text.showStill()
            XCTAssertTrue(text.isShowingPlaceholder)
            XCTAssertFalse(text.isShimmering)
            XCTAssertFalse(text.isAccessibleBusy, "still is not busy")
        }
    }

    func testTheStyleSheetParsesWithoutErrors() throws {
        try onMainActor {
            try requireDisplay()
            let file = FileManager.default.temporaryDirectory.appendingPathComponent("LoadingText-\(UUID()).css")
            try Data(LoadingText.css.utf8).write(to: file)
            defer { try? FileManager.default.removeItem(at: file) }
            XCTAssertNoThrow(try CssProvider().load(fromPath: file.path), "GTK parses every rule")
            XCTAssertTrue(LoadingText.css.contains("@keyframes"))
        }
    }

    func testTheAccessibleLabelOfThePlaceholderIsTheCallers() throws {
        try onMainActor {
            try requireDisplay()
            let text = LoadingText(placeholderAccessibleLabel: "Wird geladen")
            XCTAssertTrue(try Self.placeholder(of: text).accessibleLabelEquals("Wird geladen"))
        }
    }

    func testThePlaceholderFollowsTheLabelsStyleClassesAndAlignment() throws {
        try onMainActor {
            try requireDisplay()
            let settings = try XCTUnwrap(DesktopSettings.default)
            let original = settings.enablesAnimations
            defer { settings.enablesAnimations = original }
            settings.enablesAnimations = true

            let text = LoadingText()
            let bar = try Self.placeholder(of: text)
            XCTAssertEqual(bar.halign, .center, "a label centres its text by default")
            text.label.xalign = 0
            XCTAssertEqual(bar.halign, .start)
            text.label.xalign = 1
            XCTAssertEqual(bar.halign, .end)

            text.label.addCssClass("title-1")
            XCTAssertTrue(bar.hasCssClass("title-1"), "the bar takes the label's classes")
            XCTAssertTrue(bar.hasCssClass(LoadingText.placeholderStyleClass))
            text.showLoading()
            text.label.addCssClass("dim-label")
            XCTAssertEqual(Set(bar.cssClasses), ["title-1", "dim-label", LoadingText.placeholderStyleClass,
                                                 LoadingText.shimmeringStyleClass])
            text.label.removeCssClass("title-1")
            XCTAssertFalse(bar.hasCssClass("title-1"))
            XCTAssertTrue(text.isShimmering, "mirroring keeps the shimmer")
            XCTAssertEqual(text.label.cssClasses, ["dim-label"], "the label keeps only its own classes")
        }
    }

    func testTextWithMarkupCharactersIsShownLiterally() throws {
        try onMainActor {
            try requireDisplay()
            let text = LoadingText()
            let literal = "<b>not bold</b> & <span foreground='red'>x</span> _Mnemonic"
            text.label.setMarkup("<i>earlier</i>")
            text.showText(literal)
            XCTAssertEqual(text.label.text, literal)
            XCTAssertFalse(text.label.useMarkup)
        }
    }

    func testAHundredKilobyteTextIsShown() throws {
        try onMainActor {
            try requireDisplay()
            let window = Window()
            defer { window.destroy() }
            window.setDefaultSize(480, height: 320)
            let scroller = ScrolledWindow()
            let text = LoadingText()
            text.label.wrap = true
            scroller.child = text
            window.child = scroller
            window.present()
            waitUntil("the window is shown") { window.mapped }
            let long = String(repeating: "Lorem <ipsum> & dolor sit amet. ", count: 3_200)
            XCTAssertGreaterThanOrEqual(long.utf8.count, 100_000)
            text.showText(long)
            waitUntil("the long text is laid out") { text.label.mapped && text.label.height > 0 }
            XCTAssertEqual(text.label.text, long)
        }
    }

    func testShimmeringFollowsTheDesktopAnimationSettingAtRunTime() throws {
        try onMainActor {
            try requireDisplay()
            let settings = try XCTUnwrap(DesktopSettings.default)
            XCTAssertTrue(settings === DesktopSettings.default, "one wrapper for the display's settings")
            let original = settings.enablesAnimations
            defer { settings.enablesAnimations = original }
            settings.enablesAnimations = true

            let text = LoadingText()
            let bar = try Self.placeholder(of: text)
            XCTAssertFalse(text.isShimmering, "still before loading")
            text.showLoading()
            XCTAssertTrue(text.isShimmering)
            XCTAssertTrue(bar.hasCssClass(LoadingText.shimmeringStyleClass))

            settings.enablesAnimations = false
            XCTAssertFalse(settings.enablesAnimations)
            XCTAssertFalse(text.isShimmering, "reduced motion stops the shimmer")
            XCTAssertFalse(bar.hasCssClass(LoadingText.shimmeringStyleClass))
            XCTAssertTrue(text.isShowingPlaceholder, "the bar stays, still")
            XCTAssertTrue(text.isAccessibleBusy, "still loading")

            settings.enablesAnimations = true
            XCTAssertTrue(text.isShimmering, "animations allowed again")

            text.showText("loaded")
            XCTAssertFalse(text.isShimmering)
            settings.enablesAnimations = false
            settings.enablesAnimations = true
            XCTAssertFalse(text.isShimmering, "a setting change does not bring the bar back")

            settings.enablesAnimations = false
            let madeWhileReduced = LoadingText()
            madeWhileReduced.showLoading()
            XCTAssertFalse(madeWhileReduced.isShimmering, "reads the setting when made")
            settings.enablesAnimations = true
            XCTAssertTrue(madeWhileReduced.isShimmering)
        }
    }

    func testASettingChangeAfterTheWidgetIsGoneIsHarmless() throws {
        try onMainActor {
            try requireDisplay()
            let settings = try XCTUnwrap(DesktopSettings.default)
            let original = settings.enablesAnimations
            defer { settings.enablesAnimations = original }
            weak var gone: LoadingText?
            do {
                let window = Window()
                let text = LoadingText()
                gone = text
                text.showLoading()
                window.child = text
                window.present()
                waitUntil("the window is shown") { window.mapped }
                window.destroy()
            }
            waitUntil("the loading text is released") { gone == nil }
            settings.enablesAnimations = !settings.enablesAnimations
            settings.enablesAnimations = !settings.enablesAnimations
        }
    }

    func testThePlaceholderBarIsDrawnInTheLightStyle() throws {
        try onMainActor {
            try requireDisplay()
            let settings = try XCTUnwrap(DesktopSettings.default)
            let original = settings.enablesAnimations
            defer { settings.enablesAnimations = original }
            settings.enablesAnimations = false // a still bar: its pixels do not depend on the frame

            let window = Window()
            defer { window.destroy() }
            let column = Box(orientation: .vertical, spacing: 12)
            column.setMargins(24)
            let still = LoadingText(placeholderWidthChars: 16)
            let loading = LoadingText(placeholderWidthChars: 10)
            loading.showLoading()
            let loaded = LoadingText()
            loaded.showText("Ada <b>Lovelace</b>")
            loaded.label.xalign = 0
            let title = LoadingText()
            title.label.addCssClass("title-1")
            for text in [still, loading, loaded, title] { column.append(text) }
            window.child = column
            window.present()
            waitUntil("the bars are drawn") { still.mapped && still.width > 0 && loading.mapped && title.mapped }

            let directory = FileManager.default.temporaryDirectory
            let windowPNG = directory.appendingPathComponent("LoadingText-window-light.png").path
            XCTAssertTrue(window.saveScreenshot(toPNG: windowPNG))
            let barPNG = directory.appendingPathComponent("LoadingText-bar-light-\(UUID()).png").path
            defer { try? FileManager.default.removeItem(atPath: barPNG) }
            let stillBar = try Self.placeholder(of: still)
            XCTAssertTrue(stillBar.saveScreenshot(toPNG: barPNG))

            // Rendered alone, the bar is transparent where nothing is drawn: its background
            // covers nearly all of it (only its rounded corners are clear), in a visible shade.
            let coverage = try Self.painted(inPNG: barPNG)
            XCTAssertGreaterThan(coverage.fraction, 0.9, "the bar fills its area")
            XCTAssertGreaterThan(coverage.meanAlpha, 20, "the bar is visibly shaded")
            XCTAssertGreaterThan(stillBar.width, try Self.placeholder(of: loading).width,
                                 "16 characters are wider than 10")
            XCTAssertGreaterThan(stillBar.height, 0)
            XCTAssertGreaterThan(try Self.placeholder(of: title).height, stillBar.height,
                                 "a title-1 label's bar is as high as its larger text")
        }
    }

    /// The fraction of pixels with some opacity in a PNG, and their mean alpha (0...255).
    @MainActor
    private static func painted(inPNG path: String) throws -> (fraction: Double, meanAlpha: Double) {
        var error: UnsafeMutablePointer<GError>?
        guard let pixbuf = gdk_pixbuf_new_from_file(path, &error) else {
            let message = error.map { String(cString: $0.pointee.message) } ?? "unknown error"
            if let error { g_error_free(error) }
            XCTFail("cannot read \(path): \(message)")
            return (0, 0)
        }
        defer { g_object_unref(UnsafeMutableRawPointer(pixbuf)) }
        XCTAssertNotEqual(gdk_pixbuf_get_has_alpha(pixbuf), 0, "the widget alone renders with alpha")
        let width = Int(gdk_pixbuf_get_width(pixbuf)), height = Int(gdk_pixbuf_get_height(pixbuf))
        let stride = Int(gdk_pixbuf_get_rowstride(pixbuf)), channels = Int(gdk_pixbuf_get_n_channels(pixbuf))
        let pixels = try XCTUnwrap(gdk_pixbuf_get_pixels(pixbuf))
        var paintedCount = 0, alphaSum = 0
        for y in 0..<height {
            for x in 0..<width {
                let alpha = Int(pixels[y * stride + x * channels + 3])
                if alpha > 0 {
                    paintedCount += 1
                    alphaSum += alpha
                }
            }
        }
        let total = max(1, width * height)
        return (Double(paintedCount) / Double(total), paintedCount == 0 ? 0 : Double(alphaSum) / Double(paintedCount))
    }
}
