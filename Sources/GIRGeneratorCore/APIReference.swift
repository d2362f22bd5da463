/// The API reference of one generated namespace: its pages (a type with its members, or the
/// module's functions and constants), made of the declarations the emitter wrote.
public struct APIReference: Sendable, Equatable {
    /// One page: a generated file's declarations.
    public struct Page: Sendable, Equatable {
        /// What the page documents, for the index's sections.
        public enum Kind: String, Sendable, CaseIterable {
            case classType = "Classes"
            case interface = "Interfaces"
            case record = "Records"
            case enumeration = "Enumerations"
            case bitfield = "Bitfields"
            case functions = "Functions and constants"
        }

        /// The page's name: the type's (`ColumnView`), or the file's stem (`GtkFunctions`).
        public let name: String
        public let kind: Kind
        /// The type's own declaration; nil on a page of module functions.
        public let declaration: RecordedDeclaration?
        /// Every other declaration of the file, in the order written: members, extensions
        /// (signals, conformances, functions of an enumeration) and their members.
        public let members: [RecordedDeclaration]
    }

    /// The GIR namespace (`Gtk`).
    public let namespace: String
    /// Its version (`4.0`).
    public let version: String
    /// The Swift module its bindings are in (`Gtk`; `GLib` for GObject).
    public let module: String
    /// The pages, by name.
    public let pages: [Page]

    /// The reference of the declarations recorded per generated file.
    init(namespace: String, version: String, module: String, declarations: [String: [RecordedDeclaration]]) {
        self.namespace = namespace
        self.version = version
        self.module = module
        pages = declarations.keys.sorted().compactMap { file in
            let recorded = declarations[file] ?? []
            guard !recorded.isEmpty else { return nil }
            let name = file.hasSuffix(".swift") ? String(file.dropLast(".swift".count)) : file
            let first = recorded[0]
            if first.depth == 0, let kind = Self.kind(of: first.signature) {
                return Page(name: name, kind: kind, declaration: first, members: Array(recorded.dropFirst()))
            }
            return Page(name: name, kind: .functions, declaration: nil, members: recorded)
        }
    }

    /// The kind of a type's declaration, or nil for one that declares no type.
    static func kind(of signature: String) -> Page.Kind? {
        let words = Set(signature.split(separator: " ").map(String.init))
        if words.contains("protocol") { return .interface }
        if words.contains("enum") { return .enumeration }
        if words.contains("struct") { return signature.contains("OptionSet") ? .bitfield : .record }
        guard words.contains("class") else { return nil }
        // A boxed record is a final class of its own; a GObject class has a parent, and a
        // fundamental root (`GtkExpression`) is open.
        return signature.contains(":") || words.contains("open") ? .classType : .record
    }
}
