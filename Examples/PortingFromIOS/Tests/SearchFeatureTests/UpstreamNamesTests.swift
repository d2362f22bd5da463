import VSM
import XCTest
@testable import SearchFeature

/// A search made off the main actor and handed to the container whole, as 2.0 code may:
/// `observe(_ nextState: sending State)`.
@concurrent
private func showEveryone(in container: AsyncStateContainer<SearchViewState>) async {
    let directory = ProfileDirectory(names: ["Ada Lovelace"])
    let names = await directory.search("")
    await container.observe(SearchViewState(directory: directory, results: .found(names)))
}

/// Names and signatures of the Apple library's 2.0 that the other tests do not use.
final class UpstreamNamesTests: XCTestCase {
    @MainActor
    func testTheSearchSequenceIsItsOwnIterator() async throws {
        let container: AsyncStateContainer<SearchViewState> =
            StateContainer(state: SearchViewState(directory: ProfileDirectory(names: ["Grace Hopper"])))
        var sequence = container.state.search("hopper")

        let first = try await sequence.next()
        let second = try await sequence.next()
        let end = try await sequence.next()

        XCTAssertEqual(first?.results, .searching)
        XCTAssertEqual(second?.results, .found(["Grace Hopper"]))
        XCTAssertNil(end)
    }

    @MainActor
    func testAStateMadeOffTheMainActorIsHandedOver() async {
        let container = AsyncStateContainer(state: SearchViewState(directory: ProfileDirectory(names: [])))
        await showEveryone(in: container)
        XCTAssertEqual(container.state.results, .found(["Ada Lovelace"]))
    }
}
