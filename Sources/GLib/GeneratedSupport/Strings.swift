import CGLib

// Strings and string arrays between C and Swift. `…take…` functions free what they are
// given (transfer full); the others only copy (transfer none).

/// A copy of a borrowed C string, or `nil` for `NULL`.
@_spi(GeneratedBindings) public func girString(_ text: UnsafePointer<CChar>?) -> String? {
    text.map { String(cString: $0) }
}

/// A copy of a borrowed C string, or `nil` for `NULL`.
@_spi(GeneratedBindings) public func girString(_ text: UnsafeMutablePointer<CChar>?) -> String? {
    text.map { String(cString: $0) }
}

/// A copy of an owned C string, which is then freed; `nil` for `NULL`.
@_spi(GeneratedBindings) public func girTakeString(_ text: UnsafeMutablePointer<CChar>?) -> String? {
    guard let text else { return nil }
    defer { g_free(text) }
    return String(cString: text)
}

/// A copy of an owned C string declared `const` in C, which is then freed.
@_spi(GeneratedBindings) public func girTakeString(_ text: UnsafePointer<CChar>?) -> String? {
    girTakeString(UnsafeMutablePointer(mutating: text))
}

/// A new `NULL`-terminated C array of new C strings: free it with `g_strfreev`.
@_spi(GeneratedBindings) public func girStrvDup(_ strings: [String]) -> UnsafeMutablePointer<UnsafeMutablePointer<CChar>?> {
    // g_strfreev frees with g_free: allocate the array with GLib, not Swift.
    let raw = g_malloc0(gsize((strings.count + 1) * MemoryLayout<UnsafeMutablePointer<CChar>?>.stride))!
    let glibArray = raw.bindMemory(to: UnsafeMutablePointer<CChar>?.self, capacity: strings.count + 1)
    for (index, string) in strings.enumerated() { glibArray[index] = g_strdup(string) }
    glibArray[strings.count] = nil
    return glibArray
}

/// The same array typed as C's `const char * const *`.
@_spi(GeneratedBindings) public func girConstStrv(_ array: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>) -> UnsafeMutablePointer<UnsafePointer<CChar>?> {
    UnsafeMutableRawPointer(array).assumingMemoryBound(to: UnsafePointer<CChar>?.self)
}

private func collect<Element>(_ array: UnsafePointer<Element?>, _ string: (Element) -> String) -> [String] {
    var result: [String] = []
    var index = 0
    while let element = array[index] {
        result.append(string(element))
        index += 1
    }
    return result
}

/// Copies a borrowed `NULL`-terminated string array; `nil` for `NULL`.
@_spi(GeneratedBindings) public func girStrings(_ array: UnsafePointer<UnsafePointer<CChar>?>?) -> [String]? {
    array.map { collect($0) { String(cString: $0) } }
}

/// Copies a borrowed `NULL`-terminated string array; `nil` for `NULL`.
@_spi(GeneratedBindings) public func girStrings(_ array: UnsafeMutablePointer<UnsafePointer<CChar>?>?) -> [String]? {
    array.map { collect(UnsafePointer($0)) { String(cString: $0) } }
}

/// Copies a borrowed `NULL`-terminated string array; `nil` for `NULL`.
@_spi(GeneratedBindings) public func girStrings(_ array: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?) -> [String]? {
    array.map { collect(UnsafePointer($0)) { String(cString: $0) } }
}

/// Copies an owned string array and frees it and its strings (`g_strfreev`).
@_spi(GeneratedBindings) public func girTakeStrings(_ array: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?) -> [String]? {
    guard let array else { return nil }
    defer { g_strfreev(array) }
    return collect(UnsafePointer(array)) { String(cString: $0) }
}

/// Copies an owned string array and frees it and its strings.
@_spi(GeneratedBindings) public func girTakeStrings(_ array: UnsafeMutablePointer<UnsafePointer<CChar>?>?) -> [String]? {
    girTakeStrings(array.map { UnsafeMutableRawPointer($0).assumingMemoryBound(to: UnsafeMutablePointer<CChar>?.self) })
}

/// Copies a string array whose container is owned (transfer container): frees the array only.
@_spi(GeneratedBindings) public func girTakeStringsContainer(_ array: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?) -> [String]? {
    guard let array else { return nil }
    defer { g_free(array) }
    return collect(UnsafePointer(array)) { String(cString: $0) }
}

/// Copies a string array whose container is owned (transfer container): frees the array only.
@_spi(GeneratedBindings) public func girTakeStringsContainer(_ array: UnsafeMutablePointer<UnsafePointer<CChar>?>?) -> [String]? {
    guard let array else { return nil }
    defer { g_free(array) }
    return collect(UnsafePointer(array)) { String(cString: $0) }
}
