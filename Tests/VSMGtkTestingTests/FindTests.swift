import Foundation
import Gtk
import VSMGtkTesting
import XCTest

/// Finding widgets as a person names them: by role and accessible name, or by builder id.
final class FindTests: XCTestCase {
    private static let layout = buttonXML("save", "Save")
        + buttonXML("retry", "_Retry", #"<property name="use-underline">true</property>"#)
        + """
        <child><object class="GtkButton" id="trash">
          <property name="icon-name">user-trash-symbolic</property>
          <property name="tooltip-text">Move to trash</property>
        </object></child>
        <child><object class="GtkButton" id="delete">
          <property name="icon-name">edit-delete-symbolic</property>
          <accessibility><property name="label">Delete</property></accessibility>
        </object></child>
        <child><object class="GtkEntry" id="name_entry">
          <accessibility><property name="label">Name</property></accessibility>
        </object></child>
        <child><object class="GtkToggleButton" id="bold"><property name="label">Bold</property></object></child>
        <child><object class="GtkCheckButton" id="remember"><property name="label">Remember me</property></object></child>
        <child><object class="GtkLabel" id="status"><property name="label">Status: idle</property></object></child>
        """
        + buttonXML("twin_a", "Twin") + buttonXML("twin_b", "Twin")

    func test_findsByRoleAndAccessibleName_forEveryWayAWidgetGetsItsName() throws {
        try MainActor.assumeIsolated {
            let kit = try KitWindow(Self.layout)
            defer { kit.window.destroy() }
            XCTAssertTrue(try kit.user.find(.button("Save")) === kit.button("save"), "its label")
            XCTAssertTrue(try kit.user.find(.button("Retry")) === kit.button("retry"), "its mnemonic label, without _")
            XCTAssertTrue(try kit.user.find(.button("Move to trash")) === kit.button("trash"), "its tooltip")
            XCTAssertTrue(try kit.user.find(.button("Delete")) === kit.button("delete"), "its accessible label")
            XCTAssertTrue(try kit.user.find(.textBox("Name")) === kit.builder.object(Entry.self, id: "name_entry"))
            XCTAssertTrue(try kit.user.find(.checkbox("Remember me")) === kit.builder.object(Widget.self, id: "remember"))
            XCTAssertTrue(try kit.user.find(.toggleButton("Bold")) === kit.builder.object(Widget.self, id: "bold"), "its label")
            XCTAssertTrue(try kit.user.find(.label("Status: idle")) === kit.builder.object(Label.self, id: "status"))
            XCTAssertEqual(try kit.user.accessibleName(of: kit.button("trash")), "Move to trash")
        }
    }

    func test_aRowIsNamedByItsLabels_notByTheButtonsInIt_onEveryRelease() throws {
        try MainActor.assumeIsolated {
            let kit = try KitWindow("""
                <child><object class="GtkListBox">
                  <child><object class="GtkListBoxRow" id="row"><property name="child">
                    <object class="GtkBox">
                      <child><object class="GtkLabel"><property name="label">Groceries</property></object></child>
                      <child><object class="GtkButton"><property name="label">Delete</property></object></child>
                      <child><object class="GtkToggleButton"><property name="label">Pin</property></object></child>
                      <child><object class="GtkBox">
                        <child><object class="GtkLabel"><property name="label">3 items</property></object></child>
                      </object></child>
                    </object>
                  </property></object></child>
                </object></child>
                """)
            defer { kit.window.destroy() }
            // Content passes through boxes, not through the buttons, which are named on their own
            // (a toggle button is a button before GTK 4.10 and a role of its own after).
            let row = try kit.builder.object(Widget.self, id: "row")
            XCTAssertEqual(kit.user.accessibleName(of: row), "Groceries 3 items")
            XCTAssertTrue(try kit.user.find(.role(.listItem, named: "Groceries 3 items")) === row)
            XCTAssertNoThrow(try kit.user.find(.button("Delete")))
            XCTAssertNoThrow(try kit.user.find(.toggleButton("Pin")))
        }
    }

    func test_findsByBuilderID_andAsATypedWrapper() throws {
        try MainActor.assumeIsolated {
            let kit = try KitWindow(Self.layout)
            defer { kit.window.destroy() }
            let entry = try kit.user.find(.id("name_entry"), as: Entry.self)
            XCTAssertTrue(entry === (try kit.builder.object(Entry.self, id: "name_entry")))
            XCTAssertThrowsError(try kit.user.find(.id("name_entry"), as: Button.self)) { error in
                XCTAssertEqual((error as? ViewTestError)?.message,
                               "widget with builder id “name_entry” is a GtkEntry, not a Button")
            }
        }
    }

    func test_aMiss_listsTheWidgetsOfThatRoleThereAre() throws {
        try MainActor.assumeIsolated {
            let kit = try KitWindow(Self.layout)
            defer { kit.window.destroy() }
            XCTAssertThrowsError(try kit.user.find(.checkbox("Forget me"))) { error in
                XCTAssertEqual((error as? ViewTestError)?.message,
                               "no checkbox “Forget me” in the window “Kit”; there are: checkbox “Remember me” (GtkCheckButton)")
            }
            XCTAssertThrowsError(try kit.user.find(.id("nope"))) { error in
                XCTAssertEqual((error as? ViewTestError)?.message, "no widget with builder id “nope” in the window “Kit”")
            }
        }
    }

    func test_twoVisibleMatches_areAmbiguous_andBothAreNamed() throws {
        try MainActor.assumeIsolated {
            let kit = try KitWindow(Self.layout)
            defer { kit.window.destroy() }
            XCTAssertThrowsError(try kit.user.click(.button("Twin"))) { error in
                XCTAssertEqual((error as? ViewTestError)?.message,
                               "2 widgets match button “Twin” in the window “Kit”: GtkButton “Twin” (id twin_a); "
                                   + "GtkButton “Twin” (id twin_b) — name it more precisely")
            }
            // When only one of them is shown, that is the one a person means.
            try kit.button("twin_a").visible = false
            XCTAssertTrue(try kit.user.find(.button("Twin")) === kit.button("twin_b"))
        }
    }

    func test_dialogsOfTheWindow_areSearchedToo() throws {
        try MainActor.assumeIsolated {
            let kit = try KitWindow(Self.layout)
            defer { kit.window.destroy() }
            let dialog = Window()
            dialog.title = "Confirm"
            dialog.transientFor = kit.window
            let confirm = Button(label: "Confirm")
            dialog.child = confirm
            dialog.present()
            defer { dialog.destroy() }
            XCTAssertTrue(try kit.user.find(.button("Confirm")) === confirm)
            let calls = Calls()
            confirm.onClicked { _ in calls.record() }
            try kit.user.click(.button("Confirm"))
            XCTAssertEqual(calls.count, 1, "the dialog is raised over its parent and clicked")
        }
    }

    func test_withoutAccessibility_namesCannotBeFound_andTheErrorSaysHowToFixIt() throws {
        try MainActor.assumeIsolated {
            let kit = try KitWindow(Self.layout)
            defer { kit.window.destroy() }
            let previous = ProcessInfo.processInfo.environment["GTK_A11Y"]
            setenv("GTK_A11Y", "none", 1)
            defer { if let previous { setenv("GTK_A11Y", previous, 1) } else { unsetenv("GTK_A11Y") } }
            XCTAssertThrowsError(try kit.user.find(.button("Save"))) { error in
                XCTAssertEqual((error as? ViewTestError)?.message,
                               "cannot find button “Save”: GTK_A11Y=none turns accessibility off, so widgets have no "
                                   + "names; run with GTK_A11Y=test (requireDisplay() sets it when unset)")
            }
            XCTAssertNoThrow(try kit.user.find(.id("save")), "builder ids need no accessibility")
        }
    }
}
