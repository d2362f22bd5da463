/// Why a GIR file could not be read. Every case names the file; those about an element
/// name the element and, where the XML parser reports one, its line.
public struct GIRError: Error, Equatable, Sendable, CustomStringConvertible {
    /// What went wrong.
    public enum Kind: Equatable, Sendable {
        /// No file at the path (for an include: `<Name>-<version>.gir` in the GIR directory).
        case missingFile
        /// The file exists but could not be read.
        case unreadable(String)
        /// The file is not well-formed XML.
        case malformedXML(String)
        /// The root element is not a GIR `<repository>` with one `<namespace>`.
        case notGIR(String)
        /// A required attribute is missing.
        case missingAttribute(String)
        /// An attribute has a value the generator cannot interpret.
        case invalidAttribute(name: String, value: String)
    }

    /// The GIR file.
    public let file: String
    /// The element concerned (for example `class`), if any.
    public let element: String?
    /// The element's line, when the parser reports one.
    public let line: Int?
    /// What went wrong.
    public let kind: Kind

    /// An error about `file`, and optionally one of its elements.
    public init(file: String, element: String? = nil, line: Int? = nil, kind: Kind) {
        self.file = file
        self.element = element
        self.line = line
        self.kind = kind
    }

    /// For example `Gtk-4.0.gir:120: <class>: missing required attribute 'name'`.
    public var description: String {
        var location = file
        if let line { location += ":\(line)" }
        let subject = element.map { " <\($0)>:" } ?? ""
        switch kind {
        case .missingFile:
            return "\(location): no such GIR file"
        case .unreadable(let reason):
            return "\(location): cannot read the file: \(reason)"
        case .malformedXML(let reason):
            return "\(location):\(subject) malformed XML: \(reason)"
        case .notGIR(let reason):
            return "\(location):\(subject) not a GIR repository: \(reason)"
        case .missingAttribute(let name):
            return "\(location):\(subject) missing required attribute '\(name)'"
        case let .invalidAttribute(name, value):
            return "\(location):\(subject) attribute '\(name)' has an invalid value '\(value)'"
        }
    }
}
