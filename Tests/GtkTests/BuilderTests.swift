import Foundation
import Gtk
import VSMGtkTesting
import XCTest

final class BuilderTests: XCTestCase {
    private static let document = """
    <?xml version="1.0" encoding="UTF-8"?>
    <interface>
      <object class="GtkBox" id="root">
        <property name="orientation">vertical</property>
        <child><object class="GtkLabel" id="title"><property name="label">Hello</property></object></child>
        <child><object class="GtkButton" id="save"><property name="label">Save</property></object></child>
        <child><object class="GtkEntry" id="username"/></child>
      </object>
    </interface>
    """

    func testTypedLookupReturnsWorkingWrappersThatOutliveTheBuilder() throws { try onMainActor(Self.checkTypedLookupReturnsWorkingWrappersThatOutliveTheBuilder) }
    @MainActor private static func checkTypedLookupReturnsWorkingWrappersThatOutliveTheBuilder() throws {
        try requireDisplay()
        var label: Label?
        var box: Box?
        do {
            let builder = try Builder.load(string: Self.document, name: "test.ui")
            label = try builder.object(Label.self, id: "title")
            box = try builder.object(id: "root")
            let generic = try builder.object(Widget.self, id: "save")
            XCTAssertEqual(generic.typeName, "GtkButton")
        }
        XCTAssertEqual(label?.text, "Hello")
        XCTAssertEqual(box?.children.count, 3)
    }

    func testMissingIDNamesFileIDAndExpectedType() throws { try onMainActor(Self.checkMissingIDNamesFileIDAndExpectedType) }
    @MainActor private static func checkMissingIDNamesFileIDAndExpectedType() throws {
        try requireDisplay()
        let builder = try Builder.load(string: Self.document, name: "profile.ui")
        XCTAssertThrowsError(try builder.object(Label.self, id: "nope")) { error in
            XCTAssertEqual(error as? BuilderLookupError,
                           .missingObject(file: "profile.ui", id: "nope", expectedType: "GtkLabel"))
            XCTAssertEqual("\(error)",
                           "GtkBuilder file 'profile.ui' has no object with id 'nope' (expected a GtkLabel)")
        }
    }

    func testWrongTypeNamesFileIDExpectedAndActualType() throws { try onMainActor(Self.checkWrongTypeNamesFileIDExpectedAndActualType) }
    @MainActor private static func checkWrongTypeNamesFileIDExpectedAndActualType() throws {
        try requireDisplay()
        let builder = try Builder.load(string: Self.document, name: "profile.ui")
        XCTAssertThrowsError(try builder.object(Label.self, id: "save")) { error in
            XCTAssertEqual("\(error)",
                           "GtkBuilder file 'profile.ui': object 'save' is a GtkButton, expected a GtkLabel")
        }
        XCTAssertThrowsError(try builder.object(Entry.self, id: "root")) { error in
            XCTAssertEqual(error as? BuilderLookupError,
                           .wrongType(file: "profile.ui", id: "root", expectedType: "GtkEntry", actualType: "GtkBox"))
        }
    }

    func testUnreadableAndInvalidFilesNameTheFile() throws { try onMainActor(Self.checkUnreadableAndInvalidFilesNameTheFile) }
    @MainActor private static func checkUnreadableAndInvalidFilesNameTheFile() throws {
        try requireDisplay()
        XCTAssertThrowsError(try Builder.load(file: "/nonexistent/dir/main.ui")) { error in
            guard case .cannotLoad(let file, let message)? = error as? BuilderLookupError else {
                return XCTFail("unexpected \(error)")
            }
            XCTAssertEqual(file, "/nonexistent/dir/main.ui")
            XCTAssertFalse(message.isEmpty)
            XCTAssertTrue("\(error)".hasPrefix("cannot load GtkBuilder file '/nonexistent/dir/main.ui': "))
        }
        XCTAssertThrowsError(try Builder.load(string: "<interface><object class=\"NoSuchWidget\"/></interface>",
                                         name: "broken.ui")) { error in
            XCTAssertTrue("\(error)".contains("broken.ui"), "\(error)")
        }
        XCTAssertThrowsError(try Builder.load(string: "<interface><object class=\"GtkLabel\"></interface>",
                                         name: "mismatched.ui")) { error in
            XCTAssertTrue("\(error)".contains("mismatched.ui"), "\(error)")
        }
    }

    func testLoadsFromFileAndShortcutsWindow() throws { try onMainActor(Self.checkLoadsFromFileAndShortcutsWindow) }
    @MainActor private static func checkLoadsFromFileAndShortcutsWindow() throws {
        try requireDisplay()
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("vsm-shortcuts-\(getpid()).ui")
        try """
        <?xml version="1.0" encoding="UTF-8"?>
        <interface>
          <object class="GtkShortcutsWindow" id="help_overlay">
            <property name="modal">1</property>
            <child>
              <object class="GtkShortcutsSection">
                <property name="section-name">shortcuts</property>
                <child>
                  <object class="GtkShortcutsGroup">
                    <property name="title">General</property>
                    <child>
                      <object class="GtkShortcutsShortcut">
                        <property name="title">Save</property>
                        <property name="accelerator">&lt;Control&gt;s</property>
                      </object>
                    </child>
                  </object>
                </child>
              </object>
            </child>
          </object>
        </interface>
        """.write(to: url, atomically: true, encoding: .utf8)
        defer { try? FileManager.default.removeItem(at: url) }
        let shortcuts = try Window.loadShortcutsWindow(fromFile: url.path, id: "help_overlay")
        let parent = Window()
        shortcuts.present(over: parent)
        XCTAssertTrue(shortcuts.visible)
        XCTAssertThrowsError(try Window.loadShortcutsWindow(fromFile: url.path, id: "missing")) { error in
            XCTAssertTrue("\(error)".contains(url.path) && "\(error)".contains("missing"))
        }
        shortcuts.destroy()
        parent.destroy()
    }
}
