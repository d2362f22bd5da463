import CGLib

/// Every wrapper: gives typed signal methods a precise `Self`, so a handler receives the
/// emitter as its own class (`button.onClicked { button in … }` gets a `Button`, a
/// subclass's `onMap` gets the subclass).
///
/// Handlers that receive the emitter need not capture it, which avoids the reference
/// cycle of an object whose own handler holds its wrapper. The emitter is passed only
/// while its wrapper is alive (always, during an emission: the object's references keep
/// its wrapper; see `Object`).
@MainActor
public protocol SignalEmitter: Object {}

extension Object: SignalEmitter {}

extension SignalEmitter {
    /// Runs `handler` with the emitter each time the property named `property` changes
    /// (`notify::<property>`; GLib emits it on every set, even to an equal value, unless
    /// the property is explicit-notify). Throws `SignalError.unknownProperty` when the
    /// type has no such property.
    @discardableResult
    public func onNotify(_ property: String,
                         _ handler: @escaping @MainActor (Self, ParamSpec) -> Void) throws -> SignalConnection {
        try connect("notify::\(property)", expecting: .notify, emitterHandler(handler))
    }

    /// Runs `handler` with the emitter each time `property` changes (`notify::<property>`;
    /// GLib emits it on every set, even to an equal value, unless the property is
    /// explicit-notify): `dropDown.onNotify(.selected) { dropDown in … }`. Main actor, inside
    /// the emission; the emitter is passed weakly (the handler need not capture it).
    @discardableResult
    public func onNotify(_ property: PropertyName<Self>,
                         _ handler: @escaping @MainActor (Self) -> Void) -> SignalConnection {
        connectKnown("notify::\(property.gObjectName)", expecting: .notify) { [weak self] _ in
            guard let self else { return }
            handler(self)
        }
    }

    /// Runs `handler` with the emitter and the changed property after each property change.
    @discardableResult
    public func onNotify(_ handler: @escaping @MainActor (Self, ParamSpec) -> Void) -> SignalConnection {
        connectKnown("notify", expecting: .notify, emitterHandler(handler))
    }

    private func emitterHandler(_ handler: @escaping @MainActor (Self, ParamSpec) -> Void)
        -> @MainActor (SignalArguments) -> Void {
        { [weak self] arguments in
            guard let self, let spec = arguments.paramSpec(at: 1) else { return }
            handler(self, spec)
        }
    }

    /// Connects a known `() -> void` signal to a handler that receives the emitter.
    package func connectKnown(_ signal: String,
                      withEmitter handler: @escaping @MainActor (Self) -> Void) -> SignalConnection {
        connectKnown(signal, expecting: .void) { [weak self] _ in
            guard let self else { return }
            handler(self)
        }
    }
}
