import CGLib
import Gtk

/// An expense, declared as a GType from Swift, with one property of each supported type,
/// two signals and one Swift-only stored property.
final class Expense: GLib.Object, ObjectSubclass {
    static let title = ObjectProperty<String>("title", default: "")
    static let amount = ObjectProperty<Double>("amount", default: 0)
    static let quantity = ObjectProperty<Int>("quantity", default: 1)
    static let serial = ObjectProperty<Int64>("serial", default: 0)
    static let day = ObjectProperty<Int32>("day", default: 1)
    static let paid = ObjectProperty<Bool>("paid", default: false)
    static var properties: [any AnyObjectProperty] { [title, amount, quantity, serial, day, paid] }
    /// Passes the title and by how much the amount is over the limit.
    static let overBudget = ObjectSignal("over-budget", arguments: String.self, Double.self)
    static let cleared = ObjectSignal("cleared")
    static var signals: [any AnyObjectSignal] { [overBudget, cleared] }
    override class var gType: GType { registeredType }

    var title: String { get { self[Self.title] } set { self[Self.title] = newValue } }
    var amount: Double { get { self[Self.amount] } set { self[Self.amount] = newValue } }
    var quantity: Int { get { self[Self.quantity] } set { self[Self.quantity] = newValue } }
    var serial: Int64 { get { self[Self.serial] } set { self[Self.serial] = newValue } }
    var day: Int32 { get { self[Self.day] } set { self[Self.day] = newValue } }
    var paid: Bool { get { self[Self.paid] } set { self[Self.paid] = newValue } }

    /// Swift-only state: lives in the wrapper.
    var note = ""

    /// Emits `over-budget` when the amount is over `limit`.
    func check(limit: Double) {
        if amount > limit { emit(Self.overBudget, title, amount - limit) }
    }

    convenience init(_ title: String, amount: Double) {
        self.init()
        self.title = title
        self.amount = amount
    }
}
