import Foundation

/// A GIR type resolved to its namespace and definition.
public enum GIRDefinition: Sendable {
    case classType(GIRClass)
    case interface(GIRInterface)
    case record(GIRRecord)
    case enumeration(GIREnum)
    case callback(GIRCallable)
}

/// A resolved type name: the namespace that defines it and what it is.
public struct ResolvedType: Sendable {
    /// The namespace that defines it.
    public let namespace: String
    /// The GIR name.
    public let name: String
    /// What it is.
    public let definition: GIRDefinition

    /// `Gtk.Widget`.
    public var qualifiedName: String { "\(namespace).\(name)" }
}

/// Namespaces loaded from GIR directories, each with the namespaces it includes, and
/// lookups of type names across them.
public final class GIRRepository {
    /// Where `<Name>-<version>.gir` files are read from, in order: the first folder that has
    /// a file wins (Debian 13 keeps GLib's in `/usr/lib/<triplet>/gir-1.0`, the rest in
    /// `/usr/share/gir-1.0`).
    public let directories: [String]
    /// Loaded namespaces by name (`Gtk`).
    public private(set) var namespaces: [String: GIRNamespace] = [:]
    private var index: [String: [String: GIRDefinition]] = [:]
    private var aliases: [String: [String: GIRType]] = [:]

    /// A repository reading GIR files from `directories`, searched in order.
    public init(directories: [String]) {
        precondition(!directories.isEmpty, "at least one GIR folder")
        self.directories = directories
    }

    /// A repository reading GIR files from `directory`.
    public convenience init(directory: String) {
        self.init(directories: [directory])
    }

    /// Where `stem`'s file is: in the first folder that has it, else (so that the error
    /// names it) where the first folder would have it.
    func path(of stem: String) -> String {
        let candidates = directories.map { ($0 as NSString).appendingPathComponent("\(stem).gir") }
        return candidates.first { FileManager.default.fileExists(atPath: $0) } ?? candidates[0]
    }

    /// Loads `stem` (`Gtk-4.0`) and, transitively, every namespace it includes. Throws the
    /// first file's error: a missing include names the file that was looked for.
    @discardableResult
    public func load(_ stem: String) throws(GIRError) -> GIRNamespace {
        let path = path(of: stem)
        if let loaded = namespaces.values.first(where: { "\($0.name)-\($0.version)" == stem }) {
            return loaded
        }
        let namespace = try GIRParser.parse(contentsOf: path)
        add(namespace)
        for include in namespace.includes where namespaces[include.name] == nil {
            try load(include.fileStem)
        }
        return namespace
    }

    /// Adds a parsed namespace (tests build repositories from fixtures this way too).
    public func add(_ namespace: GIRNamespace) {
        namespaces[namespace.name] = namespace
        var types: [String: GIRDefinition] = [:]
        for item in namespace.classes { types[item.name] = .classType(item) }
        for item in namespace.interfaces { types[item.name] = .interface(item) }
        for item in namespace.records { types[item.name] = .record(item) }
        for item in namespace.enums { types[item.name] = .enumeration(item) }
        for item in namespace.callbacks { types[item.name] = .callback(item) }
        index[namespace.name] = types
        aliases[namespace.name] = Dictionary(namespace.aliases.map { ($0.name, $0.target) },
                                             uniquingKeysWith: { first, _ in first })
    }

    /// Resolves a GIR type name as written in namespace `context` (`Widget` in Gtk,
    /// `Gdk.Display`), following aliases. `nil` for fundamental types (`gint`, `utf8`) and
    /// names no loaded namespace defines.
    public func resolve(_ name: String, in context: String) -> ResolvedType? {
        var namespace = context
        var local = name
        if let dot = name.firstIndex(of: ".") {
            namespace = String(name[..<dot])
            local = String(name[name.index(after: dot)...])
        }
        if let definition = index[namespace]?[local] {
            return ResolvedType(namespace: namespace, name: local, definition: definition)
        }
        if let target = aliases[namespace]?[local], let targetName = target.name, targetName != name {
            return resolve(targetName, in: namespace)
        }
        return nil
    }

    /// The alias target of `name` in `context`, if `name` is an alias (`GLib.Pid` → `gint`).
    public func aliasTarget(_ name: String, in context: String) -> GIRType? {
        if let dot = name.firstIndex(of: ".") {
            return aliases[String(name[..<dot])]?[String(name[name.index(after: dot)...])]
        }
        return aliases[context]?[name]
    }

    /// The chain of ancestors of a class, nearest first, as far as loaded namespaces define them.
    public func ancestors(of classType: GIRClass, in namespace: String) -> [ResolvedType] {
        var result: [ResolvedType] = []
        var current = classType.parent.flatMap { resolve($0, in: namespace) }
        while let found = current, case .classType(let parentClass) = found.definition {
            result.append(found)
            current = parentClass.parent.flatMap { resolve($0, in: found.namespace) }
        }
        return result
    }
}
