// Values of enumerations and flags between C and Swift.

// A C enumeration or flags type is imported with a `UInt32` raw value, or an `Int32` one when
// a member is negative; the generated Swift enum holds an `Int32` and the option set a
// `UInt32`. These four overloads keep the 32 bits as they are, whichever pair a call needs.
// Concrete functions rather than `init(truncatingIfNeeded:)`: that generic initializer is
// transparent, so the compiler would inline the standard library's generic conversion into
// every generated function that passes or returns such a value, and then work through it.

/// The bits of a C value as a Swift enum's raw value.
@_spi(GeneratedBindings) @inlinable public func girBits(_ value: UInt32) -> Int32 { Int32(bitPattern: value) }

/// The bits of a Swift enum's raw value as a C value.
@_spi(GeneratedBindings) @inlinable public func girBits(_ value: Int32) -> UInt32 { UInt32(bitPattern: value) }

/// A value whose C and Swift types are both `UInt32` (flags, or an enumeration without
/// negative members passed as its Swift option set).
@_spi(GeneratedBindings) @inlinable public func girBits(_ value: UInt32) -> UInt32 { value }

/// A value whose C and Swift types are both `Int32` (an enumeration with a negative member).
@_spi(GeneratedBindings) @inlinable public func girBits(_ value: Int32) -> Int32 { value }
