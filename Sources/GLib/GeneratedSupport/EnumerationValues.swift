// Values of enumerations and flags between C and Swift.

// A C enumeration or flags type is imported with a `UInt32` raw value, or an `Int32` one when
// a member is negative; the generated Swift enum holds an `Int32` and the option set a
// `UInt32`. These four overloads keep the 32 bits as they are, whichever pair a call needs.
// Concrete functions rather than `init(truncatingIfNeeded:)`: that generic initializer is
// transparent, so the compiler would inline the standard library's generic conversion into
// every generated function that passes or returns such a value, and then work through it.

/// The same 32 bits as an `Int32`: a C enumeration's value as the Swift enum's raw value, or an
/// option set's bits for a C type with a negative member.
@_spi(GeneratedBindings) @inlinable public func girBits(_ value: UInt32) -> Int32 { Int32(bitPattern: value) }

/// The same 32 bits as a `UInt32`: a Swift enum's raw value as its C enumeration's value, or a
/// C value with a negative member as an option set's bits.
@_spi(GeneratedBindings) @inlinable public func girBits(_ value: Int32) -> UInt32 { UInt32(bitPattern: value) }

/// The value unchanged: a C flags type's value and its option set's bits are both `UInt32`.
@_spi(GeneratedBindings) @inlinable public func girBits(_ value: UInt32) -> UInt32 { value }

/// The value unchanged: a C enumeration with a negative member and its Swift enum's raw value
/// are both `Int32`.
@_spi(GeneratedBindings) @inlinable public func girBits(_ value: Int32) -> Int32 { value }
