import Gtk
import VSMGtkTesting
import XCTest

/// `click` presses only what a person could press — through X, at the widget's center —
/// and says why when it cannot, instead of emitting `clicked` on a hidden or disabled button.
final class ClickTests: XCTestCase {
    private static let layout = buttonXML("save", "Save")
        + buttonXML("hidden", "Hidden", #"<property name="visible">false</property>"#)
        + #"<child><object class="GtkBox" id="hidden_box"><property name="visible">false</property>"#
        + buttonXML("inside_hidden", "Inside hidden") + "</object></child>"
        + buttonXML("disabled", "Disabled", #"<property name="sensitive">false</property>"#)
        + #"<child><object class="GtkBox" id="disabled_box"><property name="sensitive">false</property>"#
        + buttonXML("inside_disabled", "Inside disabled") + "</object></child>"
        + """
        <child><object class="GtkStack" id="stack">
          <child><object class="GtkStackPage"><property name="name">shown</property>
            <property name="child"><object class="GtkButton" id="on_shown_page"><property name="label">On the shown page</property></object></property>
          </object></child>
          <child><object class="GtkStackPage"><property name="name">other</property>
            <property name="child"><object class="GtkButton" id="on_other_page"><property name="label">On the other page</property></object></property>
          </object></child>
        </object></child>
        <child><object class="GtkOverlay">
          <property name="child"><object class="GtkButton" id="covered"><property name="label">Covered</property></object></property>
          <child type="overlay"><object class="GtkLabel" id="cover"><property name="label">On top</property></object></child>
        </object></child>
        """

    func test_clickingAShownSensitiveButton_runsItsAction_everyTime() throws {
        try MainActor.assumeIsolated {
            let kit = try KitWindow(Self.layout)
            defer { kit.window.destroy() }
            let calls = Calls()
            try kit.button("save").onClicked { _ in calls.record() }

            try kit.user.click(.button("Save"))
            XCTAssertEqual(calls.count, 1)
            try kit.user.click(.button("Save"))
            try kit.user.click(kit.button("save"))
            XCTAssertEqual(calls.count, 3, "three quick clicks are three clicks")
        }
    }

    func test_aHiddenButton_cannotBeClicked_andItsActionDoesNotRun() throws {
        try MainActor.assumeIsolated {
            let kit = try KitWindow(Self.layout)
            defer { kit.window.destroy() }
            let calls = Calls()
            try kit.button("hidden").onClicked { _ in calls.record() }

            XCTAssertThrowsError(try kit.user.click(.button("Hidden"))) { error in
                XCTAssertEqual((error as? ViewTestError)?.message,
                               "cannot click button “Hidden”: it is hidden (not visible)")
            }
            XCTAssertEqual(calls.count, 0)
            // The blind spot this closes: emitting `clicked` runs the action of a button no one sees.
            try kit.button("hidden").emitClicked()
            XCTAssertEqual(calls.count, 1)
        }
    }

    func test_aButtonInsideAHiddenBox_cannotBeClicked_andTheMessageNamesTheBox() throws {
        try MainActor.assumeIsolated {
            let kit = try KitWindow(Self.layout)
            defer { kit.window.destroy() }
            XCTAssertThrowsError(try kit.user.click(.button("Inside hidden"))) { error in
                XCTAssertEqual((error as? ViewTestError)?.message,
                               "cannot click button “Inside hidden”: it is hidden: its ancestor GtkBox (id hidden_box) is not visible")
            }
        }
    }

    func test_anInsensitiveButton_cannotBeClicked_andItsActionDoesNotRun() throws {
        try MainActor.assumeIsolated {
            let kit = try KitWindow(Self.layout)
            defer { kit.window.destroy() }
            let calls = Calls()
            try kit.button("disabled").onClicked { _ in calls.record() }

            XCTAssertThrowsError(try kit.user.click(.button("Disabled"))) { error in
                XCTAssertEqual((error as? ViewTestError)?.message,
                               "cannot click button “Disabled”: it is insensitive (disabled)")
            }
            XCTAssertThrowsError(try kit.user.click(.button("Inside disabled"))) { error in
                XCTAssertEqual((error as? ViewTestError)?.message,
                               "cannot click button “Inside disabled”: it is insensitive: its ancestor GtkBox (id disabled_box) is disabled")
            }
            XCTAssertEqual(calls.count, 0)
        }
    }

    func test_aButtonOnAStackPageNotShown_cannotBeClicked_untilThePageIsShown() throws {
        try MainActor.assumeIsolated {
            let kit = try KitWindow(Self.layout)
            defer { kit.window.destroy() }
            let calls = Calls()
            try kit.button("on_other_page").onClicked { _ in calls.record() }

            XCTAssertThrowsError(try kit.user.click(.button("On the other page"))) { error in
                XCTAssertEqual((error as? ViewTestError)?.message,
                               "cannot click button “On the other page”: it is not on screen (not mapped: "
                                   + "a stack page that is not shown, or a popover that is closed)")
            }
            try kit.user.click(.button("On the shown page"))
            XCTAssertEqual(calls.count, 0)
        }
    }

    func test_aCoveredButton_cannotBeClicked_andTheMessageSaysWhatCoversIt() throws {
        try MainActor.assumeIsolated {
            let kit = try KitWindow(Self.layout)
            defer { kit.window.destroy() }
            let calls = Calls()
            try kit.button("covered").onClicked { _ in calls.record() }

            XCTAssertThrowsError(try kit.user.click(.button("Covered"))) { error in
                XCTAssertEqual((error as? ViewTestError)?.message,
                               "cannot click button “Covered”: it is covered at its center by GtkLabel “On top” (id cover)")
            }
            XCTAssertEqual(calls.count, 0)
        }
    }

    /// A popover is a surface of its own: a click in it reaches GTK there, and `click`
    /// returns once it is handled, even when it closes the popover.
    func test_aButtonInAPopover_isClicked_evenWhenTheClickClosesThePopover() throws {
        try MainActor.assumeIsolated {
            let kit = try KitWindow("""
                <child><object class="GtkMenuButton" id="opener"><property name="label">Open</property>
                  <property name="popover"><object class="GtkPopover" id="popover">
                    <property name="child"><object class="GtkButton" id="inside"><property name="label">Inside</property></object></property>
                  </object></property>
                </object></child>
                """)
            defer { kit.window.destroy() }
            let popover = try kit.builder.object(Popover.self, id: "popover")
            let calls = Calls()
            try kit.button("inside").onClicked { _ in
                calls.record()
                popover.popdown()
            }

            for round in 1...3 {
                // By id: from GTK 4.10 the menu button's name is on the toggle button inside it.
                try kit.user.click(.id("opener"))
                kit.user.waitUntil("the popover shows") { popover.mapped }
                try kit.user.click(.button("Inside"))
                XCTAssertEqual(calls.count, round)
                kit.user.waitUntil("the popover closed") { !popover.mapped }
            }
        }
    }

    func test_aButtonThatBecomesVisible_canBeClickedRightAway() throws {
        try MainActor.assumeIsolated {
            let kit = try KitWindow(Self.layout)
            defer { kit.window.destroy() }
            let calls = Calls()
            let hidden = try kit.button("hidden")
            hidden.onClicked { _ in calls.record() }
            hidden.visible = true
            try kit.user.click(.button("Hidden"))
            XCTAssertEqual(calls.count, 1, "the click waits for the frame that lays the button out")
        }
    }

    func test_aWindowThatWasNeverPresented_cannotBeClicked() throws {
        try MainActor.assumeIsolated {
            try requireDisplay()
            let window = Window()
            let button = Button(label: "Nowhere")
            window.child = button
            defer { window.destroy() }
            XCTAssertThrowsError(try TestUser(window).click(button)) { error in
                XCTAssertEqual((error as? ViewTestError)?.message,
                               "the window is not shown: present it before acting on it")
            }
        }
    }

    func test_theErrorNamesTheTestLine() throws {
        try MainActor.assumeIsolated {
            let kit = try KitWindow(Self.layout)
            defer { kit.window.destroy() }
            let line: UInt = #line + 1
            XCTAssertThrowsError(try kit.user.click(.button("Hidden"))) { error in
                let failure = error as? ViewTestError
                XCTAssertEqual(failure?.location.line, line)
                XCTAssertEqual(failure?.description,
                               "VSMGtkTestingTests/ClickTests.swift:\(line): cannot click button “Hidden”: it is hidden (not visible)")
            }
        }
    }
}
