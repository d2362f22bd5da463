/// A GObject property of `Owner`, by name, checked at compile time: the generated bindings
/// declare one for every property they wrap, as a constrained static member, so
/// `dropDown.onNotify(.selected) { dropDown in … }` offers exactly the properties a
/// `DropDown` has (its own, its ancestors' and its interfaces') and a misspelled name does
/// not compile.
///
/// Properties a Swift subclass declares (`ObjectProperty`) are notified with the
/// string-named `onNotify(_:_:)`.
public struct PropertyName<Owner: Object>: Hashable, Sendable {
    /// The property's GObject name (`"selected"`, `"reveal-child"`).
    public let gObjectName: String

    /// A name the generated bindings vouch for: the property exists on `Owner`.
    @_spi(GeneratedBindings) public init(gObjectName: String) {
        self.gObjectName = gObjectName
    }
}
