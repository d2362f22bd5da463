import VSM

extension StateRecorder {
    /// Records every state `container` sets from now on (its didSet observation: what a
    /// view renders), whatever action set it. The current state is not recorded.
    ///
    /// Main actor. The recording never finishes by itself (a container has no end); it stops
    /// with ``cancel()`` or when the recorder goes. Use it to test an action through a real
    /// container — its cancellation, its debouncing (with a ``ManualClock``), the states
    /// that land and those that must not.
    @MainActor
    public convenience init(recording container: some StateObserving<State>) {
        self.init()
        let token = container.observeDidSet { [weak self] state in
            self?.record(state)
        }
        setCancellation { token.cancel() }
    }
}
