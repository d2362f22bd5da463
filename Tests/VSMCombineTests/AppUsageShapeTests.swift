import OpenCombine
import VSM
import VSMCombine
import XCTest

// The exact shape the app writes (cross-team contract): a @MainActor open base class from
// "another module", a final subclass with @RenderedViewState, `Self.render`, and a publisher
// action observed through `$state`. It must compile in Swift 6 mode with zero warnings.

@MainActor
open class ShapeViewController {
    public init() {}
    open func viewDidAppear() {}
}

enum ShapeLoadState: Equatable {
    case initialized(ShapeLoaderModel)
    case loading
    case loaded(String)
}

struct ShapeLoaderModel: Equatable {
    let name: String

    func load() -> AnyPublisher<ShapeLoadState, Never> {
        Just(.loading)
            .append(Just(.loaded(name)))
            .eraseToAnyPublisher()
    }
}

final class ShapeLoadUserProfileViewController: ShapeViewController {
    @RenderedViewState var state: ShapeLoadState
    private(set) var rendered: [ShapeLoadState] = []

    init(state: ShapeLoadState) {
        _state = .init(wrappedValue: state, render: Self.render)
        super.init()
    }

    func render() {
        switch state {
        case .initialized, .loading, .loaded:
            rendered.append(state)
        }
    }

    override func viewDidAppear() {
        if case .initialized(let model) = state {
            $state.observe(model.load())
        }
    }
}

// XCTest on Linux cannot run a @MainActor test class, nor a synchronous @MainActor test method
// (its test discovery casts methods to nonisolated types and traps), so every test method is
// an async @MainActor method.
final class AppUsageShapeTests: XCTestCase {
    @MainActor
    func testAppShapeRendersInitialStateThenEveryPublishedStateSynchronously() async {
        let model = ShapeLoaderModel(name: "ada")
        let controller = ShapeLoadUserProfileViewController(state: .initialized(model))
        XCTAssertEqual(controller.rendered, [], "nothing renders before rendering starts")

        controller.viewDidAppear()

        XCTAssertEqual(controller.rendered, [.initialized(model), .loading, .loaded("ada")])
        XCTAssertEqual(controller.state, .loaded("ada"))
    }
}
