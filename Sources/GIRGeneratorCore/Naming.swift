/// Naming rules: how GIR and C names become Swift names. Pure functions.
public enum Naming {
    /// Swift's reserved words that cannot be used as plain identifiers.
    static let keywords: Set<String> = [
        "associatedtype", "class", "deinit", "enum", "extension", "fileprivate", "func", "import",
        "init", "inout", "internal", "let", "open", "operator", "private", "precedencegroup",
        "protocol", "public", "rethrows", "static", "struct", "subscript", "typealias", "var",
        "break", "case", "catch", "continue", "default", "defer", "do", "else", "fallthrough",
        "for", "guard", "if", "in", "repeat", "return", "throw", "switch", "where", "while",
        "Any", "as", "false", "is", "nil", "self", "Self", "super", "throws", "true", "try",
        "Type", "Protocol",
    ]

    /// Swift standard type names the generated code uses: a generated type of that name
    /// (GLib's `String`, `Array`, `Error` records) would shadow it in its module, and in every
    /// module that imports it (Swift prefers a module's declaration to the standard library's
    /// it imports): GIO's `Task` would take the place of Swift's `Task` in every app.
    public static let reservedTypeNames: Set<String> = [
        "String", "Array", "Bool", "Int", "Double", "Float", "Character", "Optional", "Result", "Void",
        "Any", "Never", "Error", "Set", "Dictionary", "Object", "Type", "Protocol", "Self", "Sendable",
        "Hashable", "OptionSet", "RawRepresentable", "Task",
    ]

    /// `visible_child_name` or `reveal-child` → `visibleChildName`, `revealChild`.
    public static func lowerCamelCase(_ name: String) -> String {
        let words = name.split(whereSeparator: { $0 == "_" || $0 == "-" }).map(String.init)
        guard let first = words.first else { return name }
        return first.lowercased() + words.dropFirst().map(capitalized).joined()
    }

    /// `visible_child` → `VisibleChild`.
    public static func upperCamelCase(_ name: String) -> String {
        name.split(whereSeparator: { $0 == "_" || $0 == "-" }).map { capitalized(String($0)) }.joined()
    }

    private static func capitalized(_ word: String) -> String {
        guard let first = word.first else { return word }
        return first.uppercased() + word.dropFirst()
    }

    /// An identifier usable in Swift: keywords in backticks, a leading digit prefixed with `_`.
    public static func escaped(_ identifier: String) -> String {
        if let first = identifier.first, first.isNumber { return "_" + identifier }
        return keywords.contains(identifier) ? "`\(identifier)`" : identifier
    }

    /// A method's Swift name: the C symbol after the type's prefix, in lowerCamelCase
    /// (`gtk_stack_set_visible_child_name` with prefix `gtk_stack_` → `setVisibleChildName`).
    /// A symbol without that prefix (or a callable that shadows another) keeps its GIR name.
    public static func methodName(cIdentifier: String?, girName: String, prefix: String, shadows: String?) -> String {
        if shadows == nil, let cIdentifier, cIdentifier.hasPrefix(prefix), cIdentifier.count > prefix.count {
            return escaped(lowerCamelCase(String(cIdentifier.dropFirst(prefix.count))))
        }
        return escaped(lowerCamelCase(girName))
    }

    /// A parameter's Swift name (`icon_name` → `iconName`); `self` becomes `self_`.
    public static func parameterName(_ girName: String) -> String {
        let name = lowerCamelCase(girName)
        if name == "self" { return "self_" }
        return escaped(name)
    }

    /// An enumeration or bitfield member's Swift name (`slide_left_right` → `slideLeftRight`,
    /// `2x2` → `_2x2`).
    public static func memberName(_ girName: String) -> String {
        escaped(lowerCamelCase(girName))
    }

    /// Names of requirements of the standard library's protocols a wrapper may well conform
    /// to (`CustomStringConvertible`, `CustomDebugStringConvertible`, `Hashable`): a
    /// property of that name and another type would make the conformance impossible and
    /// `String(describing:)` would not use it, so it gets the suffix `Text`
    /// (`AdwStatusPage:description` → `descriptionText`).
    static let protocolRequirementNames: Set<String> = ["description", "debugDescription", "hashValue"]

    /// Names a member cannot have even in backticks (`self`, `init`): a getter of that name
    /// stays a method.
    static let unusableMemberNames: Set<String> = ["self", "Self", "Type", "Protocol", "init", "deinit", "subscript", "super"]

    /// A property's Swift name (`reveal-child` → `revealChild`, `description` →
    /// `descriptionText`).
    public static func propertyName(_ girName: String) -> String {
        let name = lowerCamelCase(girName)
        return escaped(protocolRequirementNames.contains(name) ? name + "Text" : name)
    }

    /// The property a zero-argument getter becomes, as gtk-rs drops `get_`: `getVisibleChild`
    /// → `visibleChild`, `getNItems` → `nItems`, `getDescription` → `descriptionText`.
    /// `nil` when the method is not `get` followed by a word (`getting`, `get2d`) or the
    /// name cannot be a property (`getSelf`); `is_`/`has_` methods are not getters here.
    public static func accessorPropertyName(getterName: String) -> String? {
        guard getterName.hasPrefix("get"), let first = getterName.dropFirst(3).first, first.isUppercase else { return nil }
        let name = first.lowercased() + getterName.dropFirst(4)
        guard !unusableMemberNames.contains(name) else { return nil }
        return escaped(protocolRequirementNames.contains(name) ? name + "Text" : name)
    }

    /// The setter that pairs with a getter (`getVisibleChild` → `setVisibleChild`).
    public static func setterName(getterName: String) -> String {
        "set" + getterName.dropFirst(3)
    }

    /// A signal's handler method (`close-request` → `onCloseRequest`).
    public static func signalHandlerName(_ girName: String) -> String {
        "on" + upperCamelCase(girName)
    }

    /// The first argument label of a named constructor: `new_with_mnemonic` → `mnemonic`,
    /// `new_from_icon_name` → `iconName`, `new_for_path` → `path`; `nil` for plain `new`.
    public static func constructorLabel(_ girName: String) -> String? {
        guard girName != "new" else { return nil }
        var rest = girName
        if rest.hasPrefix("new_") { rest.removeFirst(4) }
        for filler in ["with_", "from_", "for_"] where rest.hasPrefix(filler) {
            rest.removeFirst(filler.count)
            break
        }
        return rest.isEmpty ? nil : lowerCamelCase(rest)
    }

    /// The compilation condition for API that appeared in `version` of namespace
    /// `namespace`: `GTK_4_10`, `ADW_1_4`. `nil` when the version is not `major.minor…`.
    public static func versionCondition(namespace: String, version: String) -> String? {
        let parts = version.split(separator: ".")
        guard parts.count >= 2, let major = Int(parts[0]), let minor = Int(parts[1]) else { return nil }
        return "\(namespace.uppercased())_\(major)_\(minor)"
    }

    /// Whether `version` is newer than `floor` (both `major.minor[.micro]`).
    public static func isNewer(_ version: String, than floor: String) -> Bool {
        let lhs = version.split(separator: ".").map { Int($0) ?? 0 }
        let rhs = floor.split(separator: ".").map { Int($0) ?? 0 }
        for index in 0..<max(lhs.count, rhs.count) {
            let left = index < lhs.count ? lhs[index] : 0
            let right = index < rhs.count ? rhs[index] : 0
            if left != right { return left > right }
        }
        return false
    }
}
