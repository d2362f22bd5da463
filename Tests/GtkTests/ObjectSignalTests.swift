import CGLib
import VSMGtkTesting
import XCTest
@testable import Gtk

/// Signals declared in Swift (`ObjectSignal`): registered with GLib under their name and C
/// signature, emitted and connected from Swift with typed values, and indistinguishable from
/// C signals for code that only knows the name.
final class ObjectSignalTests: XCTestCase {
    func testADeclaredSignalIsRegisteredWithItsCSignature() throws {
        try onMainActor {
            // As for C classes, signals exist once the class is initialized (a first instance).
            _ = Expense()
            let signalID = g_signal_lookup("over-budget", Expense.gType)
            XCTAssertNotEqual(signalID, 0, "registered on the class's GType")
            var query = GSignalQuery()
            g_signal_query(signalID, &query)
            XCTAssertEqual(query.itype, Expense.gType)
            XCTAssertEqual(query.return_type, vsm_type_none())
            XCTAssertEqual(query.n_params, 2)
            let parameters = try XCTUnwrap(query.param_types)
            XCTAssertEqual(parameters[0], g_type_from_name("gchararray"))
            XCTAssertEqual(parameters[1], g_type_from_name("gdouble"))
            XCTAssertEqual(query.signal_flags.rawValue & G_SIGNAL_RUN_LAST.rawValue, G_SIGNAL_RUN_LAST.rawValue)
            XCTAssertNotEqual(g_signal_lookup("cleared", Expense.gType), 0)
            XCTAssertEqual(g_signal_lookup("over-budget", g_object_get_type()), 0, "not on the parent type")
            XCTAssertEqual(Expense.overBudget.signature.description, "(gchararray, gdouble) -> void")
        }
    }

    func testHandlersGetTheEmitterAndTypedValuesInConnectionOrder() {
        onMainActor {
            let expense = Expense("rent", amount: 950)
            var calls: [String] = []
            expense.connect(Expense.overBudget) { emitter, title, over in
                XCTAssertTrue(emitter === expense, "the emitter's own wrapper")
                calls.append("first \(title) \(over)")
            }
            expense.connect(Expense.overBudget) { _, title, _ in calls.append("second \(title)") }
            expense.check(limit: 1000)
            XCTAssertEqual(calls, [], "not over the limit: no emission")
            expense.check(limit: 900)
            XCTAssertEqual(calls, ["first rent 50.0", "second rent"], "every handler, in connection order, before emit returns")
        }
    }

    func testASignalWithoutArgumentsAndItsDisconnection() {
        onMainActor {
            let expense = Expense()
            var count = 0
            let connection = expense.connect(Expense.cleared) { _ in count += 1 }
            expense.emit(Expense.cleared)
            XCTAssertEqual(count, 1)
            XCTAssertTrue(connection.isConnected)
            connection.disconnect()
            expense.emit(Expense.cleared)
            XCTAssertEqual(count, 1, "a disconnected handler no longer runs")
        }
    }

    func testCodeThatKnowsOnlyTheNameEmitsAndConnectsLikeForACSignal() throws {
        try onMainActor {
            let expense = Expense("taxi", amount: 30)
            var typed: [String] = []
            expense.connect(Expense.overBudget) { _, title, over in typed.append("\(title) \(over)") }
            var byName = 0
            // The name-based API checks the signature GLib reports, as for a signal from C.
            try expense.connect("cleared") { byName += 1 }
            XCTAssertThrowsError(try expense.connect("over-budget") {}) { error in
                guard case SignalError.signatureMismatch = error else { return XCTFail("\(error)") }
            }
            try expense.emit("cleared")
            XCTAssertEqual(byName, 1, "an emission by name reaches a handler connected by name")

            // An emission as C makes it: the instance and the arguments in GValues.
            let values = UnsafeMutablePointer<GValue>.allocate(capacity: 3)
            values.initialize(repeating: GValue(), count: 3)
            defer {
                for index in 0..<3 { g_value_unset(values + index) }
                values.deallocate()
            }
            g_value_init(values, Expense.gType)
            g_value_set_object(values, expense.gObject)
            g_value_init(values + 1, g_type_from_name("gchararray"))
            g_value_set_string(values + 1, "from C")
            g_value_init(values + 2, g_type_from_name("gdouble"))
            g_value_set_double(values + 2, 2.5)
            g_signal_emitv(values, g_signal_lookup("over-budget", Expense.gType), 0, nil)
            XCTAssertEqual(typed, ["from C 2.5"], "a C emission reaches the typed Swift handler")
        }
    }

    func testAHandlerIsReleasedWithItsInstance() {
        onMainActor {
            final class Token {}
            weak var weakToken: Token?
            do {
                let expense = Expense()
                let token = Token()
                weakToken = token
                expense.connect(Expense.cleared) { _ in _ = token }
            }
            XCTAssertNil(weakToken, "disposing the instance releases its handlers' closures")
        }
    }
}
