import CGLib
import Gtk
import VSMGtkTesting
import XCTest

/// A currency a drop-down offers: a Swift class GTK sees as a GObject with a `name`.
final class Currency: GLib.Object, ObjectSubclass {
    static let name = ObjectProperty<String>("name", default: "")
    static var properties: [any AnyObjectProperty] { [name] }
    override class var gType: GType { registeredType }

    var name: String { get { self[Self.name] } set { self[Self.name] = newValue } }
    /// Swift-only: the drop-down never sees it.
    var code = ""

    convenience init(_ name: String, code: String) {
        self.init()
        self.name = name
        self.code = code
    }
}

/// A `DropDown` whose items are Swift objects: it shows and searches the property an
/// expression names, and gives the chosen object back.
final class DropDownTests: XCTestCase {
    func testADropDownOfSwiftObjectsShowsTheirNameAndGivesTheChosenObjectBack() throws {
        try onMainActor {
            try requireDisplay()
            let currencies = Gio.ListStore(itemType: Currency.gType)
            [Currency("Euro", code: "EUR"), Currency("Swiss franc", code: "CHF"),
             Currency("Yen", code: "JPY")].forEach(currencies.append)
            let name = PropertyExpression(thisType: Currency.gType, expression: nil, propertyName: "name")
            let dropDown = DropDown(model: currencies, expression: name)
            dropDown.enableSearch = true   // typing filters by the same expression
            var chosen: [String] = []
            dropDown.onNotify(.selected) { dropDown in
                if let currency = dropDown.selectedItem as? Currency { chosen.append(currency.code) }
            }

            let window = Window()
            defer { window.destroy() }
            window.child = dropDown
            window.present()
            let user = TestUser(window)
            _ = try user.find(.label("Euro"))   // the first item, shown in the button
            dropDown.selected = 1
            XCTAssertEqual((dropDown.selectedItem as? Currency)?.code, "CHF", "the Swift object, with its Swift state")
            XCTAssertEqual(chosen, ["CHF"])
            _ = try user.find(.label("Swiss franc"))
        }
    }
}
