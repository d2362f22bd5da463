import Dispatch
import OpenCombine
import OpenCombineDispatch
import VSM
import VSMCombine

// WORKAROUND for wip/core 9d384ae: VSMCombine's `observe(_:)` passes closures to
// `sink` that Swift 6 infers as main-actor isolated (non-Sendable closures formed in
// a @MainActor context), so a value published on a background thread (every real
// repository result) fails the runtime isolation check and crashes in
// `dispatch_assert_queue`. Until the core marks those closures `@Sendable`, the app's
// actions are delivered to the main queue first. This overload is more specific than
// the generic one, so the call sites keep the specification's shape:
// `$state.observe(model.load())`. Delete this file once the core is fixed.
extension RenderedStateContainer {
    /// Observes `statePublisher` with its values delivered on the main queue.
    /// Same cancellation and ordering guarantees as VSMCombine's `observe(_:)`.
    func observe(_ statePublisher: AnyPublisher<State, Never>) {
        stateContainer.observe(statePublisher.receive(on: DispatchQueue.main.ocombine))
    }
}
