import CGLib

// Object pointers between C and the runtime's wrappers.

/// `object` after checking that it is a `type` (a GType outside the generated namespaces,
/// whose Swift type is only `Object`): passing another object would make C misread it.
@_spi(GeneratedBindings) public func girChecked(_ object: UnsafeMutablePointer<GObject>, _ type: GType,
                       _ typeName: StaticString) -> UnsafeMutablePointer<GObject> {
    precondition(vsm_instance_is_a(object, type) != 0,
                 "expected a \(typeName), got a \(String(cString: vsm_object_type_name(object)))")
    return object
}

/// `object` with a new reference, for a C parameter that takes one (transfer full).
@_spi(GeneratedBindings) public func girRetained(_ object: UnsafeMutablePointer<GObject>) -> UnsafeMutablePointer<GObject> {
    g_object_ref(object)
    return object
}

/// The result of a C constructor, after checking it is of the class being initialized: a
/// subclass inherits its parent's convenience initializers, and `ApplicationWindow()`
/// through `Window.init()` would otherwise wrap a plain `GtkWindow` as an application window.
@_spi(GeneratedBindings) public func girConstructed(_ pointer: UnsafeMutableRawPointer, _ type: GType,
                           _ constructor: StaticString) -> UnsafeMutableRawPointer {
    precondition(vsm_instance_is_a(pointer, type) != 0, """
        \(constructor) made a \(String(cString: vsm_object_type_name(pointer))), \
        not a \(String(cString: g_type_name(type))): use the subclass's own initializer
        """)
    return pointer
}

/// Turns a floating reference into a normal one (a transfer-full result that is floating),
/// so that the wrapper's reference and the caller's are two, and the caller's can be
/// released with `girTakeFull`.
@_spi(GeneratedBindings) public func girSinkFloating(_ pointer: UnsafeMutableRawPointer) -> UnsafeMutableRawPointer {
    if g_object_is_floating(pointer) != 0 { g_object_ref_sink(pointer) }
    return pointer
}

/// Returns `wrapper` after releasing the reference a transfer-full result gave the caller
/// (the wrapper holds its own). Use with `girSinkFloating` on the same pointer.
@inlinable
@_spi(GeneratedBindings) public func girTakeFull<Wrapper>(_ pointer: UnsafeMutableRawPointer, _ wrapper: Wrapper) -> Wrapper {
    g_object_unref(pointer)
    return wrapper
}

/// `object` as a pointer to its C instance struct (`GtkButton`), for a C function that
/// takes one. Generated code calls this rather than spelling the conversion at each call
/// site: one call is less for the compiler to check and lower than the expression.
@inlinable
@_spi(GeneratedBindings) public func girCast<Instance>(_ object: UnsafeMutablePointer<GObject>,
                                                       to _: Instance.Type) -> UnsafeMutablePointer<Instance> {
    UnsafeMutableRawPointer(object).assumingMemoryBound(to: Instance.self)
}

/// `girCast(_:to:)` of an optional object: `nil` stays `nil`.
@inlinable
@_spi(GeneratedBindings) public func girCastOptional<Instance>(_ object: UnsafeMutablePointer<GObject>?,
                                                               to _: Instance.Type) -> UnsafeMutablePointer<Instance>? {
    guard let object else { return nil }
    return girCast(object, to: Instance.self)
}

/// `object` for a C function whose instance struct is not public (`OpaquePointer`).
@inlinable
@_spi(GeneratedBindings) public func girOpaque(_ object: UnsafeMutablePointer<GObject>) -> OpaquePointer {
    OpaquePointer(object)
}

/// `girOpaque(_:)` of an optional object: `nil` stays `nil`.
@inlinable
@_spi(GeneratedBindings) public func girOpaqueOptional(_ object: UnsafeMutablePointer<GObject>?) -> OpaquePointer? {
    guard let object else { return nil }
    return girOpaque(object)
}

/// The wrapper, as a `Wrapper`, of an object a C function returned without giving the caller
/// a reference; `nil` for `nil`, or when the object is not a `Wrapper` (see `Object.wrap`).
@MainActor
@_spi(GeneratedBindings) public func girWrap<Wrapper: Object>(_ pointer: UnsafeMutableRawPointer?,
                                                              _: Wrapper.Type) -> Wrapper? {
    guard let pointer else { return nil }
    return Wrapper.wrap(pointer)
}

/// `girWrap(_:_:)` of an object whose C instance struct is not public.
@MainActor
@_spi(GeneratedBindings) public func girWrap<Wrapper: Object>(_ pointer: OpaquePointer?,
                                                              _: Wrapper.Type) -> Wrapper? {
    guard let pointer else { return nil }
    return Wrapper.wrap(UnsafeMutableRawPointer(pointer))
}

/// An opaque record pointer as the C parameter wants it. GIR does not always say whether a
/// record's C struct is public (GLib's `GThread` and `GVariantBuilder` are, without GIR
/// fields): the parameter's type picks the overload, `OpaquePointer` or a typed pointer.
@inlinable
@_spi(GeneratedBindings) public func girPointer(_ pointer: OpaquePointer) -> OpaquePointer { pointer }

/// An opaque record pointer as a typed C pointer (see the `OpaquePointer` overload).
@inlinable
@_spi(GeneratedBindings) public func girPointer<Pointee>(_ pointer: OpaquePointer) -> UnsafeMutablePointer<Pointee> { .init(pointer) }

/// The data pointers of a `GList`, in order.
@_spi(GeneratedBindings) public func girListPointers(_ list: UnsafeMutablePointer<GList>?) -> [UnsafeMutableRawPointer] {
    var result: [UnsafeMutableRawPointer] = []
    var node = list
    while let current = node {
        if let data = current.pointee.data { result.append(data) }
        node = current.pointee.next
    }
    return result
}

/// The data pointers of a `GList` declared `const` in C, in order.
@_spi(GeneratedBindings) public func girListPointers(_ list: UnsafePointer<GList>?) -> [UnsafeMutableRawPointer] {
    girListPointers(UnsafeMutablePointer(mutating: list))
}

/// The data pointers of a `GSList` declared `const` in C, in order.
@_spi(GeneratedBindings) public func girSListPointers(_ list: UnsafePointer<GSList>?) -> [UnsafeMutableRawPointer] {
    girSListPointers(UnsafeMutablePointer(mutating: list))
}

/// The data pointers of a `GSList`, in order.
@_spi(GeneratedBindings) public func girSListPointers(_ list: UnsafeMutablePointer<GSList>?) -> [UnsafeMutableRawPointer] {
    var result: [UnsafeMutableRawPointer] = []
    var node = list
    while let current = node {
        if let data = current.pointee.data { result.append(data) }
        node = current.pointee.next
    }
    return result
}

/// A copy of `count` elements at `start` (an empty array for `NULL`).
@_spi(GeneratedBindings) public func girArray<Element>(_ start: UnsafePointer<Element>?, count: Int) -> [Element] {
    guard let start, count > 0 else { return [] }
    return Array(UnsafeBufferPointer(start: start, count: count))
}

/// A copy of `count` elements at `start` (an empty array for `NULL`).
@_spi(GeneratedBindings) public func girArray<Element>(_ start: UnsafeMutablePointer<Element>?, count: Int) -> [Element] {
    girArray(UnsafePointer(start), count: count)
}

/// A copy of `count` bytes at `start`, for data C types as `gconstpointer`.
@_spi(GeneratedBindings) public func girArray(_ start: UnsafeRawPointer?, count: Int) -> [UInt8] {
    guard let start, count > 0 else { return [] }
    return Array(UnsafeRawBufferPointer(start: start, count: count))
}

/// A copy of `count` bytes at `start`, for data C types as `gpointer`.
@_spi(GeneratedBindings) public func girArray(_ start: UnsafeMutableRawPointer?, count: Int) -> [UInt8] {
    girArray(UnsafeRawPointer(start), count: count)
}
