import XCTest
@testable import GIRGeneratorCore

/// The naming rules, as pure functions.
final class NamingTests: XCTestCase {
    func testLowerAndUpperCamelCase() {
        XCTAssertEqual(Naming.lowerCamelCase("visible_child_name"), "visibleChildName")
        XCTAssertEqual(Naming.lowerCamelCase("reveal-child"), "revealChild")
        XCTAssertEqual(Naming.lowerCamelCase("show"), "show")
        XCTAssertEqual(Naming.upperCamelCase("close-request"), "CloseRequest")
    }

    func testMethodNamesDropTheTypePrefix() {
        XCTAssertEqual(Naming.methodName(cIdentifier: "gtk_stack_set_visible_child_name", girName: "set_visible_child_name",
                                         prefix: "gtk_stack_", shadows: nil), "setVisibleChildName")
        // A symbol that does not start with the prefix keeps its GIR name.
        XCTAssertEqual(Naming.methodName(cIdentifier: "gtk_other", girName: "get_thing", prefix: "gtk_stack_", shadows: nil),
                       "getThing")
        // A callable that shadows another takes the shadowed name.
        XCTAssertEqual(Naming.methodName(cIdentifier: "mini_init_checked", girName: "init", prefix: "mini_", shadows: "old_init"),
                       "`init`")
    }

    func testKeywordsAndLeadingDigitsAreEscaped() {
        XCTAssertEqual(Naming.escaped("default"), "`default`")
        XCTAssertEqual(Naming.escaped("is"), "`is`")
        XCTAssertEqual(Naming.escaped("self"), "`self`")
        XCTAssertEqual(Naming.escaped("visible"), "visible")
        XCTAssertEqual(Naming.memberName("2x2"), "_2x2")
        XCTAssertEqual(Naming.parameterName("self"), "self_")
        XCTAssertEqual(Naming.parameterName("in"), "`in`")
    }

    func testConstructorLabels() {
        XCTAssertNil(Naming.constructorLabel("new"))
        XCTAssertEqual(Naming.constructorLabel("new_with_mnemonic"), "mnemonic")
        XCTAssertEqual(Naming.constructorLabel("new_from_icon_name"), "iconName")
        XCTAssertEqual(Naming.constructorLabel("new_for_path"), "path")
        XCTAssertEqual(Naming.constructorLabel("new_horizontal"), "horizontal")
    }

    func testPropertyAndSignalNames() {
        XCTAssertEqual(Naming.propertyName("reveal-child"), "revealChild")
        XCTAssertEqual(Naming.propertyName("draw-value"), "drawValue")
        XCTAssertEqual(Naming.propertyName("default"), "`default`")
        XCTAssertEqual(Naming.signalHandlerName("clicked"), "onClicked")
        XCTAssertEqual(Naming.signalHandlerName("close-request"), "onCloseRequest")
    }

    func testVersionConditions() {
        XCTAssertEqual(Naming.versionCondition(namespace: "Gtk", version: "4.10"), "GTK_4_10")
        XCTAssertEqual(Naming.versionCondition(namespace: "Adw", version: "1.4"), "ADW_1_4")
        XCTAssertEqual(Naming.versionCondition(namespace: "GLib", version: "2.74.1"), "GLIB_2_74")
        XCTAssertNil(Naming.versionCondition(namespace: "Gtk", version: "4"))
        XCTAssertTrue(Naming.isNewer("4.10", than: "4.8"))
        XCTAssertFalse(Naming.isNewer("4.8", than: "4.8"))
        XCTAssertFalse(Naming.isNewer("4.2", than: "4.10"))
        XCTAssertTrue(Naming.isNewer("1.0.1", than: "1.0"))
    }

    func testDocLinksBecomePlainNames() {
        XCTAssertEqual(SwiftWriter.plainDoc("Use [method@Gtk.Widget.show] or [class@Gtk.Box]."),
                       "Use Gtk.Widget.show or Gtk.Box.")
        XCTAssertEqual(SwiftWriter.plainDoc("An [array] stays"), "An [array] stays")
        XCTAssertEqual(SwiftWriter.stringLiteral("a \"b\" \\ c"), "\"a \\\"b\\\" \\\\ c\"")
    }
}
