import OpenCombine
import TestSupport
import VSM
import VSMCombine
import XCTest

/// The publisher shape with a class model that is not `Sendable` (VSMTests'
/// `NonSendableModelTests` covers the other shapes): the specification's
/// `Just(.loading).merge(with:)` built by the model from itself, observed from a state the view
/// read.
final class NonSendableModelPublisherTests: XCTestCase {
    final class EditorModel {
        let subject = PassthroughSubject<EditorState, Never>()
        private(set) var saves = 0

        func save(_ name: String) -> AnyPublisher<EditorState, Never> {
            saves += 1
            return Just(EditorState.saving)
                .merge(with: subject)
                .eraseToAnyPublisher()
        }
    }

    enum EditorState {
        case editing(EditorModel)
        case saving
        case saved(String, EditorModel)

        var label: String {
            switch self {
            case .editing: "editing"
            case .saving: "saving"
            case .saved(let name, _): "saved \(name)"
            }
        }
    }

    @MainActor
    func testPublisherBuiltByAClassModelFromTheState() async {
        let model = EditorModel()
        let container = StateContainer(state: EditorState.editing(model))
        var labels: [String] = []
        let token = container.observeDidSet { labels.append($0.label) }

        guard case .editing(let editor) = container.state else { return XCTFail("not editing") }
        container.observe(editor.save("ada"))

        XCTAssertEqual(labels, ["saving"], "Just's state lands before observe returns")
        editor.subject.send(.saved("ada", editor))
        XCTAssertEqual(labels, ["saving", "saved ada"], "a main-thread send lands synchronously")
        XCTAssertEqual(model.saves, 1)

        // A newer action cancels the merge: later sends are dropped.
        container.observe(.editing(editor))
        editor.subject.send(.saved("late", editor))
        await drainMainActor()
        XCTAssertEqual(labels, ["saving", "saved ada", "editing"])
        token.cancel()
    }
}
