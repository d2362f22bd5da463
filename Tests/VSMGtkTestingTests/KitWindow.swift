import Gtk
import VSMGtkTesting
import XCTest

/// A window built from GtkBuilder XML for the kit's tests, presented, with its builder for
/// reaching widgets by id. Destroy it at the end (`defer { kit.window.destroy() }`).
@MainActor
struct KitWindow {
    let window: Window
    let builder: Builder
    let user: TestUser

    init(title: String = "Kit", width: Int = 360, height: Int = 420, _ content: String) throws {
        try requireDisplay()
        builder = try Builder.load(string: """
            <interface>
              <object class="GtkWindow" id="window">
                <property name="title">\(title)</property>
                <property name="default-width">\(width)</property>
                <property name="default-height">\(height)</property>
                <child>
                  <object class="GtkBox" id="root">
                    <property name="orientation">vertical</property>
                    <property name="spacing">4</property>
                    \(content)
                  </object>
                </child>
              </object>
            </interface>
            """)
        window = try builder.object(Window.self, id: "window")
        window.present()
        user = TestUser(window)
    }

    func button(_ id: String) throws -> Button { try builder.object(Button.self, id: id) }
}

/// Counts calls of a handler; main actor, like the handlers.
@MainActor
final class Calls {
    private(set) var count = 0
    func record() { count += 1 }
}

/// `<child><object class="GtkButton" id="…"><property name="label">…</property>…</object></child>`.
func buttonXML(_ id: String, _ label: String, _ properties: String = "") -> String {
    """
    <child><object class="GtkButton" id="\(id)"><property name="label">\(label)</property>\(properties)</object></child>
    """
}
