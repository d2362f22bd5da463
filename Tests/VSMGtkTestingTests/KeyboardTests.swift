import Gtk
import VSMGtkTesting
import XCTest

/// Keys go through the X server, so accelerators and key bindings run as a person's keys
/// make them run.
final class KeyboardTests: XCTestCase {
    @MainActor private static var applications = 0

    /// A registered application (a fresh id each time) and a window of it, not yet shown;
    /// skips the test without a display. The caller quits the application.
    @MainActor
    private static func makeApplicationWindow(title: String) throws -> (Application, ApplicationWindow) {
        try requireDisplay()
        applications += 1
        let app = Application(id: "io.github.vsmgtk.KitKeys\(applications)", flags: [.nonUnique])
        try app.register()
        let window = ApplicationWindow(application: app)
        window.title = title
        window.setDefaultSize(300, height: 200)
        return (app, window)
    }

    func test_pressingAnAccelerator_runsItsAction() throws {
        try MainActor.assumeIsolated {
            let (app, window) = try Self.makeApplicationWindow(title: "Accelerators")
            defer { app.quit() }
            window.child = Label("Press a key")
            let reloads = Calls(), saves = Calls(), helps = Calls()
            window.addAction(named: "reload") { reloads.record() }
            window.addAction(named: "save") { saves.record() }
            window.addAction(named: "help") { helps.record() }
            app.setAccelsForAction("win.reload", accels: ["<Control>r", "F5"])
            app.setAccelsForAction("win.save", accels: ["<Primary>s"])
            app.setAccelsForAction("win.help", accels: ["<Control>question"])
            window.present()
            defer { window.destroy() }
            let user = TestUser(window)

            try user.press("<Control>r")
            XCTAssertEqual(reloads.count, 1)
            try user.press("F5")
            XCTAssertEqual(reloads.count, 2)
            try user.press("<Control>s")
            XCTAssertEqual(saves.count, 1)
            try user.press("<Control>question")
            XCTAssertEqual(helps.count, 1, "a shifted key: Shift is pressed for it")
            try user.press("<Control>z")
            XCTAssertEqual([reloads.count, saves.count, helps.count], [2, 1, 1], "an unbound key runs nothing")
        }
    }

    /// A key that opens a modal window or a popover hands the rest of the keystroke to it
    /// (the releases go there, as a person's would): `press` still returns once the keys are
    /// handled, instead of waiting for releases this window never gets.
    func test_aKeyThatOpensAModalWindowOrAPopover_returnsOnceHandled() throws {
        try MainActor.assumeIsolated {
            let (app, window) = try Self.makeApplicationWindow(title: "Menu and dialog")
            defer { app.quit() }
            let menuButton = MenuButton(menu: Menu(), primary: true)
            window.child = menuButton
            let dialog = Window()
            dialog.title = "Modal"
            dialog.modal = true
            dialog.transientFor = window
            window.addAction(named: "open") { dialog.present() }
            app.setAccelsForAction("win.open", accels: ["<Control>o"])
            window.present()
            defer { window.destroy(); dialog.destroy() }
            let user = TestUser(window)

            try user.press("F10")
            user.waitUntil("the primary menu") { menuButton.isPopoverShown }
            menuButton.popdown()
            user.waitUntil("the menu closed") { !menuButton.isPopoverShown }

            try user.press("<Control>o")
            user.waitUntil("the modal window") { dialog.mapped }
        }
    }

    /// An open popover grabs the keyboard: keys typed then reach it (its surface, not the
    /// window's), and `press` returns once the popover has handled them.
    func test_keysTypedWhileAPopoverIsOpen_reachThePopover() throws {
        try MainActor.assumeIsolated {
            let (app, window) = try Self.makeApplicationWindow(title: "Keys in a menu")
            defer { app.quit() }
            let menu = Menu()
            menu.append("First", detailedAction: "win.first")
            menu.append("Second", detailedAction: "win.second")
            menu.append("Third", detailedAction: "win.third")
            let menuButton = MenuButton(menu: menu, primary: true)
            window.child = menuButton
            let firsts = Calls(), seconds = Calls(), thirds = Calls()
            window.addAction(named: "first") { firsts.record() }
            window.addAction(named: "second") { seconds.record() }
            window.addAction(named: "third") { thirds.record() }
            window.present()
            defer { window.destroy() }
            let user = TestUser(window)

            try user.press("F10")
            user.waitUntil("the primary menu") { menuButton.isPopoverShown }
            try user.press("Down")
            try user.press("Down")
            try user.press("Return")
            user.waitUntil("the menu closed") { !menuButton.isPopoverShown }
            // The menu opens with its first item focused.
            XCTAssertEqual([firsts.count, seconds.count, thirds.count], [0, 0, 1], "Down, Down, Return chose the third item")
        }
    }

    func test_aKeyGTKDoesNotKnow_isRefusedWithTheSyntax() throws {
        try MainActor.assumeIsolated {
            let kit = try KitWindow(buttonXML("save", "Save"))
            defer { kit.window.destroy() }
            XCTAssertThrowsError(try kit.user.press("<Ctrl>+S")) { error in
                XCTAssertEqual((error as? ViewTestError)?.message,
                               "cannot press “<Ctrl>+S”: not a key as GTK accelerators write them (<Control>s, Return, F1)")
            }
        }
    }

    private static let fields = """
        <child><object class="GtkEntry" id="name">
          <accessibility><property name="label">Name</property></accessibility>
        </object></child>
        <child><object class="GtkEntry" id="filled">
          <property name="text">old text</property>
          <accessibility><property name="label">Filled</property></accessibility>
        </object></child>
        <child><object class="GtkEntry" id="locked">
          <property name="editable">false</property>
          <accessibility><property name="label">Locked</property></accessibility>
        </object></child>
        <child><object class="GtkLabel" id="caption"><property name="label">Caption</property></object></child>
        """

    func test_typingIntoAField_reachesItThroughTheKeyboard_evenCharactersTheLayoutLacks() throws {
        try MainActor.assumeIsolated {
            let kit = try KitWindow(Self.fields)
            defer { kit.window.destroy() }
            let entry = try kit.builder.object(Entry.self, id: "name")
            let changes = Calls()
            entry.onChanged { changes.record() }

            try kit.user.type("Alice Liddell, Wörld! 🐇", into: .textBox("Name"))
            XCTAssertEqual(entry.text, "Alice Liddell, Wörld! 🐇")
            XCTAssertEqual(changes.count, 23, "one change per key typed: 23 Unicode scalars")
            XCTAssertTrue(entry.hasFocus() || kit.window.focus?.parent === entry, "the click focused the field")
        }
    }

    func test_typingIntoAFieldThatHoldsText_replacesIt() throws {
        try MainActor.assumeIsolated {
            let kit = try KitWindow(Self.fields)
            defer { kit.window.destroy() }
            try kit.user.type("new", into: .textBox("Filled"))
            XCTAssertEqual(try kit.builder.object(Entry.self, id: "filled").text, "new")
            try kit.user.type("", into: .textBox("Filled"))
            XCTAssertEqual(try kit.builder.object(Entry.self, id: "filled").text, "", "typing nothing clears it")
        }
    }

    func test_returnInAField_activatesIt() throws {
        try MainActor.assumeIsolated {
            let kit = try KitWindow(Self.fields)
            defer { kit.window.destroy() }
            let activations = Calls()
            try kit.builder.object(Entry.self, id: "name").onActivate { _ in activations.record() }
            try kit.user.type("Bob\n", into: .textBox("Name"))
            XCTAssertEqual(activations.count, 1)
            try kit.user.press("Return")
            XCTAssertEqual(activations.count, 2, "the field keeps the focus")
        }
    }

    func test_aFieldThatIsNotEditable_orNotAField_cannotBeTypedInto() throws {
        try MainActor.assumeIsolated {
            let kit = try KitWindow(Self.fields)
            defer { kit.window.destroy() }
            XCTAssertThrowsError(try kit.user.type("x", into: .textBox("Locked"))) { error in
                XCTAssertEqual((error as? ViewTestError)?.message, "cannot type into text-box “Locked”: it is not editable")
            }
            XCTAssertEqual(try kit.builder.object(Entry.self, id: "locked").text, "")
            XCTAssertThrowsError(try kit.user.type("x", into: .label("Caption"))) { error in
                XCTAssertEqual((error as? ViewTestError)?.message,
                               "cannot type into label “Caption”: it is a GtkLabel, not a text field")
            }
        }
    }
}
