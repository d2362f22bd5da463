import CGtk
import Gtk
import VSMGtkTesting
import XCTest

/// GDK's and GSK's generated types on real objects under Xvfb: textures made in memory and
/// from PNG data, the display's clipboard written and read back, render nodes made directly
/// and by a snapshot, and the event a key controller is handling.
final class GdkGskObjectsTests: XCTestCase {
    func testAMemoryTextureAndOneLoadedFromItsPNGHaveItsSize() throws { try onMainActor(Self.checkTextures) }
    @MainActor private static func checkTextures() throws {
        try requireDisplay()
        // 3 × 2 opaque red pixels, 4 bytes each.
        let pixels = Array(repeating: [UInt8]([0xFF, 0, 0, 0xFF]), count: 6).flatMap { $0 }
        let memory = Gdk.MemoryTexture(width: 3, height: 2, format: .r8g8b8a8, bytes: Bytes(pixels), stride: 12)
        XCTAssertEqual([memory.width, memory.height], [3, 2])
        let png = memory.saveToPngBytes()
        XCTAssertEqual(Array(png.data.prefix(4)), [0x89, 0x50, 0x4E, 0x47], "PNG's signature")
        let loaded = try Gdk.Texture.newFromBytes(png)
        XCTAssertEqual([loaded.width, loaded.height], [3, 2])
        XCTAssertTrue(loaded.isA(Gdk.Texture.gType))
        XCTAssertThrowsError(try Gdk.Texture.newFromBytes(Bytes(Array("not an image".utf8)))) { error in
            guard let error = error as? GLibError else { return XCTFail("not a GLibError: \(error)") }
            XCTAssertFalse(error.message.isEmpty)
        }
    }

    func testTextSetOnTheClipboardIsReadBackAsynchronously() throws { try onMainActor(Self.checkClipboard) }
    @MainActor private static func checkClipboard() throws {
        try requireDisplay()
        let display = try XCTUnwrap(Gdk.Display.getDefault())
        let clipboard = display.clipboard
        XCTAssertTrue(clipboard === display.clipboard, "the display's one clipboard, one wrapper")
        let text = "grüß vom Klemmbrett \(UInt32.random(in: 0...UInt32.max))"
        let provider = Gdk.ContentProvider(mimeType: "text/plain;charset=utf-8", bytes: Bytes(Array(text.utf8)))
        XCTAssertTrue(clipboard.setContent(provider))
        XCTAssertTrue(clipboard.isLocal())
        XCTAssertTrue(clipboard.content === provider)
        var read: Result<String?, any Error>?
        Task { @MainActor in
            do { read = .success(try await clipboard.readText()) } catch { read = .failure(error) }
        }
        waitUntil("the clipboard's text was read") { read != nil }
        XCTAssertEqual(try read?.get(), text)
    }

    func testAColorNodeAndASnapshotsNodeHaveTheirTypeBoundsAndColor() throws { try onMainActor(Self.checkRenderNodes) }
    @MainActor private static func checkRenderNodes() throws {
        try requireDisplay()
        var red = GdkRGBA(red: 1, green: 0, blue: 0, alpha: 1)
        var area = graphene_rect_t(origin: graphene_point_t(x: 1, y: 2), size: graphene_size_t(width: 30, height: 40))
        let color = Gdk.RGBA(copying: &red)
        let bounds = Graphene.Rect(copying: &area)
        let node = Gsk.ColorNode(rgba: color, bounds: bounds)
        XCTAssertEqual(node.nodeType, .colorNode)
        XCTAssertEqual(Self.numbers(node.getBounds()), [1, 2, 30, 40])
        XCTAssertTrue(node.color.equal(color))

        let snapshot = Gtk.Snapshot()
        snapshot.appendColor(color, bounds: bounds)
        let made = try XCTUnwrap(snapshot.toNode(), "a snapshot with one color makes a node")
        XCTAssertEqual(made.nodeType, .colorNode)
        XCTAssertEqual(Self.numbers(made.getBounds()), [1, 2, 30, 40])
        XCTAssertEqual(Gtk.Snapshot().toNode()?.nodeType, nil, "an empty snapshot makes no node")
    }

    func testAKeyControllersCurrentEventIsTheKeyPress() throws { try onMainActor(Self.checkCurrentEvent) }
    @MainActor private static func checkCurrentEvent() throws {
        try requireDisplay()
        let window = Window()
        window.child = Label("Press a key")
        let keys = EventControllerKey()
        var seen: [(type: Gdk.EventType, keyval: UInt32)] = []
        keys.onKeyPressed { controller, keyval, _, _ in
            if let event = controller.currentEvent {
                seen.append((event.eventType, Gdk.KeyEvent(copying: event.pointer).keyval))
            }
            XCTAssertEqual(keyval, UInt32(GDK_KEY_q))
            return true
        }
        window.addController(keys)
        window.present()
        defer { window.destroy() }
        try TestUser(window).press("q")
        XCTAssertEqual(seen.map(\.type), [.keyPress])
        XCTAssertEqual(seen.map(\.keyval), [UInt32(GDK_KEY_q)])
    }

    @MainActor private static func numbers(_ rect: Graphene.Rect) -> [Float] {
        [rect.x, rect.y, rect.width, rect.height]
    }
}
